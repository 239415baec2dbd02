import styled from 'styled-components';
import { FaqAccordion } from '@voice/ui/core';
import { FAQS } from './landing-content';
import { Icon } from './icons';
import { Band, Container, Eyebrow, SectionHead, SectionTitle } from './landing-styles';

const List = styled.div`
  max-width: 48rem;
  margin: 0 auto;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

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
          <FaqAccordion entries={FAQS} icon={<Icon name="chevron" size={20} />} />
        </List>
      </Container>
    </Band>
  );
}
