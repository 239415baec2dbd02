import styled from 'styled-components';
import type { WebhookEndpoint, WebhookEndpointListItem } from '@voice/contracts';
import { Badge, Button, RowItem, RowLine, RowList, RowMain, RowMeta } from '@voice/ui';
import { formatDateTime } from '../call-logs/format';
import { DELIVERY_TONES } from './delivery-log';

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

const SCOPE_TEXT = { own: 'Own events', tenant: "Tenant's events", platform: 'Platform events' };

/** "Last delivery": the latest delivery's status and time, or that there is none yet. */
function LastDelivery({ last }: { last: WebhookEndpointListItem['last_delivery'] }) {
  if (!last) return <>No deliveries yet</>;
  const when = formatDateTime(last.created_at);
  return (
    <>
      Last delivery: <Badge tone={DELIVERY_TONES[last.status] ?? 'neutral'}>{last.status}</Badge>
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
  return (
    <RowList aria-label="Webhook endpoints">
      {endpoints.map((endpoint) => {
        const selected = endpoint.id === selectedId;
        return (
          <Row key={endpoint.id} $selected={selected} aria-current={selected || undefined}>
            <RowMain>
              <RowLine>
                <Url>{endpoint.url}</Url>
                <Badge tone={endpoint.enabled ? 'success' : 'neutral'}>
                  {endpoint.enabled ? 'Enabled' : 'Disabled'}
                </Badge>
                {endpoint.source === 'rest-hook' ? <Badge tone="info">REST hook</Badge> : null}
              </RowLine>
              {endpoint.description ? <Description>{endpoint.description}</Description> : null}
              <Events>
                <strong>Events:</strong> {endpoint.events.join(', ')}
              </Events>
              <RowMeta>
                {SCOPE_TEXT[endpoint.scope] ?? endpoint.scope} · Secret ending{' '}
                <code>{endpoint.secret_hint}</code> · <LastDelivery last={endpoint.last_delivery} />
              </RowMeta>
            </RowMain>
            <Buttons>
              <Button
                variant={selected ? 'primary' : 'secondary'}
                size="sm"
                aria-label={`Deliveries of ${endpoint.url}`}
                aria-pressed={selected}
                onClick={() => actions.onShowDeliveries(endpoint)}
              >
                Deliveries
              </Button>
              <Button
                variant="secondary"
                size="sm"
                busy={testing === endpoint.id}
                aria-label={`Send test event to ${endpoint.url}`}
                onClick={() => actions.onSendTest(endpoint)}
              >
                Send test event
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Edit ${endpoint.url}`}
                onClick={() => actions.onEdit(endpoint)}
              >
                Edit
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`New secret for ${endpoint.url}`}
                onClick={() => actions.onRollSecret(endpoint)}
              >
                New secret
              </Button>
              <Button
                variant="danger"
                size="sm"
                aria-label={`Delete ${endpoint.url}`}
                onClick={() => actions.onDelete(endpoint)}
              >
                Delete
              </Button>
            </Buttons>
          </Row>
        );
      })}
    </RowList>
  );
}
