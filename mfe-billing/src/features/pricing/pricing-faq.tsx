import styled from 'styled-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FaqAccordion } from '@voice/ui/core';

/** Laid out only once near the viewport (content-visibility): the page's end, never on its first load. */
const Section = styled.section`
  max-width: 760px;
  margin: 3rem auto 0;
  content-visibility: auto;
  contain-intrinsic-size: auto 30rem;
`;

const Heading = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
`;

const PRICING_FAQ: readonly { question: MessageDescriptor; answer: MessageDescriptor }[] = [
  {
    question: msg`Can I change my plan later?`,
    answer: msg`Yes. You can upgrade to a higher plan at any time from your subscription page, and the new limits apply right away.`,
  },
  {
    question: msg`How does yearly billing work?`,
    answer: msg`With yearly billing you pay once for the whole year and save 20% compared with paying month by month.`,
  },
  {
    question: msg`What happens if I use more minutes than my plan includes?`,
    answer: msg`Your assistants keep answering calls. Minutes beyond your monthly allowance are billed as overage at your plan’s per-minute rate, and you can follow your usage on the subscription page.`,
  },
  {
    question: msg`What counts as a voice agent?`,
    answer: msg`Each voice assistant you create counts as one voice agent. Your plan sets how many you can have at the same time; Unlimited plans have no cap.`,
  },
  {
    question: msg`Can I cancel my subscription?`,
    answer: msg`Yes. You can cancel an active subscription from your subscription page at any time.`,
  },
];

/** Frequently asked questions as disclosure buttons. */
export function PricingFaq() {
  const { t } = useLingui();
  const entries = PRICING_FAQ.map((entry) => ({
    question: t(entry.question),
    answer: t(entry.answer),
  }));
  return (
    <Section aria-labelledby="pricing-faq-heading">
      <Heading id="pricing-faq-heading">
        <Trans>Frequently Asked Questions</Trans>
      </Heading>
      <FaqAccordion entries={entries} />
    </Section>
  );
}
