import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { WebhookDelivery, WebhookDeliveryStatus } from '@voice/contracts';
import {
  Badge,
  DescriptionList,
  formatNumber,
  ListTable,
  Td,
  type Tone,
  Tr,
  TitledCard,
} from '@voice/ui';
import { i18n } from '@voice/ui/core';
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

const DELIVERY_STATUSES: Record<WebhookDeliveryStatus, MessageDescriptor> = {
  delivered: msg`delivered`,
  failed: msg`failed`,
  pending: msg`pending`,
  sending: msg`sending`,
};

/** A delivery's status as its badge shows it ('delivered'), in the page's language; another as it is. */
function deliveryStatusLabel(status: string): string {
  const label = (DELIVERY_STATUSES as Record<string, MessageDescriptor | undefined>)[status];
  return label ? i18n._(label) : status;
}

function When({ iso }: { iso: string | null }) {
  const text = formatDateTime(iso);
  return text && iso ? <time dateTime={iso}>{text}</time> : <>—</>;
}

function DeliveryItem({ delivery, index }: { delivery: WebhookDelivery; index: number }) {
  const tone = DELIVERY_TONES[delivery.status] ?? 'neutral';
  const attempts = Array.isArray(delivery.attempt_log) ? delivery.attempt_log : [];
  const headingId = `webhook-delivery-${delivery.id}`;
  const { t } = useLingui();
  const number = index + 1;
  const event = delivery.event;
  return (
    <Delivery aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t`Delivery ${number}: ${event}`}
        <Badge tone={tone}>{deliveryStatusLabel(delivery.status)}</Badge>
      </h3>
      <DescriptionList $compact>
        <dt>URL</dt>
        <dd>
          <code>{delivery.url}</code>
        </dd>
        <dt>
          <Trans>Attempts</Trans>
        </dt>
        <dd>{delivery.attempts}</dd>
        {delivery.delivered_at ? (
          <>
            <dt>
              <Trans>Delivered</Trans>
            </dt>
            <dd>
              <When iso={delivery.delivered_at} />
            </dd>
          </>
        ) : null}
        {delivery.next_attempt_at && delivery.status !== 'delivered' ? (
          <>
            <dt>
              <Trans>Next retry</Trans>
            </dt>
            <dd>
              <When iso={delivery.next_attempt_at} />
            </dd>
          </>
        ) : null}
        {delivery.last_status_code !== null ? (
          <>
            <dt>
              <Trans>Last status code</Trans>
            </dt>
            <dd>{delivery.last_status_code}</dd>
          </>
        ) : null}
        {delivery.last_error ? (
          <>
            <dt>
              <Trans>Last error</Trans>
            </dt>
            <dd>{delivery.last_error}</dd>
          </>
        ) : null}
      </DescriptionList>
      <Attempts>
        {attempts.length > 0 ? (
          <ListTable
            label={t`Attempts of delivery ${number}`}
            columns={['#', t`Time`, t`Status code`, t`Error`, t`Duration`]}
          >
            {attempts.map((attempt) => {
              const duration = formatNumber(Math.round(attempt.duration_ms));
              return (
                <Tr key={attempt.attempt}>
                  <Td>{attempt.attempt}</Td>
                  <Td>
                    <When iso={attempt.started_at} />
                  </Td>
                  <Td>{attempt.status_code ?? t`No answer`}</Td>
                  <Td>{attempt.error ?? '—'}</Td>
                  <Td>{t`${duration} ms`}</Td>
                </Tr>
              );
            })}
          </ListTable>
        ) : (
          <Nothing>
            <Trans>Not attempted yet</Trans>
          </Nothing>
        )}
      </Attempts>
    </Delivery>
  );
}

/** The end-of-call reports forwarded to the assistant's webhook URL, each with its attempts. */
export function WebhookDeliveries({ deliveries }: { deliveries: WebhookDelivery[] }) {
  const list = Array.isArray(deliveries) ? deliveries : [];
  const { t } = useLingui();
  return (
    <TitledCard id="call-webhooks" title={t`Webhook forwarding`}>
      {list.length > 0 ? (
        list.map((delivery, index) => (
          <DeliveryItem key={delivery.id} delivery={delivery} index={index} />
        ))
      ) : (
        <Nothing>
          <Trans>No report was forwarded for this call.</Trans>
        </Nothing>
      )}
    </TitledCard>
  );
}
