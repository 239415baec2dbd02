import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { WebhookEndpoint, WebhookEndpointListItem } from '@voice/contracts';
import { Badge, Button, RowItem, RowLine, RowList, RowMain, RowMeta } from '@voice/ui';
import { formatDateTime } from '../call-logs/format';
import { DELIVERY_TONES, deliveryStatusLabel } from './delivery-log';

const Url = styled.code`
  font-size: 1rem;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Events = styled.p`
  margin: 0;
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

/** The main part and the buttons side by side, one above the other when narrow. */
const Row = styled(RowItem)<{ $selected: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  padding-left: 0.75rem;
  border-left: 4px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  max-width: 24rem;
  @media (max-width: 720px) {
    max-width: none;
  }
`;

const SCOPE_TEXT: Record<string, MessageDescriptor | undefined> = {
  own: msg`Own events`,
  tenant: msg`Tenant's events`,
  platform: msg`Platform events`,
};

/** "Last delivery": the latest delivery's status and time, or that there is none yet. */
function LastDelivery({ last }: { last: WebhookEndpointListItem['last_delivery'] }) {
  if (!last) return <Trans>No deliveries yet</Trans>;
  const when = formatDateTime(last.created_at);
  return (
    <>
      <Trans>Last delivery:</Trans>{' '}
      <Badge tone={DELIVERY_TONES[last.status] ?? 'neutral'}>
        {deliveryStatusLabel(last.status)}
      </Badge>
      {when ? (
        <>
          {' '}
          <time dateTime={last.created_at}>{when}</time>
        </>
      ) : null}
    </>
  );
}

export interface EndpointActions {
  onShowDeliveries: (endpoint: WebhookEndpoint) => void;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onSendTest: (endpoint: WebhookEndpoint) => void;
  onRollSecret: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
}

/** The caller's endpoints: URL, description, events, enabled, last delivery, and what can be done with each. */
export function EndpointList({
  endpoints,
  selectedId,
  testing,
  actions,
}: {
  endpoints: WebhookEndpointListItem[];
  /** The endpoint whose deliveries are shown. */
  selectedId: number | null;
  /** The endpoint a test event is being queued for. */
  testing: number | null;
  actions: EndpointActions;
}) {
  const { t } = useLingui();
  return (
    <RowList aria-label={t`Webhook endpoints`}>
      {endpoints.map((endpoint) => {
        const selected = endpoint.id === selectedId;
        const url = endpoint.url;
        const scopeText = SCOPE_TEXT[endpoint.scope];
        const scope = scopeText ? t(scopeText) : endpoint.scope;
        const hint = endpoint.secret_hint;
        return (
          <Row key={endpoint.id} $selected={selected} aria-current={selected || undefined}>
            <RowMain>
              <RowLine>
                <Url>{endpoint.url}</Url>
                <Badge tone={endpoint.enabled ? 'success' : 'neutral'}>
                  {endpoint.enabled ? t`Enabled` : t`Disabled`}
                </Badge>
                {endpoint.source === 'rest-hook' ? (
                  <Badge tone="info">
                    <Trans>REST hook</Trans>
                  </Badge>
                ) : null}
              </RowLine>
              {endpoint.description ? <Description>{endpoint.description}</Description> : null}
              <Events>
                <strong>
                  <Trans>Events:</Trans>
                </strong>{' '}
                {endpoint.events.join(', ')}
              </Events>
              <RowMeta>
                <Trans>
                  {scope} · Secret ending <code>{hint}</code> ·{' '}
                </Trans>
                <LastDelivery last={endpoint.last_delivery} />
              </RowMeta>
            </RowMain>
            <Buttons>
              <Button
                variant={selected ? 'primary' : 'secondary'}
                size="sm"
                aria-label={t`Deliveries of ${url}`}
                aria-pressed={selected}
                onClick={() => actions.onShowDeliveries(endpoint)}
              >
                <Trans>Deliveries</Trans>
              </Button>
              <Button
                variant="secondary"
                size="sm"
                busy={testing === endpoint.id}
                aria-label={t`Send test event to ${url}`}
                onClick={() => actions.onSendTest(endpoint)}
              >
                <Trans>Send test event</Trans>
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t`Edit ${url}`}
                onClick={() => actions.onEdit(endpoint)}
              >
                <Trans>Edit</Trans>
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t`New secret for ${url}`}
                onClick={() => actions.onRollSecret(endpoint)}
              >
                <Trans>New secret</Trans>
              </Button>
              <Button
                variant="danger"
                size="sm"
                aria-label={t`Delete ${url}`}
                onClick={() => actions.onDelete(endpoint)}
              >
                <Trans>Delete</Trans>
              </Button>
            </Buttons>
          </Row>
        );
      })}
    </RowList>
  );
}
