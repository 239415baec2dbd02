import { useState } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { useSubscriptionPackagesQuery } from '@voice/api-client/queries';
import { registerPathForPlan, useSession } from '@voice/session';
import { EmptyState, GridList, LoadingState, MessageBanner } from '@voice/ui';
import { BillingToggle } from './billing-toggle';
import { ComparisonTable } from './comparison-table';
import { PlanCard } from './plan-card';
import type { Billing } from './plan-format';
import { PricingFaq } from './pricing-faq';
import { packagesErrorText, usePricingHeading } from './use-pricing-data';
import { SUBSCRIPTION_PATH } from '@voice/contracts/paths';

const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 2.5rem 1rem 4rem;
`;

const Hero = styled.header`
  text-align: center;
  margin-bottom: 2rem;
  h1 {
    margin: 0;
    font-size: 2.25rem;
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0.75rem auto 0;
    max-width: 640px;
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The public pricing page (spec 001 §2). */
export default function PricingPage() {
  const heading = usePricingHeading();
  const packages = useSubscriptionPackagesQuery();
  const signedIn = useSession((state) => Boolean(state.token));
  const [billing, setBilling] = useState<Billing>('monthly');
  const [errorDismissed, setErrorDismissed] = useState(false);
  const { t } = useLingui();

  let plans;
  if (packages.isPending) {
    plans = <LoadingState text={t`Loading plans...`} />;
  } else if (packages.isError) {
    plans = (
      <MessageBanner
        tone="error"
        message={
          errorDismissed
            ? ''
            : packagesErrorText(packages.error, t`Failed to load subscription packages`)
        }
        onDismiss={() => setErrorDismissed(true)}
        autoHideMs={0}
      />
    );
  } else if (packages.data.length === 0) {
    plans = (
      <EmptyState
        title={t`No plans available yet`}
        description={t`Please check back soon or contact us for a tailored offer.`}
      />
    );
  } else {
    plans = (
      <>
        <GridList $min="260px" $gap="1.25rem" aria-label={t`Plans`}>
          {packages.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              billing={billing}
              // Signed out, registration first, remembering the plan: the new account goes on to pay for it.
              target={signedIn ? SUBSCRIPTION_PATH : registerPathForPlan(plan.id, billing)}
            />
          ))}
        </GridList>
        <ComparisonTable plans={packages.data} billing={billing} />
      </>
    );
  }

  return (
    <Page>
      <Hero>
        <h1>{heading.title}</h1>
        <p>{heading.tagline}</p>
      </Hero>
      <BillingToggle billing={billing} onChange={setBilling} plans={packages.data ?? []} />
      {plans}
      <PricingFaq />
    </Page>
  );
}
