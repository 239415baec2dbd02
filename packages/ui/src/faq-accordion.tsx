import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export interface FaqEntry {
  question: string;
  answer: string;
}

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: 1.0625rem;
  }
`;

const Question = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  width: 100%;
  padding: 1.1rem 0.25rem;
  border: 0;
  background: transparent;
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  > span {
    flex: none;
    display: inline-flex;
    color: ${({ theme }) => theme.colors.primaryText};
    transition: transform 0.2s ease;
  }
  &[aria-expanded='true'] > span[data-turns] {
    transform: rotate(180deg);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    > span {
      transition: none;
    }
  }
`;

const Answer = styled.div`
  padding: 0 0.25rem 1.25rem;
  p {
    margin: 0;
    line-height: 1.65;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

function FaqItem({ entry, icon }: { entry: FaqEntry; icon: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  return (
    <Item>
      <h3>
        <Question
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {entry.question}
          {icon ? (
            <span aria-hidden="true" data-turns="">
              {icon}
            </span>
          ) : (
            <span aria-hidden="true">{open ? '−' : '+'}</span>
          )}
        </Question>
      </h3>
      <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
        <p>{entry.answer}</p>
      </Answer>
    </Item>
  );
}

/**
 * Questions and answers as an accordion: each question is a button (aria-expanded, aria-controls) that
 * shows or hides its answer region. `icon` (e.g. a chevron) turns when open; without it, '+' and '−'.
 */
export function FaqAccordion({
  entries,
  icon,
}: {
  entries: readonly FaqEntry[];
  icon?: ReactNode;
}) {
  return (
    <>
      {entries.map((entry) => (
        <FaqItem key={entry.question} entry={entry} icon={icon} />
      ))}
    </>
  );
}
