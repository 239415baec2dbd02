import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { fieldErrors, listAssistants, serverMessage } from '@voice/api-client';
import { CAMPAIGN_PATH, CAMPAIGNS_PATH, fillPath } from '@voice/contracts/paths';
import {
  Button,
  ButtonLink,
  Checkbox,
  EmptyState,
  LoadingState,
  MessageBanner,
  PageContainer,
  PageHeader,
  QueryError,
  TitledCard,
} from '@voice/ui';
import { GroupError, errorOf, type CampaignForm } from './campaign-fields';
import { useCampaignQuery, useSaveCampaign, type Campaign } from './campaigns-api';
import {
  formPath,
  initialValues,
  toCampaignInput,
  validateCampaign,
  type CampaignFormValues,
} from './campaign-values';
import { PaceFields } from './pace-fields';
import { usePlanConcurrencyCap } from './plan-cap';
import { ScheduleFields } from './schedule-fields';
import { WhoCallsFields, type AssistantChoice } from './who-calls-fields';

/** The wording of the consent the server records (campaign.consent in the audit log). */
export const CONSENT_LABEL = msg`I confirm that every contact agreed to be called.`;

const MAX_ASSISTANTS = 100;

/** The assistants the user may give a campaign (GET /api/assistants, scoped by the server), by name. */
function useAssistantChoices() {
  return useQuery({
    queryKey: ['campaign-assistants'] as const,
    queryFn: async (): Promise<AssistantChoice[]> => {
      const reply = await listAssistants({
        sort_by: 'name',
        sort_order: 'asc',
        page: 1,
        per_page: MAX_ASSISTANTS,
      });
      if (!reply || !Array.isArray(reply.data)) throw new Error('Unexpected reply from the server');
      return reply.data.map(({ id, name, phone_number, user_id }) => ({
        id,
        name,
        phone_number: typeof phone_number === 'string' ? phone_number : null,
        user_id,
      }));
    },
    staleTime: 60_000,
  });
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Consent = styled.div`
  margin-bottom: 1rem;
`;

function ConsentField({ form }: { form: CampaignForm }) {
  const { t } = useLingui();
  const error = errorOf(form, 'consent');
  return (
    <Consent>
      <Checkbox
        label={t(CONSENT_LABEL)}
        name="consent"
        checked={form.values.consent}
        onChange={form.handleChange}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'campaign-consent-error' : undefined}
      />
      <GroupError id="campaign-consent-error" error={error} />
    </Consent>
  );
}

function CampaignFormBody({
  campaign,
  assistants,
}: {
  campaign: Campaign | null;
  assistants: AssistantChoice[];
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const creating = campaign === null;
  const save = useSaveCampaign(campaign ? String(campaign.id) : null);
  const cap = usePlanConcurrencyCap();
  const form = useFormik<CampaignFormValues>({
    initialValues: initialValues(campaign),
    validate: (values) => validateCampaign(values, creating, cap),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const input = toCampaignInput(values);
      const body = creating ? input : (({ consent: _consent, ...rest }) => rest)(input);
      try {
        const saved = await save.mutateAsync(body);
        navigate(fillPath(CAMPAIGN_PATH, { id: String(saved.id) }));
      } catch (error) {
        const fields = fieldErrors(error) ?? {};
        for (const [field, messages] of Object.entries(fields)) {
          if (messages[0]) helpers.setFieldError(formPath(field), messages[0]);
        }
        helpers.setStatus(serverMessage(error) ?? t`The campaign could not be saved.`);
      }
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={creating ? t`New campaign` : t`Edit campaign`}
    >
      <MessageBanner
        tone="error"
        message={typeof form.status === 'string' ? form.status : ''}
        autoHideMs={0}
        onDismiss={() => form.setStatus(undefined)}
      />
      <TitledCard id="campaign-basics" title={t`Who calls`}>
        <WhoCallsFields form={form} assistants={assistants} />
      </TitledCard>
      <TitledCard id="campaign-schedule" title={t`When`}>
        <ScheduleFields form={form} />
      </TitledCard>
      <TitledCard id="campaign-pace" title={t`Pace and retries`}>
        <PaceFields form={form} cap={cap} />
      </TitledCard>
      {creating ? <ConsentField form={form} /> : null}
      <Actions>
        <Button type="submit" busy={form.isSubmitting}>
          {creating ? t`Create campaign` : t`Save campaign`}
        </Button>
        <ButtonLink
          variant="secondary"
          to={campaign ? fillPath(CAMPAIGN_PATH, { id: String(campaign.id) }) : CAMPAIGNS_PATH}
        >
          <Trans>Cancel</Trans>
        </ButtonLink>
      </Actions>
    </form>
  );
}

/**
 * /campaigns/new and /campaigns/:id/edit: a draft's settings, checked with the contracts' schema (the server's own
 * messages). Creating asks for the consent the server records; contacts are added on the campaign's page next.
 */
export default function CampaignFormPage() {
  const { t } = useLingui();
  const { id } = useParams<{ id: string }>();
  const assistants = useAssistantChoices();
  const existing = useCampaignQuery(id ?? '', id !== undefined);
  const editing = id !== undefined;
  const loading = assistants.isPending || (editing && existing.isPending);
  const campaign = editing ? (existing.data ?? null) : null;
  const failure = assistants.isError ? assistants : editing && existing.isError ? existing : null;
  const body = (() => {
    if (loading) return <LoadingState text={t`Loading...`} />;
    if (failure) {
      return (
        <QueryError
          error={failure.error}
          fallback={t`Failed to load the form`}
          onRetry={() => void failure.refetch()}
        />
      );
    }
    if (editing && campaign && campaign.status !== 'draft') {
      return (
        <EmptyState
          title={t`This campaign has been started`}
          description={t`Only a draft campaign can be changed.`}
          action={
            <ButtonLink to={fillPath(CAMPAIGN_PATH, { id: String(campaign.id) })}>
              <Trans>Back to the campaign</Trans>
            </ButtonLink>
          }
        />
      );
    }
    if ((assistants.data ?? []).length === 0) {
      return (
        <EmptyState
          title={t`Create an assistant first`}
          description={t`A campaign's calls are made by one of your assistants.`}
        />
      );
    }
    return (
      <CampaignFormBody
        key={campaign?.id ?? 'new'}
        campaign={campaign}
        assistants={assistants.data ?? []}
      />
    );
  })();
  return (
    <PageContainer $width="60rem">
      <PageHeader
        title={editing ? t`Edit campaign` : t`New campaign`}
        subtitle={
          editing
            ? campaign?.name
            : t`Choose who calls and when; add the contacts on the next step.`
        }
      />
      {body}
    </PageContainer>
  );
}
