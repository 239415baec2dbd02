import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useFormik, type FormikProps } from 'formik';
import styled from 'styled-components';
import { fieldErrors, listAssistants, serverMessage } from '@voice/api-client';
import { CAMPAIGN_LIMITS, CAMPAIGN_RETRY_OUTCOMES } from '@voice/contracts/schemas';
import { CAMPAIGN_PATH, CAMPAIGNS_PATH, fillPath } from '@voice/contracts/paths';
import {
  Button,
  ButtonLink,
  Card,
  Checkbox,
  EmptyState,
  FieldRow,
  FormField,
  LoadingState,
  MessageBanner,
  PageContainer,
  PageHeader,
  QueryError,
  Select,
  TextInput,
  fieldA11y,
} from '@voice/ui';
import { CallingWindowFields } from './calling-window-fields';
import { useCampaignQuery, useSaveCampaign, type Campaign } from './campaigns-api';
import {
  formPath,
  initialValues,
  toCampaignInput,
  validateCampaign,
  type CampaignFormValues,
} from './campaign-values';
import { contactLabel } from './format';

/** The wording of the consent the server records (campaign.consent in the audit log). */
export const CONSENT_LABEL = 'I confirm that every contact agreed to be called.';

const MAX_ASSISTANTS = 100;

interface AssistantChoice {
  id: number;
  name: string;
  phone_number: string | null;
}

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
      return reply.data.map(({ id, name, phone_number }) => ({
        id,
        name,
        phone_number: typeof phone_number === 'string' ? phone_number : null,
      }));
    },
    staleTime: 60_000,
  });
}

const Section = styled(Card)`
  margin-bottom: 1rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.125rem;
  }
`;

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 1rem;
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 0.35rem;
  }
  label + label {
    margin-left: 1rem;
  }
`;

const FieldError = styled.p`
  margin: 0.35rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Consent = styled.div`
  margin-bottom: 1rem;
`;

function errorOf(form: FormikProps<CampaignFormValues>, field: keyof CampaignFormValues) {
  const error = form.errors[field];
  return (form.touched[field] || form.submitCount > 0) && typeof error === 'string'
    ? error
    : undefined;
}

