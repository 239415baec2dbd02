import styled from 'styled-components';

// The Switch User picker's look, shared by the picker and its loading note.
export const Search = styled.input`
  width: 100%;
  margin-bottom: 0.35rem;
  padding: 0.45rem 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
  }
`;

export const List = styled.ul`
  max-height: 18rem;
  overflow-y: auto;
  min-width: 18rem;
`;

export const Choice = styled.button`
  display: block;
  width: 100%;
  padding: 0.45rem 0.6rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
  }
  span {
    display: block;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Note = styled.p`
  margin: 0;
  padding: 0.5rem 0.6rem;
  color: ${({ theme }) => theme.colors.muted};
`;
