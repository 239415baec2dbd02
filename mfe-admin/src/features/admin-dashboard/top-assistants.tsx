import styled from 'styled-components';
import type { TopAssistant } from '@voice/contracts';
import { Badge, Card, EmptyState } from '@voice/ui';

const Heading = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.text};
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.85rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.2rem;
  min-width: 0;
`;

const NameRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Meta = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Calls = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const count = new Intl.NumberFormat('en-US');

function callsText(total: number): string {
  return `${count.format(total)} ${total === 1 ? 'call' : 'calls'}`;
}

/** 'Top Performing Assistants': name, type, total calls, user name and phone number (spec 000 §2). */
export function TopAssistants({ assistants }: { assistants: TopAssistant[] }) {
  return (
    <Card as="section" aria-labelledby="top-assistants-heading">
      <Heading id="top-assistants-heading">Top Performing Assistants</Heading>
      {assistants.length === 0 ? (
        <EmptyState
          level={3}
          title="No assistant activity yet"
          description="Assistants appear here once they have taken calls."
        />
      ) : (
        <List>
          {assistants.map((assistant) => (
            <Row key={assistant.id}>
              <Main>
                <NameRow>
                  <Name>{assistant.name}</Name>
                  <Badge tone={assistant.type === 'production' ? 'success' : 'info'}>
                    {assistant.type === 'production' ? 'Production' : 'Demo'}
                  </Badge>
                </NameRow>
                <Meta>
                  {assistant.user_name ?? 'Unassigned'} ·{' '}
                  {assistant.phone_number || 'No phone number'}
                </Meta>
              </Main>
              <Calls>{callsText(Number(assistant.total_calls) || 0)}</Calls>
            </Row>
          ))}
        </List>
      )}
    </Card>
  );
}