const zones = (() => {
  try {
    return (
      (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ??
      []
    );
  } catch {
    return [];
  }
})();

function CampaignForm({
  campaign,
  assistants,
}: {
  campaign: Campaign | null;
  assistants: AssistantChoice[];
}) {
  const navigate = useNavigate();
  const creating = campaign === null;
  const save = useSaveCampaign(campaign ? String(campaign.id) : null);
  const form = useFormik<CampaignFormValues>({
    initialValues: initialValues(campaign),
    validate: (values) => validateCampaign(values, creating),
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
        helpers.setStatus(serverMessage(error) ?? 'The campaign could not be saved.');
      }
    },
  });
  const chosen = assistants.find((a) => String(a.id) === form.values.assistant_id);
  const text = (field: keyof CampaignFormValues, id: string) => ({
    ...fieldA11y(id, errorOf(form, field)),
    name: field,
    value: String(form.values[field]),
    onChange: form.handleChange,
    onBlur: form.handleBlur,
  });
  const retryOnError = errorOf(form, 'retry_on');
  const consentError = errorOf(form, 'consent');

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={creating ? 'New campaign' : 'Edit campaign'}
    >
      <MessageBanner
        tone="error"
        message={typeof form.status === 'string' ? form.status : ''}
        autoHideMs={0}
        onDismiss={() => form.setStatus(undefined)}
      />
      <Section as="section" aria-labelledby="campaign-basics">
        <h2 id="campaign-basics">Who calls</h2>
        <FormField label="Name" htmlFor="campaign-name" error={errorOf(form, 'name')} required>
          <TextInput {...text('name', 'campaign-name')} maxLength={CAMPAIGN_LIMITS.name} />
        </FormField>
        <FieldRow>
          <FormField
            label="Assistant"
            htmlFor="campaign-assistant"
            error={errorOf(form, 'assistant_id')}
            hint="It calls with its own prompt, voice and tools."
            required
          >
            <Select
              {...fieldA11y('campaign-assistant', errorOf(form, 'assistant_id'), { hint: true })}
              name="assistant_id"
              value={form.values.assistant_id}
              onChange={(event) => {
                form.handleChange(event);
                void form.setFieldValue('phone_number_id', '');
              }}
              onBlur={form.handleBlur}
            >
              <option value="">Choose an assistant</option>
              {assistants.map((a) => (
                <option key={a.id} value={String(a.id)}>
                  {a.name}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            label="Caller number"
            htmlFor="campaign-number"
            error={errorOf(form, 'phone_number_id')}
            hint={
              chosen && !chosen.phone_number
                ? 'This assistant has no number yet: give it one in its editor before starting.'
                : 'The number your contacts see.'
            }
          >
            <Select
              {...fieldA11y('campaign-number', errorOf(form, 'phone_number_id'), { hint: true })}
              name="phone_number_id"
              value={form.values.phone_number_id}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              disabled={!chosen}
            >
              <option value="">
                {chosen?.phone_number
                  ? `${chosen.phone_number} (the assistant’s number)`
                  : 'The assistant’s number'}
              </option>
              {form.values.phone_number_id !== '' ? (
                <option value={form.values.phone_number_id}>
                  Number #{form.values.phone_number_id}
                </option>
              ) : null}
            </Select>
          </FormField>
        </FieldRow>
      </Section>

      <Section as="section" aria-labelledby="campaign-schedule">
        <h2 id="campaign-schedule">When</h2>
        <FieldRow>
          <FormField
            label="Start (optional)"
            htmlFor="campaign-starts"
            error={errorOf(form, 'starts_at')}
            hint="Empty: as soon as you start it."
          >
            <TextInput {...text('starts_at', 'campaign-starts')} type="datetime-local" />
          </FormField>
          <FormField
            label="End (optional)"
            htmlFor="campaign-ends"
            error={errorOf(form, 'ends_at')}
            hint="Contacts not reached by then are not called."
          >
            <TextInput {...text('ends_at', 'campaign-ends')} type="datetime-local" />
          </FormField>
        </FieldRow>
        <FormField
          label="Time zone"
          htmlFor="campaign-zone"
          error={errorOf(form, 'time_zone')}
          hint="For contacts whose own time zone neither the file nor their number tells."
          required
        >
          <TextInput
            {...text('time_zone', 'campaign-zone')}
            list="campaign-zones"
            autoComplete="off"
          />
        </FormField>
        <datalist id="campaign-zones">
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <CallingWindowFields form={form} />
      </Section>

      <Section as="section" aria-labelledby="campaign-pace">
        <h2 id="campaign-pace">Pace and retries</h2>
        <FieldRow>
          <FormField
            label="Calls at once"
            htmlFor="campaign-concurrent"
            error={errorOf(form, 'max_concurrent')}
            hint="Your plan sets the most; the server says it if you ask for more."
            required
          >
            <TextInput
              {...text('max_concurrent', 'campaign-concurrent')}
              type="number"
              min={1}
              max={CAMPAIGN_LIMITS.maxConcurrent}
              inputMode="numeric"
            />
          </FormField>
          <FormField
            label="Retries per contact"
            htmlFor="campaign-retries"
            error={errorOf(form, 'retry_count')}
            required
          >
            <TextInput
              {...text('retry_count', 'campaign-retries')}
              type="number"
              min={0}
              max={CAMPAIGN_LIMITS.retryCount}
              inputMode="numeric"
            />
          </FormField>
        </FieldRow>
        <FieldRow>
          <FormField
            label="Minutes between retries"
            htmlFor="campaign-spacing"
            error={errorOf(form, 'retry_spacing_minutes')}
            required
          >
            <TextInput
              {...text('retry_spacing_minutes', 'campaign-spacing')}
              type="number"
              min={CAMPAIGN_LIMITS.retrySpacingMinutes.min}
              max={CAMPAIGN_LIMITS.retrySpacingMinutes.max}
              inputMode="numeric"
            />
          </FormField>
          <Group aria-describedby={retryOnError ? 'campaign-retry-on-error' : undefined}>
            <legend>Retry when</legend>
            {CAMPAIGN_RETRY_OUTCOMES.map((outcome) => (
              <Checkbox
                key={outcome}
                label={contactLabel(outcome)}
                name="retry_on"
                value={outcome}
                checked={form.values.retry_on.includes(outcome)}
                onChange={form.handleChange}
              />
            ))}
            {retryOnError ? (
              <FieldError id="campaign-retry-on-error" role="alert">
                {retryOnError}
              </FieldError>
            ) : null}
          </Group>
        </FieldRow>
      </Section>

      {creating ? (
        <Consent>
          <Checkbox
            label={CONSENT_LABEL}
            name="consent"
            checked={form.values.consent}
            onChange={form.handleChange}
            aria-invalid={Boolean(consentError)}
            aria-describedby={consentError ? 'campaign-consent-error' : undefined}
          />
          {consentError ? (
            <FieldError id="campaign-consent-error" role="alert">
              {consentError}
            </FieldError>
          ) : null}
        </Consent>
      ) : null}
      <Actions>
        <Button type="submit" busy={form.isSubmitting}>
          {creating ? 'Create campaign' : 'Save campaign'}
        </Button>
        <ButtonLink
          variant="secondary"
          to={campaign ? fillPath(CAMPAIGN_PATH, { id: String(campaign.id) }) : CAMPAIGNS_PATH}
        >
          Cancel
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
  const { id } = useParams<{ id: string }>();
  const assistants = useAssistantChoices();
  const existing = useCampaignQuery(id ?? '', id !== undefined);
  const editing = id !== undefined;
  const loading = assistants.isPending || (editing && existing.isPending);
  const campaign = editing ? (existing.data ?? null) : null;
  const failure = assistants.isError ? assistants : editing && existing.isError ? existing : null;
  const body = (() => {
    if (loading) return <LoadingState text="Loading..." />;
    if (failure) {
      return (
        <QueryError
          error={failure.error}
          fallback="Failed to load the form"
          onRetry={() => void failure.refetch()}
        />
      );
    }
    if (editing && campaign && campaign.status !== 'draft') {
      return (
        <EmptyState
          title="This campaign has been started"
          description="Only a draft campaign can be changed."
          action={
            <ButtonLink to={fillPath(CAMPAIGN_PATH, { id: String(campaign.id) })}>
              Back to the campaign
            </ButtonLink>
          }
        />
      );
    }
    if ((assistants.data ?? []).length === 0) {
      return (
        <EmptyState
          title="Create an assistant first"
          description="A campaign's calls are made by one of your assistants."
        />
      );
    }
    return (
      <CampaignForm
        key={campaign?.id ?? 'new'}
        campaign={campaign}
        assistants={assistants.data ?? []}
      />
    );
  })();
  return (
    <PageContainer $width="60rem">
      <PageHeader
        title={editing ? 'Edit campaign' : 'New campaign'}
        subtitle={
          editing ? campaign?.name : 'Choose who calls and when; add the contacts on the next step.'
        }
      />
      {body}
    </PageContainer>
  );
}
