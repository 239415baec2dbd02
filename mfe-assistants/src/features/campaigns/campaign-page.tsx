import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { serverMessage } from '@voice/api-client';
import { CAMPAIGN_EDIT_PATH, CAMPAIGNS_PATH, fillPath } from '@voice/contracts/paths';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  ConfirmDialog,
  DescriptionList,
  LoadingState,
  MessageBanner,
  PageContainer,
  PageHeader,
  QueryError,
  TONE_TINTS,
  useToast,
} from '@voice/ui';
import { CampaignContactsTable } from './campaign-contacts-table';
import { CampaignProgress } from './campaign-progress';
import { CampaignStats } from './campaign-stats';
import {
  isActive,
  progressOf,
  useCampaignAction,
  useCampaignQuery,
  useDeleteCampaign,
  useExportOutcomes,
  type Campaign,
  type CampaignAction,
} from './campaigns-api';
import { ContactsUpload } from './contacts-upload';
import { formatDateTime, statusLabel, statusTone } from './format';

const Panel = styled(Card)`
  margin-bottom: 1rem;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.125rem;
  }
`;

const Paused = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  background: ${TONE_TINTS.warning};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Title = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  overflow-wrap: anywhere;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: 0 1rem;
`;

const ContactsHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin: 1.5rem 0 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

/** What a user may do with a campaign in each status (the server refuses the rest with a 409). */
const ACTIONS: Record<Campaign['status'], CampaignAction[]> = {
  draft: ['start'],
  scheduled: ['pause', 'cancel'],
  running: ['pause', 'cancel'],
  paused: ['resume', 'cancel'],
  completed: [],
  cancelled: [],
};

const ACTION_LABELS: Record<CampaignAction, MessageDescriptor> = {
  start: msg`Start`,
  pause: msg`Pause`,
  resume: msg`Resume`,
  cancel: msg`Cancel campaign`,
};

/** The outcomes a campaign retries, as the settings list them ('no answer, busy'). */
const RETRY_WORDS: Partial<Record<string, MessageDescriptor>> = {
  no_answer: msg`no answer`,
  busy: msg`busy`,
  voicemail: msg`voicemail`,
};

function errorText(error: unknown): string {
  return serverMessage(error) ?? (error instanceof Error ? error.message : String(error));
}

function retriesText(campaign: Campaign, i18n: I18n): string {
  if (campaign.retry_count === 0) return i18n._(msg`None`);
  const words = campaign.retry_on.map((o) => {
    const word = RETRY_WORDS[o];
    return word ? i18n._(word) : o.replace(/_/g, ' ');
  });
  const on = words.join(', ') || i18n._(msg`never`);
  const count = campaign.retry_count;
  const minutes = campaign.retry_spacing_minutes;
  return i18n._(msg`${count} × every ${minutes} min (${on})`);
}

function Settings({ campaign }: { campaign: Campaign }) {
  const { t, i18n } = useLingui();
  return (
    <Panel as="section" aria-labelledby="campaign-settings">
      <h2 id="campaign-settings">
        <Trans>Settings</Trans>
      </h2>
      <DescriptionList $compact>
        <dt>
          <Trans>Assistant</Trans>
        </dt>
        <dd>{campaign.assistant_name ?? '—'}</dd>
        <dt>
          <Trans>Start</Trans>
        </dt>
        <dd>{campaign.starts_at ? formatDateTime(campaign.starts_at) : t`When started`}</dd>
        <dt>
          <Trans>End</Trans>
        </dt>
        <dd>{campaign.ends_at ? formatDateTime(campaign.ends_at) : t`None`}</dd>
        <dt>
          <Trans>Time zone</Trans>
        </dt>
        <dd>{campaign.time_zone}</dd>
        <dt>
          <Trans>Calls at once</Trans>
        </dt>
        <dd>{campaign.max_concurrent}</dd>
        <dt>
          <Trans>Retries</Trans>
        </dt>
        <dd>{retriesText(campaign, i18n)}</dd>
        {campaign.started_at ? (
          <>
            <dt>
              <Trans>Started</Trans>
            </dt>
            <dd>{formatDateTime(campaign.started_at)}</dd>
          </>
        ) : null}
        {campaign.completed_at ? (
          <>
            <dt>{campaign.status === 'cancelled' ? t`Cancelled` : t`Finished`}</dt>
            <dd>{formatDateTime(campaign.completed_at)}</dd>
          </>
        ) : null}
      </DescriptionList>
    </Panel>
  );
}

/**
 * /campaigns/:id: the campaign's status and its controls (Start a draft, Pause, Resume, Cancel with a confirmation),
 * why the engine paused it, progress by contact status, the figures and outcomes once started, a draft's contacts
 * upload, the contacts table and the outcomes' CSV. While it runs the page reads it again every few seconds
 * (useCampaignQuery), which stops when the page closes or the tab is hidden.
 */
export default function CampaignPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const query = useCampaignQuery(id);
  const act = useCampaignAction(id);
  const remove = useDeleteCampaign();
  const exportCsv = useExportOutcomes(id);
  const [confirm, setConfirm] = useState<'cancel' | 'delete' | null>(null);
  const [error, setError] = useState('');

  if (query.isPending) return <LoadingState text={t`Loading the campaign...`} />;
  if (query.isError || !query.data) {
    return (
      <PageContainer $width="80rem">
        <QueryError
          error={query.error}
          fallback={t`Failed to load the campaign`}
          onRetry={() => void query.refetch()}
        />
      </PageContainer>
    );
  }
  const campaign = query.data;
  const running = isActive(campaign);
  const progress = progressOf(campaign);
  const draft = campaign.status === 'draft';
  const startsAt = formatDateTime(campaign.starts_at);

  const run = (action: CampaignAction) => {
    setError('');
    act.mutate(action, {
      onSuccess: ({ message }) => {
        if (message) toast.success(message);
      },
      onError: (failure) => setError(errorText(failure)),
      onSettled: () => setConfirm(null),
    });
  };

  const actions = (
    <>
      {draft ? (
        <ButtonLink variant="secondary" to={fillPath(CAMPAIGN_EDIT_PATH, { id })}>
          <Trans>Edit</Trans>
        </ButtonLink>
      ) : null}
      {ACTIONS[campaign.status].map((action) => (
        <Button
          key={action}
          variant={action === 'cancel' ? 'danger' : action === 'start' ? 'primary' : 'secondary'}
          busy={act.isPending && act.variables === action}
          disabled={act.isPending}
          onClick={() => (action === 'cancel' ? setConfirm('cancel') : run(action))}
        >
          {t(ACTION_LABELS[action])}
        </Button>
      ))}
      {draft ? (
        <Button variant="ghost" onClick={() => setConfirm('delete')}>
          <Trans>Delete</Trans>
        </Button>
      ) : null}
    </>
  );

  return (
    <PageContainer $width="80rem">
      <PageHeader
        title={
          <Title>
            {campaign.name}
            <Badge tone={statusTone(campaign.status)}>{statusLabel(campaign.status)}</Badge>
          </Title>
        }
        subtitle={
          campaign.status === 'scheduled'
            ? t`Starts ${startsAt}.`
            : draft
              ? t`A draft: add contacts, then start it.`
              : undefined
        }
        actions={actions}
      />
      <MessageBanner tone="error" message={error} autoHideMs={0} onDismiss={() => setError('')} />
      {campaign.status === 'paused' ? (
        <Paused role="status">
          <strong>
            <Trans>Paused.</Trans>
          </strong>{' '}
          {campaign.paused_reason ?? t`No new calls are placed until you resume it.`}
        </Paused>
      ) : null}
      <Columns>
        <Panel as="section" aria-labelledby="campaign-progress">
          <h2 id="campaign-progress">
            <Trans>Progress</Trans>
          </h2>
          <CampaignProgress contacts={campaign.contacts} />
        </Panel>
        <Settings campaign={campaign} />
      </Columns>
      {draft ? (
        <ContactsUpload campaignId={id} />
      ) : (
        <CampaignStats campaignId={id} progress={progress} poll={running} />
      )}
      <ContactsHeading>
        <h2>
          <Trans>Contacts</Trans>
        </h2>
        <Button
          variant="secondary"
          busy={exportCsv.isPending}
          disabled={campaign.contacts.total === 0}
          onClick={() =>
            exportCsv.mutate(undefined, {
              onError: (failure) => {
                const reason = errorText(failure);
                toast.error(t`Failed to download the CSV: ${reason}`);
              },
            })
          }
        >
          {exportCsv.isPending ? t`Preparing CSV...` : t`Export outcomes (CSV)`}
        </Button>
      </ContactsHeading>
      <CampaignContactsTable campaignId={id} progress={progress} poll={running} />
      <ConfirmDialog
        open={confirm === 'cancel'}
        title={t`Cancel this campaign?`}
        message={t`No more calls are placed; contacts not called yet stay uncalled. A cancelled campaign cannot be started again.`}
        confirmLabel={t`Yes, cancel it`}
        cancelLabel={t`Keep it`}
        busy={act.isPending}
        onConfirm={() => run('cancel')}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        title={t`Delete this draft?`}
        message={t`The campaign and its contacts are deleted.`}
        confirmLabel={t`Yes, delete it`}
        cancelLabel={t`Keep it`}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(campaign.id, {
            onSuccess: () => {
              toast.success(t`Campaign deleted.`);
              navigate(CAMPAIGNS_PATH);
            },
            onError: (failure) => {
              setError(errorText(failure));
              setConfirm(null);
            },
          })
        }
        onCancel={() => setConfirm(null)}
      />
    </PageContainer>
  );
}
