import { useState } from 'react';
import styled from 'styled-components';
import type { AdminOverview } from '@voice/contracts';
import { Button, LoadingState, MessageBanner, PageHeader, StatCard } from '@voice/ui';
import { TopAssistants } from './top-assistants';
import { useAdminStats } from './use-admin-stats';

const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 1rem;
  margin-bottom: 1.5rem;
`;

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function n(value: number | null | undefined): string {
  return number.format(Number(value) || 0);
}

function usd(value: number | null | undefined): string {
  return dollars.format(Number(value) || 0);
}

function OverviewCards({ overview }: { overview: AdminOverview }) {
  return (
    <Cards>
      <StatCard
        label="Total Users"
        value={n(overview.total_users)}
        hint={`Active: ${n(overview.active_users)}`}
      />
      <StatCard
        label="Total Calls"
        value={n(overview.total_calls)}
        hint={`Today: ${n(overview.calls_today)}`}
      />
      <StatCard
        label="Total Minutes"
        value={n(overview.total_minutes)}
        hint={`This month: ${n(overview.this_month_minutes)}`}
      />
      <StatCard
        label="Total Revenue"
        value={usd(overview.total_revenue)}
        hint={`This month: ${usd(overview.revenue_this_month)}`}
      />
    </Cards>
  );
}

/** The admin dashboard (spec 000 §2), also shown to admins on /dashboard. */
export default function AdminDashboardPage() {
  const [state, reload] = useAdminStats();
  const [dismissedError, setDismissedError] = useState<string | null>(null);
  let body;
  if (state.status === 'loading') {
    body = <LoadingState text="Loading dashboard..." />;
  } else if (state.status === 'failed') {
    body = (
      <>
        <MessageBanner
          tone="error"
          message={dismissedError === state.message ? '' : `Error: ${state.message}`}
          onDismiss={() => setDismissedError(state.message)}
          autoHideMs={0}
        />
        <Button
          variant="secondary"
          onClick={() => {
            setDismissedError(null);
            reload();
          }}
        >
          Try again
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <OverviewCards overview={state.stats.overview} />
        <TopAssistants assistants={state.stats.top_assistants ?? []} />
      </>
    );
  }
  return (
    <Page>
      <PageHeader title="Admin Dashboard" subtitle="System-wide analytics and management" />
      {body}
    </Page>
  );
}
