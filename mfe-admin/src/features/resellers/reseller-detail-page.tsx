import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { serverMessage, type ResellerDetail } from '@voice/api-client';
import {
  Badge,
  Button,
  Card,
  DescriptionList,
  formatMoney,
  formatNumber,
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
import { ROLE_LABELS, statusLabel } from '../users/user-roles';
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

const n = (value: number) => formatNumber(Number(value) || 0, { maximumFractionDigits: 1 });
const text = (value: string | null | undefined) => (value ? value : '—');

function OverviewPanel({ reseller }: { reseller: ResellerDetail }) {
  const { t } = useLingui();
  const b = reseller.branding;
  const siteTitle = b.site_title;
  const adminStatus = reseller.admin ? statusLabel(reseller.admin.status) : undefined;
  return (
    <Cards>
      <Card>
        <h2>
          <Trans>Branding</Trans>
        </h2>
        <DescriptionList>
          <dt>
            <Trans>App name</Trans>
          </dt>
          <dd>{b.site_title}</dd>
          <dt>
            <Trans>Slogan</Trans>
          </dt>
          <dd>{text(b.site_tagline)}</dd>
          <dt>
            <Trans>Logo</Trans>
          </dt>
          <dd>
            {b.logo_url ? <img src={b.logo_url} alt={t`${siteTitle} logo`} height={32} /> : '—'}
          </dd>
          <dt>
            <Trans>Colours</Trans>
          </dt>
          <dd>
            <Swatch $color={b.primary_color} aria-hidden="true" />
            {b.primary_color} <Swatch $color={b.secondary_color} aria-hidden="true" />
            {b.secondary_color}
          </dd>
          <dt>
            <Trans>Site</Trans>
          </dt>
          <dd>
            <a href={reseller.site_url}>{reseller.site_url}</a>
          </dd>
          <dt>
            <Trans>Custom domain</Trans>
          </dt>
          <dd>
            <Link to={`${ADMIN_CUSTOM_DOMAIN_PATH}?reseller_id=${reseller.id}`}>
              <Trans>Manage</Trans>
            </Link>
          </dd>
          <dt>
            <Trans>Company email</Trans>
          </dt>
          <dd>{reseller.company_email}</dd>
          <dt>
            <Trans>Phone</Trans>
          </dt>
          <dd>{text(b.company_phone)}</dd>
        </DescriptionList>
      </Card>
      <Card>
        <h2>
          <Trans>Admin</Trans>
        </h2>
        {reseller.admin ? (
          <DescriptionList>
            <dt>
              <Trans>Name</Trans>
            </dt>
            <dd>{reseller.admin.name}</dd>
            <dt>
              <Trans>Email</Trans>
            </dt>
            <dd>{reseller.admin.email}</dd>
            <dt>
              <Trans>Status</Trans>
            </dt>
            <dd>{adminStatus ? t(adminStatus) : reseller.admin.status}</dd>
          </DescriptionList>
        ) : (
          <p>
            <Trans>This reseller has no admin.</Trans>
          </p>
        )}
        <h2>
          <Trans>Status</Trans>
        </h2>
        <DescriptionList>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>{resellerStatusLabel(reseller.status)}</dd>
          <dt>
            <Trans>Reason</Trans>
          </dt>
          <dd>{text(reseller.status_reason)}</dd>
          <dt>
            <Trans>Changed</Trans>
          </dt>
          <dd>{formatDay(reseller.status_changed_at)}</dd>
          <dt>
            <Trans>Registered</Trans>
          </dt>
          <dd>{formatDay(reseller.created_at)}</dd>
        </DescriptionList>
      </Card>
    </Cards>
  );
}

function UsersPanel({ reseller }: { reseller: ResellerDetail }) {
  const { t } = useLingui();
  const users = n(reseller.counts.users);
  const active = n(reseller.counts.active_users);
  const listed = reseller.users.length;
  return (
    <>
      <Notice>
        <Trans>
          {users} users, {active} active. The newest {listed} are listed.
        </Trans>
      </Notice>
      {reseller.users.length === 0 ? (
        <p>
          <Trans>No users found</Trans>
        </p>
      ) : (
        <ListTable label={t`Reseller users`} columns={[t`Name`, t`Role`, t`Status`, t`Created`]}>
          {reseller.users.map((user) => {
            const role = ROLE_LABELS[user.role as keyof typeof ROLE_LABELS];
            const status = statusLabel(user.status);
            return (
              <Tr key={user.id}>
                <Td>
                  <div>{user.name}</div>
                  <Muted>{user.email}</Muted>
                </Td>
                <Td>{role ? t(role) : user.role}</Td>
                <Td>{status ? t(status) : user.status}</Td>
                <Td>{formatDay(user.created_at)}</Td>
              </Tr>
            );
          })}
        </ListTable>
      )}
    </>
  );
}

function AssistantsPanel({ reseller }: { reseller: ResellerDetail }) {
  const { t } = useLingui();
  const total = n(reseller.counts.assistants);
  return (
    <>
      <Notice>
        <Trans>{total} assistants. The ones with the most calls are listed.</Trans>
      </Notice>
      {reseller.assistants.length === 0 ? (
        <p>
          <Trans>No assistants yet.</Trans>
        </p>
      ) : (
        <ListTable
          label={t`Reseller assistants`}
          columns={[t`Assistant`, t`Owner`, t`Phone number`, t`Calls`]}
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
  const { t } = useLingui();
  const usage = reseller.usage;
  const monthTalk = formatTalkMinutes(usage.minutes_this_month);
  const allTalk = formatTalkMinutes(usage.total_minutes);
  return (
    <>
      <Cards>
        <StatCard
          label={t`Calls this month`}
          value={n(usage.calls_this_month)}
          hint={t`${monthTalk} min talk time`}
        />
        <StatCard
          label={t`All calls`}
          value={n(usage.total_calls)}
          hint={t`${allTalk} min talk time`}
        />
      </Cards>
      <CallsPerDayCard days={usage.calls_per_day} />
    </>
  );
}

function RevenuePanel({ reseller }: { reseller: ResellerDetail }) {
  const { t } = useLingui();
  const r = reseller.revenue;
  const customersMonth = formatMoney(r.customers_this_month);
  const packagesMonth = formatMoney(r.packages_this_month);
  return (
    <Cards>
      <StatCard
        label={t`Customers' payments`}
        value={formatMoney(r.customers_total)}
        hint={t`This month: ${customersMonth}`}
      />
      <StatCard
        label={t`Packages paid to the platform`}
        value={formatMoney(r.packages_total)}
        hint={t`This month: ${packagesMonth}`}
      />
    </Cards>
  );
}

function Detail({ reseller }: { reseller: ResellerDetail }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<TabKey>('overview');
  const reason = reseller.status_reason;
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
            <Muted>
              <Trans>Suspended: {reason}</Trans>
            </Muted>
          ) : null}
        </div>
        {canChangeStatus ? (
          <Button
            variant={reseller.status === 'active' ? 'danger' : 'primary'}
            onClick={() => setDialog(true)}
          >
            {reseller.status === 'active' ? t`Suspend` : t`Activate`}
          </Button>
        ) : null}
      </Head>
      <Tabs<TabKey>
        label={t`Reseller sections`}
        idPrefix="reseller"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { key: 'overview', label: t`Overview`, panel: <OverviewPanel reseller={reseller} /> },
          { key: 'package', label: t`Package`, panel: <PackagePanel reseller={reseller} /> },
          { key: 'users', label: t`Users`, panel: <UsersPanel reseller={reseller} /> },
          {
            key: 'assistants',
            label: t`Assistants`,
            panel: <AssistantsPanel reseller={reseller} />,
          },
          { key: 'usage', label: t`Usage`, panel: <UsagePanel reseller={reseller} /> },
          { key: 'revenue', label: t`Revenue`, panel: <RevenuePanel reseller={reseller} /> },
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
  const { t } = useLingui();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const reseller = useResellerQuery(valid ? id : 0);
  const [dismissed, setDismissed] = useState(false);

  let body;
  if (!valid) {
    body = (
      <p role="alert">
        <Trans>Reseller not found</Trans>
      </p>
    );
  } else if (reseller.isPending) {
    body = <LoadingState text={t`Loading reseller...`} />;
  } else if (reseller.isError) {
    body = (
      <>
        <MessageBanner
          tone="error"
          message={dismissed ? '' : (serverMessage(reseller.error) ?? t`Failed to load reseller`)}
          onDismiss={() => setDismissed(true)}
          autoHideMs={0}
        />
        <Button variant="secondary" onClick={() => void reseller.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </>
    );
  } else {
    body = <Detail reseller={reseller.data} />;
  }
  return (
    <PageContainer>
      <p>
        <Link to={SUPER_ADMIN_RESELLERS_PATH}>
          <Trans>← All resellers</Trans>
        </Link>
      </p>
      <PageHeader title={reseller.data?.org_name ?? t`Reseller`} />
      {body}
    </PageContainer>
  );
}
