import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { serverMessage, type ResellerDetail } from '@voice/api-client';
import {
  Badge,
  Button,
  Card,
  DescriptionList,
  formatMoney,
  ListTable,
  LoadingState,
  MessageBanner,
  PageContainer,
  PageHeader,
  StatCard,
  Td,
  Tr,
} from '@voice/ui';
import { CallsPerDayCard, Tabs } from '@voice/ui/widgets';
import { formatTalkMinutes } from '@voice/contracts';
import { formatDay } from '../../shared/list-page/format';
import { Muted } from '../../shared/list-page/list-layout';
import { useResellerQuery } from './api/get-reseller';
import { PackagePanel } from './package-panel';
import { resellerStatusLabel, resellerStatusTone } from './reseller-status';
import { StatusDialog } from './status-dialog';
import { ADMIN_CUSTOM_DOMAIN_PATH, SUPER_ADMIN_RESELLERS_PATH } from '@voice/contracts/paths';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1rem;
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 1rem;
  margin-bottom: 1.5rem;
`;

const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 1rem;
  height: 1rem;
  margin-right: 0.5rem;
  vertical-align: middle;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 3px;
  background: ${({ $color }) => $color};
`;

const Notice = styled.p`
  margin: 0 0 1rem;
`;

type TabKey = 'overview' | 'package' | 'users' | 'assistants' | 'usage' | 'revenue';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const n = (value: number) => number.format(Number(value) || 0);
const text = (value: string | null | undefined) => (value ? value : '—');

function OverviewPanel({ reseller }: { reseller: ResellerDetail }) {
  const b = reseller.branding;
  return (
    <Cards>
      <Card>
        <h2>Branding</h2>
        <DescriptionList>
          <dt>App name</dt>
          <dd>{b.site_title}</dd>
          <dt>Slogan</dt>
          <dd>{text(b.site_tagline)}</dd>
          <dt>Logo</dt>
          <dd>
            {b.logo_url ? <img src={b.logo_url} alt={`${b.site_title} logo`} height={32} /> : '—'}
          </dd>
          <dt>Colours</dt>
          <dd>
            <Swatch $color={b.primary_color} aria-hidden="true" />
            {b.primary_color} <Swatch $color={b.secondary_color} aria-hidden="true" />
            {b.secondary_color}
          </dd>
          <dt>Site</dt>
          <dd>
            <a href={reseller.site_url}>{reseller.site_url}</a>
          </dd>
          <dt>Custom domain</dt>
          <dd>
            <Link to={`${ADMIN_CUSTOM_DOMAIN_PATH}?reseller_id=${reseller.id}`}>Manage</Link>
          </dd>
          <dt>Company email</dt>
          <dd>{reseller.company_email}</dd>
          <dt>Phone</dt>
          <dd>{text(b.company_phone)}</dd>
        </DescriptionList>
      </Card>
      <Card>
        <h2>Admin</h2>
        {reseller.admin ? (
          <DescriptionList>
            <dt>Name</dt>
            <dd>{reseller.admin.name}</dd>
            <dt>Email</dt>
            <dd>{reseller.admin.email}</dd>
            <dt>Status</dt>
            <dd>{reseller.admin.status}</dd>
          </DescriptionList>
        ) : (
          <p>This reseller has no admin.</p>
        )}
        <h2>Status</h2>
        <DescriptionList>
          <dt>Status</dt>
          <dd>{resellerStatusLabel(reseller.status)}</dd>
          <dt>Reason</dt>
          <dd>{text(reseller.status_reason)}</dd>
          <dt>Changed</dt>
          <dd>{formatDay(reseller.status_changed_at)}</dd>
          <dt>Registered</dt>
          <dd>{formatDay(reseller.created_at)}</dd>
        </DescriptionList>
      </Card>
    </Cards>
  );
}

function UsersPanel({ reseller }: { reseller: ResellerDetail }) {
  return (
    <>
      <Notice>
        {n(reseller.counts.users)} users, {n(reseller.counts.active_users)} active. The newest{' '}
        {reseller.users.length} are listed.
      </Notice>
      {reseller.users.length === 0 ? (
        <p>No users found</p>
      ) : (
        <ListTable label="Reseller users" columns={['Name', 'Role', 'Status', 'Created']}>
          {reseller.users.map((user) => (
            <Tr key={user.id}>
              <Td>
                <div>{user.name}</div>
                <Muted>{user.email}</Muted>
              </Td>
              <Td>{user.role}</Td>
              <Td>{user.status}</Td>
              <Td>{formatDay(user.created_at)}</Td>
            </Tr>
          ))}
        </ListTable>
      )}
    </>
  );
}

