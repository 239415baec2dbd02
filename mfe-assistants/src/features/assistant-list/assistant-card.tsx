import styled from 'styled-components';
import type { AssistantListItem } from '@voice/contracts';
import { Badge, Button, ButtonLink, Card, DescriptionList } from '@voice/ui';
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

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

export function formatCreatedDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
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
  const production = assistant.type === 'production';
  return (
    <Item>
      <Head>
        <Name>{assistant.name}</Name>
        <Badge tone={production ? 'success' : 'info'}>{production ? 'Production' : 'Demo'}</Badge>
      </Head>
      <DescriptionList $compact>
        <dt>Assistant ID</dt>
        <dd>{assistant.vapi_assistant_id || assistant.id}</dd>
        <dt>Owner</dt>
        <dd>{assistant.user?.name ?? '—'}</dd>
        <dt>Created</dt>
        <dd>{formatCreatedDate(assistant.created_at)}</dd>
        <dt>Created by</dt>
        <dd>{assistant.creator?.name ?? '—'}</dd>
        <dt>Phone</dt>
        <dd>{assistant.phone_number || 'Not set'}</dd>
      </DescriptionList>
      <Actions>
        <ButtonLink
          to={actions.editPath}
          size="sm"
          variant="secondary"
          aria-label={`Edit ${assistant.name}`}
        >
          Edit
        </ButtonLink>
        <Button
          size="sm"
          variant="secondary"
          onClick={actions.onStats}
          aria-label={`Stats of ${assistant.name}`}
        >
          Stats
        </Button>
        <Button
          size="sm"
          variant="danger"
          onClick={actions.onDelete}
          aria-label={`Delete ${assistant.name}`}
        >
          Delete
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
