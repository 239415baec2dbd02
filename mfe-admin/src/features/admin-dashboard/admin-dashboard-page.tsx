import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { formatBilledMinutes, formatTalkMinutes, type AdminOverview } from '@voice/contracts';
import {
  formatMoney,
  formatNumber,
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

function n(value: number | null | undefined): string {
  return formatNumber(Number(value) || 0, { maximumFractionDigits: 0 });
}

function OverviewCards({ overview }: { overview: AdminOverview }) {
  const { t } = useLingui();
  const activeUsers = n(overview.active_users);
  const callsToday = n(overview.calls_today);
  const billed = formatBilledMinutes(overview.total_billed_minutes);
  const talk = formatTalkMinutes(overview.total_minutes);
  const monthBilled = formatBilledMinutes(overview.this_month_billed_minutes);
  const monthTalk = formatTalkMinutes(overview.this_month_minutes);
  const monthRevenue = formatMoney(overview.revenue_this_month);
  return (
    <Cards>
      <StatCard
        label={t`Total Users`}
        value={n(overview.total_users)}
        hint={t`Active: ${activeUsers}`}
      />
      <StatCard
        label={t`Total Calls`}
        value={n(overview.total_calls)}
        hint={t`Today: ${callsToday}`}
      />
      <StatCard
        label={t`Total Minutes`}
        value={t`${billed} billed`}
        hint={t`Talk time ${talk} min · This month: ${monthBilled} billed, ${monthTalk} min talk`}
      />
      <StatCard
        label={t`Total Revenue`}
        value={formatMoney(overview.total_revenue)}
        hint={t`This month: ${monthRevenue}`}
      />
    </Cards>
  );
}

function errorText(error: unknown, unknown: string): string {
  return serverMessage(error) ?? (error instanceof Error ? error.message : unknown);
}

/** The admin dashboard (spec 000 §2), also shown to admins on /dashboard. */
export default function AdminDashboardPage() {
  const stats = useAdminStatsQuery();
  const { t } = useLingui();
  let body;
  // Loading is shown again while Try again asks once more.
  if (stats.isPending || (stats.isError && stats.isFetching)) {
    body = <LoadingState text={t`Loading dashboard...`} />;
  } else if (stats.isError) {
    const failure = errorText(stats.error, t`Unknown error`);
    body = <QueryError message={t`Error: ${failure}`} onRetry={() => void stats.refetch()} />;
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
      <PageHeader title={t`Admin Dashboard`} subtitle={t`System-wide analytics and management`} />
      <LegalPagesReminder />
      <PlatformPaymentsReminder />
      {body}
      <CustomSubscriptionManager />
    </PageContainer>
  );
}