function AssistantsPanel({ reseller }: { reseller: ResellerDetail }) {
  return (
    <>
      <Notice>
        {n(reseller.counts.assistants)} assistants. The ones with the most calls are listed.
      </Notice>
      {reseller.assistants.length === 0 ? (
        <p>No assistants yet.</p>
      ) : (
        <ListTable
          label="Reseller assistants"
          columns={['Assistant', 'Owner', 'Phone number', 'Calls']}
        >
          {reseller.assistants.map((assistant) => (
            <Tr key={assistant.id}>
              <Td>{assistant.name}</Td>
              <Td>{text(assistant.user_name)}</Td>
              <Td>{text(assistant.phone_number)}</Td>
              <Td>{n(assistant.total_calls)}</Td>
            </Tr>
          ))}
        </ListTable>
      )}
    </>
  );
}

function UsagePanel({ reseller }: { reseller: ResellerDetail }) {
  const usage = reseller.usage;
  return (
    <>
      <Cards>
        <StatCard
          label="Calls this month"
          value={n(usage.calls_this_month)}
          hint={`${formatTalkMinutes(usage.minutes_this_month)} min talk time`}
        />
        <StatCard
          label="All calls"
          value={n(usage.total_calls)}
          hint={`${formatTalkMinutes(usage.total_minutes)} min talk time`}
        />
      </Cards>
      <CallsPerDayCard days={usage.calls_per_day} />
    </>
  );
}

function RevenuePanel({ reseller }: { reseller: ResellerDetail }) {
  const r = reseller.revenue;
  return (
    <Cards>
      <StatCard
        label="Customers' payments"
        value={formatMoney(r.customers_total)}
        hint={`This month: ${formatMoney(r.customers_this_month)}`}
      />
      <StatCard
        label="Packages paid to the platform"
        value={formatMoney(r.packages_total)}
        hint={`This month: ${formatMoney(r.packages_this_month)}`}
      />
    </Cards>
  );
}

function Detail({ reseller }: { reseller: ResellerDetail }) {
  const [tab, setTab] = useState<TabKey>('overview');
  const [dialog, setDialog] = useState(false);
  const canChangeStatus = reseller.status === 'active' || reseller.status === 'suspended';
  return (
    <>
      <Head>
        <div>
          <Badge tone={resellerStatusTone(reseller.status)}>
            {resellerStatusLabel(reseller.status)}
          </Badge>{' '}
          <Muted as="span">{reseller.subdomain}</Muted>
          {reseller.status === 'suspended' && reseller.status_reason ? (
            <Muted>Suspended: {reseller.status_reason}</Muted>
          ) : null}
        </div>
        {canChangeStatus ? (
          <Button
            variant={reseller.status === 'active' ? 'danger' : 'primary'}
            onClick={() => setDialog(true)}
          >
            {reseller.status === 'active' ? 'Suspend' : 'Activate'}
          </Button>
        ) : null}
      </Head>
      <Tabs<TabKey>
        label="Reseller sections"
        idPrefix="reseller"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { key: 'overview', label: 'Overview', panel: <OverviewPanel reseller={reseller} /> },
          { key: 'package', label: 'Package', panel: <PackagePanel reseller={reseller} /> },
          { key: 'users', label: 'Users', panel: <UsersPanel reseller={reseller} /> },
          {
            key: 'assistants',
            label: 'Assistants',
            panel: <AssistantsPanel reseller={reseller} />,
          },
          { key: 'usage', label: 'Usage', panel: <UsagePanel reseller={reseller} /> },
          { key: 'revenue', label: 'Revenue', panel: <RevenuePanel reseller={reseller} /> },
        ]}
      />
      {canChangeStatus ? (
        <StatusDialog reseller={reseller} open={dialog} onClose={() => setDialog(false)} />
      ) : null}
    </>
  );
}

/** /super-admin/resellers/:id: one reseller, its sections in tabs, suspend / activate, change package. */
export default function ResellerDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const reseller = useResellerQuery(valid ? id : 0);
  const [dismissed, setDismissed] = useState(false);

  let body;
  if (!valid) {
    body = <p role="alert">Reseller not found</p>;
  } else if (reseller.isPending) {
    body = <LoadingState text="Loading reseller..." />;
  } else if (reseller.isError) {
    body = (
      <>
        <MessageBanner
          tone="error"
          message={dismissed ? '' : (serverMessage(reseller.error) ?? 'Failed to load reseller')}
          onDismiss={() => setDismissed(true)}
          autoHideMs={0}
        />
        <Button variant="secondary" onClick={() => void reseller.refetch()}>
          Try again
        </Button>
      </>
    );
  } else {
    body = <Detail reseller={reseller.data} />;
  }
  return (
    <PageContainer>
      <p>
        <Link to={SUPER_ADMIN_RESELLERS_PATH}>← All resellers</Link>
      </p>
      <PageHeader title={reseller.data?.org_name ?? 'Reseller'} />
      {body}
    </PageContainer>
  );
}
