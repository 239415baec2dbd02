import { useId, useState } from 'react';
import styled from 'styled-components';
import { FAQS, type Faq } from './landing-content';
import { Icon } from './icons';
import { Band, Container, Eyebrow, SectionHead, SectionTitle } from './landing-styles';

const List = styled.div`
  max-width: 48rem;
  margin: 0 auto;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

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
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primaryText};
    transition: transform 0.2s ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
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

function FaqItem({ faq }: { faq: Faq }) {
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
          {faq.question}
          <Icon name="chevron" size={20} />
        </Question>
      </h3>
      <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
        <p>{faq.answer}</p>
      </Answer>
    </Item>
  );
}

/** Eight questions as an accordion (each a button with aria-expanded controlling its answer). */
export function FaqSection() {
  return (
    <Band id="faqs" $tone="tint" aria-labelledby="faqs-title">
      <Container>
        <SectionHead>
          <Eyebrow>FAQs</Eyebrow>
          <SectionTitle id="faqs-title">Frequently Asked Questions</SectionTitle>
        </SectionHead>
        <List>
          {FAQS.map((faq) => (
            <FaqItem key={faq.question} faq={faq} />
          ))}
        </List>
      </Container>
    </Band>
  );
}
