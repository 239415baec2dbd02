import styled from 'styled-components';
import { FaqAccordion } from '@voice/ui/core';
import type { Faq } from './landing-content';
import { Icon } from './icons';
import { LandingSection } from './landing-section';

const List = styled.div`
  max-width: 48rem;
  margin: 0 auto;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The questions as an accordion (each a button with aria-expanded controlling its answer). */
export function FaqSection({ faqs }: { faqs: Faq[] }) {
  return (
    <LandingSection
      id="faqs"
      titleId="faqs-title"
      tone="tint"
      eyebrow="FAQs"
      title="Frequently Asked Questions"
    >
      <List>
        <FaqAccordion entries={faqs} icon={<Icon name="chevron" size={20} />} />
      </List>
    </LandingSection>
  );
}
