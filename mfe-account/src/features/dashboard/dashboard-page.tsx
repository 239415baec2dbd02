import styled from 'styled-components';
import { LoadingState, PageContainer, PageHeader, QueryError, StatCard } from '@voice/ui';
import { CallDirectionsCard, CallsPerDayCard } from '@voice/ui/widgets';
import {
  DASHBOARD_MESSAGES,
  formatBilledMinutes,
  formatTalkMinutes,
  type DashboardStats,
} from '@voice/contracts';
import { useDashboardStatsQuery } from './api/get-dashboard-stats';
import { formatNumber } from './format';
import { FirstRunChecklist } from './first-run-checklist';
import { LatestCalls } from './latest-calls';

const Cards = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1rem;
  margin-bottom: 2rem;
`;

function Overview({ stats }: { stats: DashboardStats }) {
  const o = stats.overview;
  return (
    <Cards aria-label="Overview">
      <StatCard label="Active Voice Agents" value={formatNumber(o.total_assistants)} />
      <StatCard
        label="Total Calls"
        value={formatNumber(o.total_calls)}
        hint={`Today: ${formatNumber(o.calls_today)}`}
      />
      <StatCard
        label="Total Minutes"
        value={`${formatBilledMinutes(o.total_billed_minutes)} billed`}
        hint={`Talk time ${formatTalkMinutes(o.total_minutes)} min · This month: ${formatBilledMinutes(o.this_month_billed_minutes)} billed, ${formatTalkMinutes(o.this_month_minutes)} min talk`}
      />
      <StatCard
        label="Avg Duration"
        value={`${formatNumber(Math.round(o.avg_duration))}s`}
        hint="Per call average"
      />
      <StatCard
        label="Upcoming Bookings"
        value={formatNumber(o.bookings_upcoming)}
        hint={`Booked this month: ${formatNumber(o.bookings_this_month)}`}
      />
    </Cards>
  );
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** /dashboard, the normal (non-admin) view (spec 000 §2 Dashboard, §7, §8). */
export default function DashboardPage() {
  const stats = useDashboardStatsQuery();
  return (
    <PageContainer $width="72rem">
      <PageHeader title="Dashboard" subtitle="Monitor your voice agents and call analytics" />
      {stats.isPending ? <LoadingState text={DASHBOARD_MESSAGES.loading} /> : null}
      {stats.isError ? (
        <QueryError
          message={`${DASHBOARD_MESSAGES.errorPrefix}${errorText(stats.error)}`}
          onRetry={() => void stats.refetch()}
        />
      ) : null}
      {stats.isSuccess ? (
        <>
          <FirstRunChecklist progress={stats.data.first_run} />
          <Overview stats={stats.data} />
          <CallDirectionsCard
            directions={stats.data.overview.directions}
            days={stats.data.calls_per_day}
          />
          <CallsPerDayCard days={stats.data.calls_per_day} />
          <LatestCalls calls={stats.data.recent_calls} />
        </>
      ) : null}
    </PageContainer>
  );
}
