import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { EventDelivery, EventDeliveryStatus, WebhookEndpoint } from '@voice/contracts';
import {
  Badge,
  Button,
  DescriptionList,
  PagedList,
  RowItem,
  RowLine,
  RowList,
  RowMain,
  RowMeta,
  type Tone,
  useToast,
} from '@voice/ui';
import { serverMessage } from '@voice/api-client';
import { i18n } from '@voice/ui/core';
import { formatDateTime } from '../call-logs/format';
import { useDeliveriesQuery, useResendDelivery } from './api/webhook-endpoints';

export const DELIVERY_TONES: Record<EventDeliveryStatus, Tone> = {
  delivered: 'success',
  failed: 'danger',
  pending: 'warning',
};

const Panel = styled.section`
  margin-top: 1.5rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
    overflow-wrap: anywhere;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 0.75rem;
`;

const Muted = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const DELIVERY_STATUSES: Record<EventDeliveryStatus, MessageDescriptor> = {
  delivered: msg`delivered`,
  failed: msg`failed`,
  pending: msg`pending`,
};

/** A delivery's status as its badge shows it ('delivered'), in the page's language; another as it is. */
export function deliveryStatusLabel(status: string): string {
  const label = (DELIVERY_STATUSES as Record<string, MessageDescriptor | undefined>)[status];
  return label ? i18n._(label) : status;
}

/** The row's main part and its Re-send button side by side, one above the other when narrow. */
const Row = styled(RowItem)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
    & > button {
      justify-self: start;
    }
  }
  code {
    font-weight: 600;
  }
  summary {
    cursor: pointer;
    font-size: 0.875rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Body = styled.pre`
  margin: 0.25rem 0 0.75rem;
  padding: 0.75rem;
  max-height: 20rem;
  overflow: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: 0.8125rem;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius};
`;

const Details = styled.div`
  margin-top: 0.5rem;
  dl {
    margin-bottom: 0.75rem;
  }
`;

/** A body as received, indented when it is JSON. */
function readable(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function When({ iso }: { iso: string | null }) {
  const text = formatDateTime(iso);
  return text && iso ? <time dateTime={iso}>{text}</time> : <>—</>;
}

function DeliveryRow({
  delivery,
  resending,
  onResend,
}: {
  delivery: EventDelivery;
  resending: boolean;
  onResend: () => void;
}) {
  const { t } = useLingui();
  const type = delivery.event_type;
  const id = delivery.event_id;
  const attempts = delivery.attempts;
  const responseStatus = delivery.response_status;
  const label = t`${type} event ${id}`;
  return (
    <Row aria-label={t`Delivery of ${label}`}>
      <RowMain>
        <RowLine>
          <code>{delivery.event_type}</code>
          <Badge tone={DELIVERY_TONES[delivery.status] ?? 'neutral'}>
            {deliveryStatusLabel(delivery.status)}
          </Badge>
        </RowLine>
        <RowMeta>
          {t`${plural(attempts, { one: `Event ${id} · # attempt · `, other: `Event ${id} · # attempts · ` })}`}
          {responseStatus !== null ? t`Response ${responseStatus}` : t`No response`}
          {' · '}
          <When iso={delivery.created_at} />
        </RowMeta>
        <details>
          <summary>
            <Trans>Request and response</Trans>
          </summary>
          <Details>
            <DescriptionList $compact>
              <dt>
                <Trans>Event id</Trans>
              </dt>
              <dd>{delivery.event_id}</dd>
              <dt>
                <Trans>Delivered</Trans>
              </dt>
              <dd>
                <When iso={delivery.delivered_at} />
              </dd>
              {delivery.status === 'pending' && delivery.next_attempt_at ? (
                <>
                  <dt>
                    <Trans>Next attempt</Trans>
                  </dt>
                  <dd>
                    <When iso={delivery.next_attempt_at} />
                  </dd>
                </>
              ) : null}
              <dt>
                <Trans>Response status</Trans>
              </dt>
              <dd>{delivery.response_status ?? t`No response`}</dd>
              {delivery.error ? (
                <>
                  <dt>
                    <Trans>Error</Trans>
                  </dt>
                  <dd>{delivery.error}</dd>
                </>
              ) : null}
            </DescriptionList>
            <Muted>
              <Trans>Request body (the same on every attempt and re-send)</Trans>
            </Muted>
            <Body tabIndex={0} aria-label={t`Request body of ${label}`}>
              {readable(delivery.request_body)}
            </Body>
            {delivery.response_body ? (
              <>
                <Muted>
                  <Trans>Response body (first 1,000 characters)</Trans>
                </Muted>
                {/* Scrolls when long: focusable, so that the keyboard can scroll it too. */}
                <Body tabIndex={0} aria-label={t`Response body of ${label}`}>
                  {readable(delivery.response_body)}
                </Body>
              </>
            ) : (
              <Muted>
                <Trans>No response body.</Trans>
              </Muted>
            )}
          </Details>
        </details>
      </RowMain>
      <Button
        variant="secondary"
        size="sm"
        busy={resending}
        aria-label={t`Re-send ${label}`}
        onClick={onResend}
      >
        <Trans>Re-send</Trans>
      </Button>
    </Row>
  );
}

/**
 * An endpoint's deliveries, newest first, a page at a time: each with its status, attempts and last answer, and
 * Re-send (the same event id again, so that a receiver that dedupes on it does not act twice). Read again every
 * few seconds and on Refresh, so that a new delivery shows without a reload.
 */
export function DeliveryLog({
  endpoint,
  page,
  onPageChange,
}: {
  endpoint: WebhookEndpoint;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const deliveries = useDeliveriesQuery(endpoint.id, page);
  const resend = useResendDelivery(endpoint.id);
  const toast = useToast();
  const headingId = `webhook-deliveries-${endpoint.id}`;
  const { t } = useLingui();
  const url = endpoint.url;
  const onResend = (delivery: EventDelivery) => {
    const id = delivery.event_id;
    const type = delivery.event_type;
    resend.mutate(delivery.id, {
      onSuccess: () => toast.success(t`Event ${id} (${type}) was queued again.`),
      onError: (error) =>
        toast.error(
          serverMessage(error) ?? t`The delivery could not be re-sent. Please try again.`,
        ),
    });
  };

  return (
    <Panel aria-labelledby={headingId}>
      <Head>
        <div>
          <h2 id={headingId}>{t`Deliveries to ${url}`}</h2>
          <Muted>
            <Trans>Newest first; this list refreshes by itself.</Trans>
          </Muted>
        </div>
        <Button
          variant="secondary"
          size="sm"
          busy={deliveries.isFetching}
          onClick={() => void deliveries.refetch()}
        >
          <Trans>Refresh</Trans>
        </Button>
      </Head>
      <PagedList
        query={deliveries}
        loadingText={t`Loading deliveries...`}
        failedText={t`The deliveries could not be loaded.`}
        empty={{
          title: t`No deliveries yet`,
          description: t`Events this endpoint subscribes to appear here once they happen. Send a test event to see one now.`,
        }}
        pagesLabel={t`Delivery pages`}
        onPageChange={onPageChange}
      >
        {(rows) => (
          <RowList aria-label={t`Deliveries to ${url}`}>
            {rows.map((delivery) => (
              <DeliveryRow
                key={delivery.id}
                delivery={delivery}
                resending={resend.isPending && resend.variables === delivery.id}
                onResend={() => onResend(delivery)}
              />
            ))}
          </RowList>
        )}
      </PagedList>
    </Panel>
  );
}
