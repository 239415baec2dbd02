import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { CAMPAIGN_CREATE_PATH, CAMPAIGN_PATH, fillPath } from '@voice/contracts/paths';
import {
  Badge,
  ButtonLink,
  CountedPagedList,
  EmptyState,
  ListTable,
  PageContainer,
  PageHeader,
  Td,
  Tr,
} from '@voice/ui';
import { ProgressCell } from './campaign-progress';
import { useCampaignsQuery } from './campaigns-api';
import { formatDateTime, statusLabel, statusTone } from './format';

// The table scrolls sideways on a phone rather than breaking a name into letters.
const NameLink = styled(Link)`
  display: inline-block;
  min-width: 8rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryText};
  overflow-wrap: break-word;
`;

const Nowrap = styled(Td)`
  white-space: nowrap;
`;

const Progress = styled(Td)`
  min-width: 8rem;
  font-variant-numeric: tabular-nums;
`;

/**
 * /campaigns: the outbound campaigns the user may see (own; the tenant's for its admins), newest first, with their
 * status and how many contacts are done. A user without campaigns is told what one is and offered to create one.
 */
export default function CampaignsPage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const list = useCampaignsQuery(page);
  const none = list.data?.pagination?.total === 0;
  return (
    <PageContainer $width="80rem">
      <PageHeader
        title={t`Campaigns`}
        subtitle={t`Your assistants call a list of contacts within calling hours, with retries, and skip the do-not-call list.`}
        actions={
          none ? null : (
            <ButtonLink to={CAMPAIGN_CREATE_PATH}>
              <Trans>New campaign</Trans>
            </ButtonLink>
          )
        }
      />
      {none ? (
        <EmptyState
          title={t`No campaigns yet`}
          description={t`Create a campaign, upload your contacts as a CSV file and start it: an assistant calls each contact and you follow the outcomes here.`}
          action={
            <ButtonLink to={CAMPAIGN_CREATE_PATH}>
              <Trans>Create your first campaign</Trans>
            </ButtonLink>
          }
        />
      ) : (
        <CountedPagedList
          query={list}
          loadingText={t`Loading campaigns...`}
          failedText={t`Failed to load the campaigns`}
          empty={{ title: t`No campaigns yet` }}
          noun={t`campaigns`}
          pagesLabel={t`Campaign pages`}
          onPageChange={setPage}
        >
          {(items) => (
            <ListTable
              label={t`Campaigns`}
              columns={[t`Name`, t`Assistant`, t`Status`, t`Progress`, t`Created`]}
            >
              {items.map((campaign) => (
                <Tr key={campaign.id}>
                  <Td>
                    <NameLink to={fillPath(CAMPAIGN_PATH, { id: String(campaign.id) })}>
                      {campaign.name}
                    </NameLink>
                  </Td>
                  <Td>{campaign.assistant_name ?? '—'}</Td>
                  <Td>
                    <Badge tone={statusTone(campaign.status)}>{statusLabel(campaign.status)}</Badge>
                  </Td>
                  <Progress>
                    <ProgressCell contacts={campaign.contacts} />
                  </Progress>
                  <Nowrap>
                    <time dateTime={campaign.created_at}>
                      {formatDateTime(campaign.created_at)}
                    </time>
                  </Nowrap>
                </Tr>
              ))}
            </ListTable>
          )}
        </CountedPagedList>
      )}
    </PageContainer>
  );
}
