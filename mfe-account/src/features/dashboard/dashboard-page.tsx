import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { LoadingState, PageContainer, PageHeader, QueryError, StatCard } from '@voice/ui';
import { translateText } from '@voice/ui/core';
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
  const { t } = useLingui();
  const today = formatNumber(o.calls_today);
  const billed = formatBilledMinutes(o.total_billed_minutes);
  const talk = formatTalkMinutes(o.total_minutes);
  const monthBilled = formatBilledMinutes(o.this_month_billed_minutes);
  const monthTalk = formatTalkMinutes(o.this_month_minutes);
  const average = formatNumber(Math.round(o.avg_duration));
  const bookedThisMonth = formatNumber(o.bookings_this_month);
  return (
    <Cards aria-label={t`Overview`}>
      <StatCard label={t`Active Voice Agents`} value={formatNumber(o.total_assistants)} />
      <StatCard
        label={t`Total Calls`}
        value={formatNumber(o.total_calls)}
        hint={t`Today: ${today}`}
      />
      <StatCard
        label={t`Total Minutes`}
        value={t`${billed} billed`}
        hint={t`Talk time ${talk} min · This month: ${monthBilled} billed, ${monthTalk} min talk`}
      />
      <StatCard label={t`Avg Duration`} value={t`${average}s`} hint={t`Per call average`} />
      <StatCard
        label={t`Upcoming Bookings`}
        value={formatNumber(o.bookings_upcoming)}
        hint={t`Booked this month: ${bookedThisMonth}`}
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
  const { t } = useLingui();
  return (
    <PageContainer $width="72rem">
      <PageHeader title={t`Dashboard`} subtitle={t`Monitor your voice agents and call analytics`} />
      {stats.isPending ? <LoadingState text={translateText(DASHBOARD_MESSAGES.loading)} /> : null}
      {stats.isError ? (
        <QueryError
          message={`${translateText(DASHBOARD_MESSAGES.errorPrefix)}${errorText(stats.error)}`}
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
