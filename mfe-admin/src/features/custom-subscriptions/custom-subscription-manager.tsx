import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import {
  CUSTOM_SUBSCRIPTION_MESSAGES as M,
  type CreatedCustomSubscription,
} from '@voice/contracts';
import { serverMessage } from '@voice/api-client';
import {
  Badge,
  Button,
  EmptyState,
  formatMoney,
  ListTable,
  LoadingState,
  QueryError,
  StatCard,
  subscriptionStatusTone,
  Td,
  Tr,
  useToast,
} from '@voice/ui';
import { useActivateCustomSubscriptionMutation } from './api/activate-custom-subscription';
import {
  useCustomSubscriptionsQuery,
  type CustomSubscriptionRow,
} from './api/get-custom-subscriptions';
import { useResendPaymentLinkMutation } from './api/resend-payment-link';
import { CreateCustomSubscriptionModal } from './create-custom-subscription-modal';
import { CreatedModal } from './created-modal';
import { subscriptionStatusLabel } from '../../shared/list-page/filters';
import { copyText, formatDate } from './format';

const Section = styled.section`
  margin-top: 2rem;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1rem;
  h2 {
    margin: 0;
  }
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 1rem;
  margin-bottom: 1.5rem;
`;

const Muted = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
`;

const LinkOut = styled.a`
  color: ${({ theme }) => theme.colors.primaryText};
`;

function Row({
  row,
  busy,
  onActivate,
  onResend,
  onCopy,
}: {
  row: CustomSubscriptionRow;
  busy: boolean;
  onActivate: () => void;
  onResend: () => void;
  onCopy: (link: string) => void;
}) {
  const { t } = useLingui();
  const pending = row.status === 'pending';
  const who = row.user.name;
  const amount = formatMoney(row.custom_amount);
  const expires = formatDate(row.payment_link_expires_at);
  return (
    <Tr>
      <Td>
        <div>{row.user.name}</div>
        <Muted>{row.user.email}</Muted>
      </Td>
      <Td>
        <div>{row.package.name}</div>
        <Muted>{row.package.description}</Muted>
      </Td>
      <Td>
        <div>
          {row.billing_interval === 'yearly'
            ? t`${amount} / year`
            : row.billing_interval
              ? t`${amount} / month`
              : amount}
        </div>
        {row.current_period_start ? (
          <Muted>
            {formatDate(row.current_period_start)} – {formatDate(row.current_period_end)}
          </Muted>
        ) : null}
      </Td>
      <Td>
        <Badge tone={subscriptionStatusTone(row.status)}>
          {subscriptionStatusLabel(row.status)}
        </Badge>
      </Td>
      <Td>
        {row.payment_link_url ? (
          <>
            <LinkOut href={row.payment_link_url} target="_blank" rel="noreferrer">
              <Trans>Open Link</Trans>
            </LinkOut>
            <Muted>
              <Trans>Expires {expires}</Trans>
            </Muted>
          </>
        ) : (
          <Muted>{M.noPaymentLink}</Muted>
        )}
      </Td>
      <Td>{formatDate(row.created_at)}</Td>
      <Td>
        <Actions>
          {pending ? (
            <>
              <Button
                size="sm"
                disabled={busy}
                onClick={onActivate}
                aria-label={t`Activate ${who}`}
              >
                <Trans>Activate</Trans>
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={onResend}
                aria-label={t`Resend Link to ${who}`}
              >
                <Trans>Resend Link</Trans>
              </Button>
            </>
          ) : null}
          {row.payment_link_url ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onCopy(row.payment_link_url as string)}
              aria-label={t`Copy Link of ${who}`}
            >
              <Trans>Copy Link</Trans>
            </Button>
          ) : null}
        </Actions>
      </Td>
    </Tr>
  );
}

/** The Custom Subscription Manager (spec 000 §2), embedded below the admin dashboard. */
export function CustomSubscriptionManager() {
  const { t } = useLingui();
  const list = useCustomSubscriptionsQuery();
  const activate = useActivateCustomSubscriptionMutation();
  const resend = useResendPaymentLinkMutation();
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedCustomSubscription | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const copy = async (link: string) => {
    if (await copyText(link)) toast.success(M.copied);
    else toast.error(M.copyFailed);
  };

  const run = async (
    id: number,
    action: () => Promise<{ message?: string }>,
    ok: string,
    failed: string,
  ) => {
    setBusyId(id);
    try {
      const reply = await action();
      toast.success(reply.message || ok);
    } catch (error) {
      toast.error(serverMessage(error) ?? failed);
    } finally {
      setBusyId(null);
    }
  };

  let body;
  if (list.isPending || (list.isError && list.isFetching)) {
    body = <LoadingState text={t`Loading custom subscriptions...`} />;
  } else if (list.isError) {
    body = (
      <QueryError
        message={`${M.loadError}: ${serverMessage(list.error) ?? M.loadFailed}`}
        onRetry={() => void list.refetch()}
      />
    );
  } else {
    const { rows, summary } = list.data;
    body = (
      <>
        <Tiles>
          <StatCard label={t`Total Custom Subscriptions`} value={String(summary.total)} />
          <StatCard label={t`Pending Payment`} value={String(summary.pending)} />
          <StatCard label={t`Active`} value={String(summary.active)} />
          <StatCard label={t`Expired Links`} value={String(summary.expired_links)} />
        </Tiles>
        {rows.length === 0 ? (
          <EmptyState level={3} title={M.emptyTitle} description={M.emptyText} />
        ) : (
          <ListTable
            label={t`Custom subscriptions`}
            columns={[
              t`User`,
              t`Package`,
              t`Amount`,
              t`Status`,
              t`Payment Link`,
              t`Created`,
              t`Actions`,
            ]}
          >
            {rows.map((row) => (
              <Row
                key={row.id}
                row={row}
                busy={busyId === row.id}
                onCopy={(link) => void copy(link)}
                onActivate={() =>
                  void run(
                    row.id,
                    () => activate.mutateAsync(row.id),
                    M.activated,
                    M.activateFailed,
                  )
                }
                onResend={() =>
                  void run(row.id, () => resend.mutateAsync(row.id), M.resent, M.resendFailed)
                }
              />
            ))}
          </ListTable>
        )}
      </>
    );
  }

  return (
    <Section aria-labelledby="custom-subscriptions-heading">
      <Head>
        <h2 id="custom-subscriptions-heading">
          <Trans>Custom Subscription Manager</Trans>
        </h2>
        <Button onClick={() => setCreating(true)}>
          <Trans>Create Custom Subscription</Trans>
        </Button>
      </Head>
      {body}
      <CreateCustomSubscriptionModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(result) => {
          setCreating(false);
          setCreated(result);
          toast.success(M.created);
        }}
      />
      <CreatedModal
        created={created}
        onCopy={(link) => void copy(link)}
        onClose={() => setCreated(null)}
      />
    </Section>
  );
}
