import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
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
import {
  bindFields,
  Button,
  Card,
  Checkbox,
  fieldA11y,
  FormField,
  FormikTextField,
  MessageBanner,
  Select,
  useServerFieldErrors,
} from '@voice/ui';

const Form = styled(Card).attrs({ as: 'form' })`
  margin-bottom: 1.5rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.25rem;
  }
`;

const Events = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: 0.5rem;
    padding: 0;
    font-weight: 600;
    font-size: 0.9375rem;
  }
`;

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

const GroupError = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const Enabled = styled.div`
  margin-bottom: 1rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

interface Values {
  url: string;
  description: string;
  events: EventType[];
  enabled: boolean;
  scope: WebhookEndpointScope;
}

/** Whose events each scope brings, as the scope choice says it. */
const SCOPE_LABELS: Record<WebhookEndpointScope, string> = {
  own: 'My own assistants, calls and billing',
  tenant: "Every user of my site (the tenant's events)",
  platform: 'Every tenant (the whole platform)',
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
  const server = useServerFieldErrors();
  const [failure, setFailure] = useState('');
  const scopes = scopesFor(role);
  const form = useFormik<Values>({
    initialValues: valuesOf(endpoint),
    validationSchema: webhookEndpointSchema,
    onSubmit: async (values) => {
      server.clear();
      setFailure('');
      try {
        await onSave(webhookEndpointSchema.cast(values) as WebhookEndpointInput);
      } catch (error) {
        const message = server.takeFrom(
          error,
          'The endpoint could not be saved. Please try again.',
        );
        setFailure(message);
      }
    },
  });
  const fields = bindFields(form, server);
  // Opened from a row further down (Edit) or the header: the form is where the user goes next.
  useEffect(() => {
    const url = document.getElementById('webhook-endpoint-url');
    url?.focus();
    url?.scrollIntoView?.({ block: 'center' });
  }, []);

  const eventsError =
    (form.touched.events || form.submitCount > 0) && typeof form.errors.events === 'string'
      ? form.errors.events
      : server.errors.events;
  const toggleEvent = (event: EventType, on: boolean) => {
    server.clearField('events');
    const next = on
      ? EVENT_TYPES.filter((type) => type === event || form.values.events.includes(type))
      : form.values.events.filter((type) => type !== event);
    void form.setFieldTouched('events', true, false);
    void form.setFieldValue('events', next, true);
  };
  const allChosen = form.values.events.length === EVENT_TYPES.length;

  const title = endpoint ? 'Edit webhook endpoint' : 'New webhook endpoint';
  const scopeError = fields.errorOf('scope');
  return (
    <Form noValidate aria-label={title} onSubmit={form.handleSubmit}>
      <h2>{title}</h2>
      <MessageBanner
        tone="error"
        message={failure}
        autoHideMs={0}
        onDismiss={() => setFailure('')}
      />
      <FormikTextField
        fields={fields}
        name="url"
        id="webhook-endpoint-url"
        label="URL"
        type="url"
        required
        hint="Your https:// address: each event is POSTed to it as JSON, signed with the endpoint's secret."
      />
      <FormikTextField
        fields={fields}
        name="description"
        id="webhook-endpoint-description"
        label="Description"
        hint={`What receives these events, for you to recognise it (at most ${WEBHOOK_ENDPOINT_LIMITS.descriptionChars} characters).`}
      />
      <Events aria-describedby={eventsError ? 'webhook-endpoint-events-error' : undefined}>
        <legend>Events</legend>
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
                  <EventText>{EVENT_TYPE_LABELS[type]}</EventText>
                </>
              }
            />
          ))}
        </EventGrid>
        <Actions>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => {
              server.clearField('events');
              void form.setFieldTouched('events', true, false);
              void form.setFieldValue('events', allChosen ? [] : [...EVENT_TYPES], true);
            }}
          >
            {allChosen ? 'Clear all events' : 'Choose all events'}
          </Button>
        </Actions>
        {eventsError ? (
          <GroupError id="webhook-endpoint-events-error" role="alert">
            {eventsError}
          </GroupError>
        ) : null}
      </Events>
      {scopes.length > 1 ? (
        <FormField label="Whose events" htmlFor="webhook-endpoint-scope" error={scopeError}>
          <Select
            {...fieldA11y('webhook-endpoint-scope', scopeError)}
            name="scope"
            value={form.values.scope}
            onChange={fields.onChange}
            onBlur={form.handleBlur}
          >
            {scopes.map((scope) => (
              <option key={scope} value={scope}>
                {SCOPE_LABELS[scope]}
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
          label="Enabled: send events to this URL"
        />
      </Enabled>
      <Actions>
        <Button type="submit" busy={form.isSubmitting}>
          {form.isSubmitting ? 'Saving...' : endpoint ? 'Save endpoint' : 'Add endpoint'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={form.isSubmitting}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}
