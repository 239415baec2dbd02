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
  const label = `${delivery.event_type} event ${delivery.event_id}`;
  return (
    <Row aria-label={`Delivery of ${label}`}>
      <RowMain>
        <RowLine>
          <code>{delivery.event_type}</code>
          <Badge tone={DELIVERY_TONES[delivery.status] ?? 'neutral'}>{delivery.status}</Badge>
        </RowLine>
        <RowMeta>
          {`Event ${delivery.event_id} · ${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'} · `}
          {delivery.response_status !== null
            ? `Response ${delivery.response_status}`
            : 'No response'}
          {' · '}
          <When iso={delivery.created_at} />
        </RowMeta>
        <details>
          <summary>Request and response</summary>
          <Details>
            <DescriptionList $compact>
              <dt>Event id</dt>
              <dd>{delivery.event_id}</dd>
              <dt>Delivered</dt>
              <dd>
                <When iso={delivery.delivered_at} />
              </dd>
              {delivery.status === 'pending' && delivery.next_attempt_at ? (
                <>
                  <dt>Next attempt</dt>
                  <dd>
                    <When iso={delivery.next_attempt_at} />
                  </dd>
                </>
              ) : null}
              <dt>Response status</dt>
              <dd>{delivery.response_status ?? 'No response'}</dd>
              {delivery.error ? (
                <>
                  <dt>Error</dt>
                  <dd>{delivery.error}</dd>
                </>
              ) : null}
            </DescriptionList>
            <Muted>Request body (the same on every attempt and re-send)</Muted>
            <Body tabIndex={0} aria-label={`Request body of ${label}`}>
              {readable(delivery.request_body)}
            </Body>
            {delivery.response_body ? (
              <>
                <Muted>Response body (first 1,000 characters)</Muted>
                {/* Scrolls when long: focusable, so that the keyboard can scroll it too. */}
                <Body tabIndex={0} aria-label={`Response body of ${label}`}>
                  {readable(delivery.response_body)}
                </Body>
              </>
            ) : (
              <Muted>No response body.</Muted>
            )}
          </Details>
        </details>
      </RowMain>
      <Button
        variant="secondary"
        size="sm"
        busy={resending}
        aria-label={`Re-send ${label}`}
        onClick={onResend}
      >
        Re-send
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

  const onResend = (delivery: EventDelivery) =>
    resend.mutate(delivery.id, {
      onSuccess: () =>
        toast.success(`Event ${delivery.event_id} (${delivery.event_type}) was queued again.`),
      onError: (error) =>
        toast.error(serverMessage(error) ?? 'The delivery could not be re-sent. Please try again.'),
    });

  return (
    <Panel aria-labelledby={headingId}>
      <Head>
        <div>
          <h2 id={headingId}>{`Deliveries to ${endpoint.url}`}</h2>
          <Muted>Newest first; this list refreshes by itself.</Muted>
        </div>
        <Button
          variant="secondary"
          size="sm"
          busy={deliveries.isFetching}
          onClick={() => void deliveries.refetch()}
        >
          Refresh
        </Button>
      </Head>
      <PagedList
        query={deliveries}
        loadingText="Loading deliveries..."
        failedText="The deliveries could not be loaded."
        empty={{
          title: 'No deliveries yet',
          description:
            'Events this endpoint subscribes to appear here once they happen. Send a test event to see one now.',
        }}
        pagesLabel="Delivery pages"
        onPageChange={onPageChange}
      >
        {(rows) => (
          <RowList aria-label={`Deliveries to ${endpoint.url}`}>
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
