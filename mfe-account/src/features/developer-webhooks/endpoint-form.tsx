import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import styled from 'styled-components';
import {
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  isPlatformAdmin,
  type EventType,
  type WebhookEndpoint,
  type WebhookEndpointScope,
} from '@voice/contracts';
import {
  WEBHOOK_ENDPOINT_LIMITS,
  webhookEndpointSchema,
  type WebhookEndpointInput,
} from '@voice/contracts/schemas';
import { Button, Checkbox, fieldA11y, FormField, FormikTextField, Select } from '@voice/ui';
import { translateText } from '@voice/ui/core';
import {
  CheckGroup,
  FormActions,
  FormCard,
  GroupError,
  SubmitRow,
  useSubmittingForm,
} from '../developers/form-parts';

/** The event checkboxes: two columns where they fit, one on a phone. */
const EventGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: 0.5rem 1.5rem;
  code {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  /* A long meaning (two lines) does not squeeze its box. */
  input {
    flex-shrink: 0;
  }
`;

const EventText = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Enabled = styled.div`
  margin-bottom: 1rem;
`;

interface Values {
  url: string;
  description: string;
  events: EventType[];
  enabled: boolean;
  scope: WebhookEndpointScope;
}

/** Whose events each scope brings, as the scope choice says it. */
const SCOPE_LABELS: Record<WebhookEndpointScope, MessageDescriptor> = {
  own: msg`My own assistants, calls and billing`,
  tenant: msg`Every user of my site (the tenant's events)`,
  platform: msg`Every tenant (the whole platform)`,
};

/** The scopes a role may choose: a reseller admin its tenant's, a platform admin the platform's, besides its own. */
export function scopesFor(role: string | null | undefined): WebhookEndpointScope[] {
  if (role === 'reseller_admin') return ['own', 'tenant'];
  if (isPlatformAdmin(role)) return ['own', 'platform'];
  return ['own'];
}

const valuesOf = (endpoint: WebhookEndpoint | null): Values =>
  endpoint
    ? {
        url: endpoint.url,
        description: endpoint.description,
        events: [...endpoint.events],
        enabled: endpoint.enabled,
        scope: endpoint.scope,
      }
    : { url: 'https://', description: '', events: [], enabled: true, scope: 'own' };

export interface EndpointFormProps {
  /** The endpoint edited; null: a new one. */
  endpoint: WebhookEndpoint | null;
  role: string | null | undefined;
  /** Saves; rejects with the server's error, whose field errors and message the form shows. */
  onSave: (input: WebhookEndpointInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Adding or editing an endpoint: URL, description, events, enabled and (when the role has a choice) the scope. */
export function EndpointForm({ endpoint, role, onSave, onCancel }: EndpointFormProps) {
  const scopes = scopesFor(role);
  const { t } = useLingui();
  const { form, fields, banner, groupError, setGroup } = useSubmittingForm<
    Values,
    WebhookEndpointInput
  >({
    initialValues: valuesOf(endpoint),
    schema: webhookEndpointSchema,
    submit: onSave,
    failureText: t`The endpoint could not be saved. Please try again.`,
  });
  // Opened from a row further down (Edit) or the header: the form is where the user goes next.
  useEffect(() => {
    const url = document.getElementById('webhook-endpoint-url');
    url?.focus();
    url?.scrollIntoView?.({ block: 'center' });
  }, []);

  const eventsError = groupError('events');
  const toggleEvent = (event: EventType, on: boolean) =>
    setGroup(
      'events',
      on
        ? EVENT_TYPES.filter((type) => type === event || form.values.events.includes(type))
        : form.values.events.filter((type) => type !== event),
    );
  const allChosen = form.values.events.length === EVENT_TYPES.length;

  const title = endpoint ? t`Edit webhook endpoint` : t`New webhook endpoint`;
  const maxDescription = WEBHOOK_ENDPOINT_LIMITS.descriptionChars;
  const scopeError = fields.errorOf('scope');
  return (
    <FormCard noValidate aria-label={title} onSubmit={form.handleSubmit}>
      <h2>{title}</h2>
      {banner}
      <FormikTextField
        fields={fields}
        name="url"
        id="webhook-endpoint-url"
        label={t`URL`}
        type="url"
        required
        hint={t`Your https:// address: each event is POSTed to it as JSON, signed with the endpoint's secret.`}
      />
      <FormikTextField
        fields={fields}
        name="description"
        id="webhook-endpoint-description"
        label={t`Description`}
        hint={t`What receives these events, for you to recognise it (at most ${maxDescription} characters).`}
      />
      <CheckGroup aria-describedby={eventsError ? 'webhook-endpoint-events-error' : undefined}>
        <legend>
          <Trans>Events</Trans>
        </legend>
        <EventGrid>
          {EVENT_TYPES.map((type) => (
            <Checkbox
              key={type}
              name="events"
              value={type}
              checked={form.values.events.includes(type)}
              onChange={(event) => toggleEvent(type, event.target.checked)}
              label={
                <>
                  <code>{type}</code>
                  <EventText>{translateText(EVENT_TYPE_LABELS[type])}</EventText>
                </>
              }
            />
          ))}
        </EventGrid>
        <FormActions>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => setGroup('events', allChosen ? [] : [...EVENT_TYPES])}
          >
            {allChosen ? t`Clear all events` : t`Choose all events`}
          </Button>
        </FormActions>
        {eventsError ? (
          <GroupError id="webhook-endpoint-events-error" role="alert">
            {eventsError}
          </GroupError>
        ) : null}
      </CheckGroup>
      {scopes.length > 1 ? (
        <FormField label={t`Whose events`} htmlFor="webhook-endpoint-scope" error={scopeError}>
          <Select
            {...fieldA11y('webhook-endpoint-scope', scopeError)}
            name="scope"
            value={form.values.scope}
            onChange={fields.onChange}
            onBlur={form.handleBlur}
          >
            {scopes.map((scope) => (
              <option key={scope} value={scope}>
                {t(SCOPE_LABELS[scope])}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      <Enabled>
        <Checkbox
          name="enabled"
          checked={form.values.enabled}
          onChange={(event) => void form.setFieldValue('enabled', event.target.checked)}
          label={t`Enabled: send events to this URL`}
        />
      </Enabled>
      <SubmitRow
        busy={form.isSubmitting}
        text={endpoint ? t`Save endpoint` : t`Add endpoint`}
        busyText={t`Saving...`}
        onCancel={onCancel}
      />
    </FormCard>
  );
}
