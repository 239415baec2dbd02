import styled from 'styled-components';
import type { AssistantListItem } from '@voice/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, ButtonLink, Card, DescriptionList, formatDate } from '@voice/ui';
import { OutboundCallButton } from '../outbound-call/outbound-call-button';
import { TestCallButton } from './test-call-button';

const Item = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem;
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: auto;
`;

export interface CardActions {
  editPath: string;
  onStats: () => void;
  onDelete: () => void;
}

/** The created date ('Nov 29, 2026', '29 nov 2026', '29. Nov. 2026') in the page's language. */
export function formatCreatedDate(value: string | null | undefined): string {
  return formatDate(value, { year: 'numeric', month: 'short', day: 'numeric' });
}

/**
 * One assistant of the list (spec 001 §2): name, id, owner, created date and by, type, phone; Edit, Stats, Delete,
 * 'Place a test call' (beyond the spec: to try an assistant without phoning it) and, with a number, 'Call a number'
 * (an outbound call now).
 */
export function AssistantCard({
  assistant,
  actions,
}: {
  assistant: AssistantListItem;
  actions: CardActions;
}) {
  const { t } = useLingui();
  const production = assistant.type === 'production';
  const { name } = assistant;
  return (
    <Item>
      <Head>
        <Name>{assistant.name}</Name>
        <Badge tone={production ? 'success' : 'info'}>{production ? t`Production` : t`Demo`}</Badge>
      </Head>
      <DescriptionList $compact>
        <dt>
          <Trans>Assistant ID</Trans>
        </dt>
        <dd>{assistant.vapi_assistant_id || assistant.id}</dd>
        <dt>
          <Trans>Owner</Trans>
        </dt>
        <dd>{assistant.user?.name ?? '—'}</dd>
        <dt>
          <Trans>Created</Trans>
        </dt>
        <dd>{formatCreatedDate(assistant.created_at)}</dd>
        <dt>
          <Trans>Created by</Trans>
        </dt>
        <dd>{assistant.creator?.name ?? '—'}</dd>
        <dt>
          <Trans>Phone</Trans>
        </dt>
        <dd>{assistant.phone_number || t`Not set`}</dd>
      </DescriptionList>
      <Actions>
        <ButtonLink
          to={actions.editPath}
          size="sm"
          variant="secondary"
          aria-label={t`Edit ${name}`}
        >
          <Trans>Edit</Trans>
        </ButtonLink>
        <Button
          size="sm"
          variant="secondary"
          onClick={actions.onStats}
          aria-label={t`Stats of ${name}`}
        >
          <Trans>Stats</Trans>
        </Button>
        <Button
          size="sm"
          variant="danger"
          onClick={actions.onDelete}
          aria-label={t`Delete ${name}`}
        >
          <Trans>Delete</Trans>
        </Button>
        <TestCallButton assistantId={assistant.id} assistantName={assistant.name} />
        <OutboundCallButton
          assistantId={assistant.id}
          assistantName={assistant.name}
          phoneNumber={assistant.phone_number}
        />
      </Actions>
    </Item>
  );
}
