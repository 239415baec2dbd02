import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { serverMessage, type SuperAdminOverview } from '@voice/api-client';
import {
  Card,
  formatMoney,
  formatNumber,
  ListTable,
  LoadingState,
  PageContainer,
  PageHeader,
  QueryError,
  StatCard,
  Td,
  Tr,
} from '@voice/ui';
import { BarChart, CallDirectionsCard, CallsPerDayCard } from '@voice/ui/widgets';
import { useSuperAdminOverviewQuery } from './api/get-super-admin-overview';
import { formatBilledMinutes, formatTalkMinutes } from '@voice/contracts';
import {
  SUPER_ADMIN_RESELLER_PATH,
  SUPER_ADMIN_RESELLERS_PATH,
  fillPath,
} from '@voice/contracts/paths';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 1rem;
  margin-bottom: 1.5rem;
`;

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(340px, 1fr));
  gap: 1rem;
  margin: 1.5rem 0;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.125rem;
  }
`;

const Section = styled.section`
  margin-top: 1.5rem;
  h2 {
    font-size: 1.125rem;
  }
`;

const n = (value: number) => formatNumber(Number(value) || 0, { maximumFractionDigits: 1 });

/** A bar's label: short enough for the chart's x axis. */
export function shortLabel(name: string, max = 12): string {
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}

function Tiles({ data }: { data: SuperAdminOverview }) {
  const { t } = useLingui();
  const { resellers } = data;
  const active = n(resellers.active);
  const pending = n(resellers.pending);
  const suspended = n(resellers.suspended);
  const activeUsers = n(data.users.active);
  const billed = formatBilledMinutes(data.calls.this_month_billed_minutes);
  const talk = formatTalkMinutes(data.calls.this_month_minutes);
  const allCalls = n(data.calls.total);
  const allRevenue = formatMoney(data.revenue.total);
  return (
    <Cards>
      <StatCard
        label={t`Resellers`}
        value={n(resellers.total)}
        hint={t`Active: ${active} · Pending: ${pending} · Suspended: ${suspended}`}
      />
      <StatCard label={t`Users`} value={n(data.users.total)} hint={t`Active: ${activeUsers}`} />
      <StatCard label={t`Assistants`} value={n(data.assistants.total)} />
      <StatCard
        label={t`Calls this month`}
        value={n(data.calls.this_month)}
        hint={t`${billed} billed minutes · ${talk} min talk time · All time: ${allCalls} calls`}
      />
      <StatCard
        label={t`Revenue this month`}
        value={formatMoney(data.revenue.this_month)}
        hint={t`All time: ${allRevenue}`}
      />
    </Cards>
  );
}

function RevenueCharts({ data }: { data: SuperAdminOverview }) {
  const { t } = useLingui();
  return (
    <Charts>
      <Card>
        <h2>
          <Trans>Revenue by source</Trans>
        </h2>
        <BarChart
          title={t`Revenue by source (all time)`}
          data={data.revenue.by_source.map((s) => ({ label: s.label, value: s.total }))}
          formatValue={formatMoney}
          formatTick={formatMoney}
          labelEvery={1}
          labelHeader={t`Source`}
          valueHeader={t`Revenue`}
          emptyText={t`No revenue yet`}
        />
      </Card>
      <Card>
        <h2>
          <Trans>Revenue by reseller</Trans>
        </h2>
        <BarChart
          title={t`Revenue by reseller (top 10, all time)`}
          data={data.revenue.by_reseller.map((r) => ({
            label: shortLabel(r.org_name),
            value: r.total,
          }))}
          formatValue={formatMoney}
          formatTick={formatMoney}
          labelEvery={1}
          labelHeader={t`Reseller`}
          valueHeader={t`Revenue`}
          emptyText={t`No reseller revenue yet`}
        />
      </Card>
      <Card>
        <h2>
          <Trans>Calls by reseller this month</Trans>
        </h2>
        <BarChart
          title={t`Calls by reseller (this month)`}
          data={data.calls_by_reseller.map((r) => ({
            label: shortLabel(r.org_name),
            value: r.calls,
          }))}
          labelEvery={1}
          labelHeader={t`Reseller`}
          valueHeader={t`Calls`}
          emptyText={t`No calls this month`}
        />
      </Card>
    </Charts>
  );
}

function RevenueTables({ data }: { data: SuperAdminOverview }) {
  const { t } = useLingui();
  return (
    <>
      <Section aria-labelledby="revenue-sources-heading">
        <h2 id="revenue-sources-heading">
          <Trans>Revenue by source</Trans>
        </h2>
        <ListTable label={t`Revenue by source`} columns={[t`Source`, t`This month`, t`All time`]}>
          {data.revenue.by_source.map((row) => (
            <Tr key={row.source}>
              <Td>{row.label}</Td>
              <Td>{formatMoney(row.this_month)}</Td>
              <Td>{formatMoney(row.total)}</Td>
            </Tr>
          ))}
        </ListTable>
      </Section>
      <Section aria-labelledby="revenue-resellers-heading">
        <h2 id="revenue-resellers-heading">
          <Trans>Top resellers by revenue</Trans>
        </h2>
        {data.revenue.by_reseller.length === 0 ? (
          <p>
            <Trans>No reseller revenue yet.</Trans>
          </p>
        ) : (
          <ListTable
            label={t`Top resellers by revenue`}
            columns={[
              t`Reseller`,
              t`Customers' payments`,
              t`Packages paid`,
              t`This month`,
              t`All time`,
            ]}
          >
            {data.revenue.by_reseller.map((row) => (
              <Tr key={row.id}>
                <Td>
                  <Link to={fillPath(SUPER_ADMIN_RESELLER_PATH, { id: row.id })}>
                    {row.org_name}
                  </Link>
                </Td>
                <Td>{formatMoney(row.customers_total)}</Td>
                <Td>{formatMoney(row.packages_total)}</Td>
                <Td>{formatMoney(row.this_month)}</Td>
                <Td>{formatMoney(row.total)}</Td>
              </Tr>
            ))}
          </ListTable>
        )}
      </Section>
    </>
  );
}

/** /super-admin: the platform overview, for platform admins: the whole platform's health on one page. */
export default function SuperAdminOverviewPage() {
  const { t } = useLingui();
  const overview = useSuperAdminOverviewQuery();
  let body;
  if (overview.isPending || (overview.isError && overview.isFetching)) {
    body = <LoadingState text={t`Loading platform overview...`} />;
  } else if (overview.isError) {
    body = (
      <QueryError
        message={serverMessage(overview.error) ?? t`Failed to load the platform overview`}
        onRetry={() => void overview.refetch()}
      />
    );
  } else {
    body = (
      <>
        <Tiles data={overview.data} />
        {overview.data.calls.directions ? (
          <CallDirectionsCard
            directions={overview.data.calls.directions}
            days={overview.data.calls_per_day}
          />
        ) : null}
        <CallsPerDayCard days={overview.data.calls_per_day} />
        <RevenueCharts data={overview.data} />
        <RevenueTables data={overview.data} />
      </>
    );
  }
  return (
    <PageContainer>
      <PageHeader
        title={t`Super Admin`}
        subtitle={t`The whole platform: resellers, users, calls and revenue`}
      />
      <p>
        <Link to={SUPER_ADMIN_RESELLERS_PATH}>
          <Trans>Manage resellers</Trans>
        </Link>
      </p>
      {body}
    </PageContainer>
  );
}
