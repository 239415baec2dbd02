import styled from 'styled-components';

const Wrap = styled.div`
  padding: 3rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

export function PageLoading() {
  return (
    <Wrap role="status" aria-live="polite">
      Loading...
    </Wrap>
  );
}
