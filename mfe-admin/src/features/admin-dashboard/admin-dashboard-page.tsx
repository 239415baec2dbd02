import styled from 'styled-components';
import { formatBilledMinutes, formatTalkMinutes, type AdminOverview } from '@voice/contracts';
import {
  formatMoney,
  LoadingState,
  PageContainer,
  PageHeader,
  QueryError,
  StatCard,
} from '@voice/ui';
import { CallDirectionsCard, CallsPerDayCard } from '@voice/ui/widgets';
import { serverMessage } from '@voice/api-client';
import { CustomSubscriptionManager } from '../custom-subscriptions/custom-subscription-manager';
import { LegalPagesReminder } from '../legal-pages/held-back-notice';
import { PlatformPaymentsReminder } from '../stripe-configuration/platform-payments-notice';
import { TopAssistants } from './top-assistants';
import { useAdminStatsQuery } from './api/get-admin-stats';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 1rem;
  margin-bottom: 1.5rem;
`;

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function n(value: number | null | undefined): string {
  return number.format(Number(value) || 0);
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
        value={`${formatBilledMinutes(overview.total_billed_minutes)} billed`}
        hint={`Talk time ${formatTalkMinutes(overview.total_minutes)} min · This month: ${formatBilledMinutes(overview.this_month_billed_minutes)} billed, ${formatTalkMinutes(overview.this_month_minutes)} min talk`}
      />
      <StatCard
        label="Total Revenue"
        value={formatMoney(overview.total_revenue)}
        hint={`This month: ${formatMoney(overview.revenue_this_month)}`}
      />
    </Cards>
  );
}

function errorText(error: unknown): string {
  return serverMessage(error) ?? (error instanceof Error ? error.message : 'Unknown error');
}

/** The admin dashboard (spec 000 §2), also shown to admins on /dashboard. */
export default function AdminDashboardPage() {
  const stats = useAdminStatsQuery();
  let body;
  // Loading is shown again while Try again asks once more.
  if (stats.isPending || (stats.isError && stats.isFetching)) {
    body = <LoadingState text="Loading dashboard..." />;
  } else if (stats.isError) {
    body = (
      <QueryError
        message={`Error: ${errorText(stats.error)}`}
        onRetry={() => void stats.refetch()}
      />
    );
  } else {
    body = (
      <>
        <OverviewCards overview={stats.data.overview} />
        {stats.data.overview.directions ? (
          <CallDirectionsCard
            directions={stats.data.overview.directions}
            days={stats.data.calls_per_day ?? []}
          />
        ) : null}
        <CallsPerDayCard days={stats.data.calls_per_day ?? []} />
        <TopAssistants assistants={stats.data.top_assistants ?? []} />
      </>
    );
  }
  return (
    <PageContainer>
      <PageHeader title="Admin Dashboard" subtitle="System-wide analytics and management" />
      <LegalPagesReminder />
      <PlatformPaymentsReminder />
      {body}
      <CustomSubscriptionManager />
    </PageContainer>
  );
}
