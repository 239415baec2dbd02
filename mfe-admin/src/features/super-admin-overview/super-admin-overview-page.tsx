import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { serverMessage, type SuperAdminOverview } from '@voice/api-client';
import {
  Card,
  formatMoney,
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

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const n = (value: number) => number.format(Number(value) || 0);

/** A bar's label: short enough for the chart's x axis. */
export function shortLabel(name: string, max = 12): string {
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}

function Tiles({ data }: { data: SuperAdminOverview }) {
  const { resellers } = data;
  return (
    <Cards>
      <StatCard
        label="Resellers"
        value={n(resellers.total)}
        hint={`Active: ${n(resellers.active)} · Pending: ${n(resellers.pending)} · Suspended: ${n(resellers.suspended)}`}
      />
      <StatCard
        label="Users"
        value={n(data.users.total)}
        hint={`Active: ${n(data.users.active)}`}
      />
      <StatCard label="Assistants" value={n(data.assistants.total)} />
      <StatCard
        label="Calls this month"
        value={n(data.calls.this_month)}
        hint={`${formatBilledMinutes(data.calls.this_month_billed_minutes)} billed minutes · ${formatTalkMinutes(data.calls.this_month_minutes)} min talk time · All time: ${n(data.calls.total)} calls`}
      />
      <StatCard
        label="Revenue this month"
        value={formatMoney(data.revenue.this_month)}
        hint={`All time: ${formatMoney(data.revenue.total)}`}
      />
    </Cards>
  );
}

function RevenueCharts({ data }: { data: SuperAdminOverview }) {
  return (
    <Charts>
      <Card>
        <h2>Revenue by source</h2>
        <BarChart
          title="Revenue by source (all time)"
          data={data.revenue.by_source.map((s) => ({ label: s.label, value: s.total }))}
          formatValue={formatMoney}
          formatTick={formatMoney}
          labelEvery={1}
          labelHeader="Source"
          valueHeader="Revenue"
          emptyText="No revenue yet"
        />
      </Card>
      <Card>
        <h2>Revenue by reseller</h2>
        <BarChart
          title="Revenue by reseller (top 10, all time)"
          data={data.revenue.by_reseller.map((r) => ({
            label: shortLabel(r.org_name),
            value: r.total,
          }))}
          formatValue={formatMoney}
          formatTick={formatMoney}
          labelEvery={1}
          labelHeader="Reseller"
          valueHeader="Revenue"
          emptyText="No reseller revenue yet"
        />
      </Card>
      <Card>
        <h2>Calls by reseller this month</h2>
        <BarChart
          title="Calls by reseller (this month)"
          data={data.calls_by_reseller.map((r) => ({
            label: shortLabel(r.org_name),
            value: r.calls,
          }))}
          labelEvery={1}
          labelHeader="Reseller"
          valueHeader="Calls"
          emptyText="No calls this month"
        />
      </Card>
    </Charts>
  );
}

function RevenueTables({ data }: { data: SuperAdminOverview }) {
  return (
    <>
      <Section aria-labelledby="revenue-sources-heading">
        <h2 id="revenue-sources-heading">Revenue by source</h2>
        <ListTable label="Revenue by source" columns={['Source', 'This month', 'All time']}>
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
        <h2 id="revenue-resellers-heading">Top resellers by revenue</h2>
        {data.revenue.by_reseller.length === 0 ? (
          <p>No reseller revenue yet.</p>
        ) : (
          <ListTable
            label="Top resellers by revenue"
            columns={['Reseller', "Customers' payments", 'Packages paid', 'This month', 'All time']}
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
  const overview = useSuperAdminOverviewQuery();
  let body;
  if (overview.isPending || (overview.isError && overview.isFetching)) {
    body = <LoadingState text="Loading platform overview..." />;
  } else if (overview.isError) {
    body = (
      <QueryError
        message={serverMessage(overview.error) ?? 'Failed to load the platform overview'}
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
        title="Super Admin"
        subtitle="The whole platform: resellers, users, calls and revenue"
      />
      <p>
        <Link to={SUPER_ADMIN_RESELLERS_PATH}>Manage resellers</Link>
      </p>
      {body}
    </PageContainer>
  );
}
