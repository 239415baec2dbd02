import styled from 'styled-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WebhookInboxDelivery, WebhookInboxSignature } from '@voice/contracts';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  LoadingState,
  PageHeader,
  formatDate,
  type Tone,
} from '@voice/ui';
import { useWebhookInboxQuery } from '../../shared/api/get-webhook-inbox';

const Page = styled.div`
  display: grid;
  gap: 1rem;
  max-width: 1280px;
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
`;

const Url = styled.code`
  display: block;
  margin: 0.5rem 0;
  padding: 0.5rem 0.75rem;
  overflow-wrap: anywhere;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const List = styled.ol`
  display: grid;
  gap: 0.75rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  h2 {
    margin: 0;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
`;

const Body = styled.pre`
  margin: 0.5rem 0 0;
  padding: 0.75rem;
  max-height: 24rem;
  overflow: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: 0.8125rem;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius};
`;

const SIGNATURES: Record<WebhookInboxSignature, { label: MessageDescriptor; tone: Tone }> = {
  verified: { label: msg`Signature verified: yes`, tone: 'success' },
  invalid: { label: msg`Signature verified: no`, tone: 'danger' },
  unsigned: { label: msg`Not signed`, tone: 'neutral' },
};

/** The body as sent, indented when it is JSON. */
export function readableBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function DeliveryItem({ delivery }: { delivery: WebhookInboxDelivery }) {
  const { t } = useLingui();
  const signature = SIGNATURES[delivery.signature] ?? SIGNATURES.unsigned;
  const { id } = delivery;
  return (
    <li>
      <Card as="article" aria-label={t`Delivery ${id}`}>
        <Head>
          <h2>{delivery.event ?? t`No event type`}</h2>
          <time dateTime={delivery.received_at}>
            {formatDate(delivery.received_at, { dateStyle: 'medium', timeStyle: 'medium' })}
          </time>
          <Badge tone={signature.tone}>{t(signature.label)}</Badge>
        </Head>
        <details>
          <summary>{delivery.body_truncated ? t`Body (first 64 KB)` : t`Body`}</summary>
          {/* Scrolls when long: focusable, so that the keyboard can scroll it too. */}
          <Body tabIndex={0} aria-label={t`Body of delivery ${id}`}>
            {readableBody(delivery.body)}
          </Body>
        </details>
      </Card>
    </li>
  );
}

/**
 * /webhook-inbox: the user's demo webhook receiver (a new assistant's preset webhook URL) and what it received,
 * newest first, so that the forwarded call reports can be seen before any automation tool is connected.
 */
export default function WebhookInboxPage() {
  const { t } = useLingui();
  const inbox = useWebhookInboxQuery();
  const refresh = (
    <Button variant="secondary" busy={inbox.isFetching} onClick={() => void inbox.refetch()}>
      <Trans>Refresh</Trans>
    </Button>
  );
  let body;
  if (inbox.isPending) {
    body = <LoadingState text={t`Loading deliveries...`} />;
  } else if (inbox.isError) {
    body = (
      <Card role="alert">
        <p>
          <Trans>The deliveries could not be loaded.</Trans>
        </p>
        <Button onClick={() => void inbox.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Card>
    );
  } else {
    const { url, kept, deliveries } = inbox.data;
    body = (
      <>
        <Card>
          <Muted>
            <Trans>Your demo webhook URL</Trans>
          </Muted>
          <Url>{url}</Url>
          <Muted>
            <Trans>
              New assistants send their end-of-call reports here until you enter your own automation
              URL (Zapier, Make, n8n, your server...) in the assistant&apos;s Webhook URL field. The
              latest {kept} deliveries are kept.
            </Trans>
          </Muted>
        </Card>
        {deliveries.length === 0 ? (
          <EmptyState
            title={t`No deliveries yet`}
            description={t`When a call of an assistant whose webhook URL is this demo URL ends, its report appears here. Place a test call from your assistants list to see one.`}
          />
        ) : (
          <List aria-label={t`Deliveries`}>
            {deliveries.map((delivery) => (
              <DeliveryItem key={delivery.id} delivery={delivery} />
            ))}
          </List>
        )}
      </>
    );
  }
  return (
    <Page>
      <PageHeader
        title={t`Webhook Deliveries`}
        subtitle={t`What your demo webhook URL received`}
        actions={refresh}
      />
      {body}
    </Page>
  );
}
