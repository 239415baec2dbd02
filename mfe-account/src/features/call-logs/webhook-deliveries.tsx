import styled from 'styled-components';
import type { WebhookDelivery, WebhookDeliveryStatus } from '@voice/contracts';
import { Badge, DescriptionList, ListTable, Td, type Tone, Tr, TitledCard } from '@voice/ui';
import { formatDateTime } from './format';
import { Nothing } from './section';

const DELIVERY_TONES: Record<WebhookDeliveryStatus, Tone> = {
  delivered: 'success',
  failed: 'danger',
  pending: 'warning',
  sending: 'info',
};

const Delivery = styled.article`
  & + & {
    margin-top: 1.25rem;
    padding-top: 1.25rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin: 0 0 0.75rem;
    font-size: 1rem;
  }
  code {
    overflow-wrap: anywhere;
  }
`;

const Attempts = styled.div`
  margin-top: 0.75rem;
`;

function When({ iso }: { iso: string | null }) {
  const text = formatDateTime(iso);
  return text && iso ? <time dateTime={iso}>{text}</time> : <>—</>;
}

function DeliveryItem({ delivery, index }: { delivery: WebhookDelivery; index: number }) {
  const tone = DELIVERY_TONES[delivery.status] ?? 'neutral';
  const attempts = Array.isArray(delivery.attempt_log) ? delivery.attempt_log : [];
  const headingId = `webhook-delivery-${delivery.id}`;
  return (
    <Delivery aria-labelledby={headingId}>
      <h3 id={headingId}>
        {`Delivery ${index + 1}: ${delivery.event}`}
        <Badge tone={tone}>{delivery.status}</Badge>
      </h3>
      <DescriptionList $compact>
        <dt>URL</dt>
        <dd>
          <code>{delivery.url}</code>
        </dd>
        <dt>Attempts</dt>
        <dd>{delivery.attempts}</dd>
        {delivery.delivered_at ? (
          <>
            <dt>Delivered</dt>
            <dd>
              <When iso={delivery.delivered_at} />
            </dd>
          </>
        ) : null}
        {delivery.next_attempt_at && delivery.status !== 'delivered' ? (
          <>
            <dt>Next retry</dt>
            <dd>
              <When iso={delivery.next_attempt_at} />
            </dd>
          </>
        ) : null}
        {delivery.last_status_code !== null ? (
          <>
            <dt>Last status code</dt>
            <dd>{delivery.last_status_code}</dd>
          </>
        ) : null}
        {delivery.last_error ? (
          <>
            <dt>Last error</dt>
            <dd>{delivery.last_error}</dd>
          </>
        ) : null}
      </DescriptionList>
      <Attempts>
        {attempts.length > 0 ? (
          <ListTable
            label={`Attempts of delivery ${index + 1}`}
            columns={['#', 'Time', 'Status code', 'Error', 'Duration']}
          >
            {attempts.map((attempt) => (
              <Tr key={attempt.attempt}>
                <Td>{attempt.attempt}</Td>
                <Td>
                  <When iso={attempt.started_at} />
                </Td>
                <Td>{attempt.status_code ?? 'No answer'}</Td>
                <Td>{attempt.error ?? '—'}</Td>
                <Td>{`${Math.round(attempt.duration_ms).toLocaleString()} ms`}</Td>
              </Tr>
            ))}
          </ListTable>
        ) : (
          <Nothing>Not attempted yet</Nothing>
        )}
      </Attempts>
    </Delivery>
  );
}

/** The end-of-call reports forwarded to the assistant's webhook URL, each with its attempts. */
export function WebhookDeliveries({ deliveries }: { deliveries: WebhookDelivery[] }) {
  const list = Array.isArray(deliveries) ? deliveries : [];
  return (
    <TitledCard id="call-webhooks" title="Webhook forwarding">
      {list.length > 0 ? (
        list.map((delivery, index) => (
          <DeliveryItem key={delivery.id} delivery={delivery} index={index} />
        ))
      ) : (
        <Nothing>No report was forwarded for this call.</Nothing>
      )}
    </TitledCard>
  );
}
