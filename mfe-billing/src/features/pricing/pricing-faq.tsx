import { useId, useState } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  max-width: 760px;
  margin: 3rem auto 0;
`;

const Heading = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
`;

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Question = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 0.25rem;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  text-align: left;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
    outline-offset: 2px;
  }
`;

const Answer = styled.div`
  padding: 0 0.25rem 1rem;
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0;
  }
`;

export const PRICING_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Can I change my plan later?',
    answer:
      'Yes. You can upgrade to a higher plan at any time from your subscription page, and the new limits apply right away.',
  },
  {
    question: 'How does yearly billing work?',
    answer:
      'With yearly billing you pay once for the whole year and save 20% compared with paying month by month.',
  },
  {
    question: 'What happens if I use more minutes than my plan includes?',
    answer:
      'Your assistants keep answering calls. Minutes beyond your monthly allowance are billed as overage at your plan’s per-minute rate, and you can follow your usage on the subscription page.',
  },
  {
    question: 'What counts as a voice agent?',
    answer:
      'Each voice assistant you create counts as one voice agent. Your plan sets how many you can have at the same time; Unlimited plans have no cap.',
  },
  {
    question: 'Can I cancel my subscription?',
    answer: 'Yes. You can cancel an active subscription from your subscription page at any time.',
  },
];

function FaqItem({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const panelId = `${id}-answer`;
  const buttonId = `${id}-question`;
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
          {question}
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </Question>
      </h3>
      <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
        <p>{answer}</p>
      </Answer>
    </Item>
  );
}

/** Frequently asked questions as disclosure buttons. */
export function PricingFaq() {
  return (
    <Section aria-labelledby="pricing-faq-heading">
      <Heading id="pricing-faq-heading">Frequently Asked Questions</Heading>
      {PRICING_FAQ.map((item) => (
        <FaqItem key={item.question} {...item} />
      ))}
    </Section>
  );
}
