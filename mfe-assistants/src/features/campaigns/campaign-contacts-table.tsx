import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { CALL_LOG_PATH, fillPath } from '@voice/contracts/paths';
import { Badge, CountedPagedList, ListTable, Td, Tr, type Tone } from '@voice/ui';
import { useCampaignContactsQuery, type CampaignContact } from './campaigns-api';
import { contactLabel, formatDateTime } from './format';

const Number = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  font-weight: 600;
`;

const Nowrap = styled(Td)`
  white-space: nowrap;
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const CallLink = styled(Link)`
  white-space: nowrap;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryText};
`;

function contactTone(status: CampaignContact['status']): Tone {
  switch (status) {
    case 'completed':
      return 'success';
    case 'calling':
      return 'info';
    case 'failed':
      return 'danger';
    case 'no_answer':
    case 'voicemail':
      return 'warning';
    default:
      return 'neutral';
  }
}

/**
 * A campaign's contacts, a page at a time, in import order: status, attempts, the last outcome and a link to the
 * last call's log. Read again with the campaign while it runs.
 */
export function CampaignContactsTable({
  campaignId,
  progress,
  poll,
}: {
  campaignId: string;
  progress: string;
  poll: boolean;
}) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const contacts = useCampaignContactsQuery(campaignId, page, progress, poll);
  return (
    <CountedPagedList
      query={contacts}
      loadingText={t`Loading contacts...`}
      failedText={t`Failed to load the contacts`}
      empty={{
        title: t`No contacts yet`,
        description: t`Upload a CSV file above: its contacts are listed here once imported.`,
      }}
      noun={t`contacts`}
      pagesLabel={t`Contact pages`}
      onPageChange={setPage}
    >
      {(rows) => (
        <ListTable
          label={t`Contacts`}
          columns={[t`Number`, t`Name`, t`Status`, t`Attempts`, t`Outcome`, t`Call`]}
        >
          {rows.map((row) => {
            const { phone } = row;
            const nextTry = formatDateTime(row.next_attempt_at);
            return (
              <Tr key={row.id}>
                <Td>
                  <Number>{row.phone}</Number>
                  {row.time_zone ? <Muted>{row.time_zone}</Muted> : null}
                </Td>
                <Td>{row.name ?? '—'}</Td>
                <Td>
                  <Badge tone={contactTone(row.status)}>{contactLabel(row.status)}</Badge>
                </Td>
                <Td>{row.attempts}</Td>
                <Nowrap>
                  {row.outcome ? contactLabel(row.outcome) : '—'}
                  {row.next_attempt_at && row.status === 'queued' && row.attempts > 0 ? (
                    <Muted>
                      <Trans>Next try {nextTry}</Trans>
                    </Muted>
                  ) : null}
                </Nowrap>
                <Td>
                  {row.call_id ? (
                    <CallLink
                      to={fillPath(CALL_LOG_PATH, { callId: row.call_id })}
                      aria-label={t`Call log of ${phone}`}
                    >
                      <Trans>Call log</Trans>
                    </CallLink>
                  ) : (
                    '—'
                  )}
                </Td>
              </Tr>
            );
          })}
        </ListTable>
      )}
    </CountedPagedList>
  );
}
