import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { TopAssistant } from '@voice/contracts';
import { Badge, Card, EmptyState, RowItem, RowLine, RowList, RowMain, RowMeta } from '@voice/ui';

const Heading = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Calls = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

/** 'Top Performing Assistants': name, type, total calls, user name and phone number (spec 000 §2). */
export function TopAssistants({ assistants }: { assistants: TopAssistant[] }) {
  const { t } = useLingui();
  const callsText = (total: number) => t`${plural(total, { one: '# call', other: '# calls' })}`;
  return (
    <Card as="section" aria-labelledby="top-assistants-heading">
      <Heading id="top-assistants-heading">
        <Trans>Top Performing Assistants</Trans>
      </Heading>
      {assistants.length === 0 ? (
        <EmptyState
          level={3}
          title={t`No assistant activity yet`}
          description={t`Assistants appear here once they have taken calls.`}
        />
      ) : (
        <RowList as="ol">
          {assistants.map((assistant) => (
            <RowItem key={assistant.id}>
              <RowMain>
                <RowLine>
                  <Name>{assistant.name}</Name>
                  <Badge tone={assistant.type === 'production' ? 'success' : 'info'}>
                    {assistant.type === 'production' ? t`Production` : t`Demo`}
                  </Badge>
                </RowLine>
                <RowMeta>
                  {assistant.user_name ?? t`Unassigned`} ·{' '}
                  {assistant.phone_number || t`No phone number`}
                </RowMeta>
              </RowMain>
              <Calls>{callsText(Number(assistant.total_calls) || 0)}</Calls>
            </RowItem>
          ))}
        </RowList>
      )}
    </Card>
  );
}
