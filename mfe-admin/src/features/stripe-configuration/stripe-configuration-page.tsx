import { useState, type ChangeEvent } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { fieldErrors, serverMessage } from '@voice/api-client';
import type { PlatformPaymentConfiguration, ResellerStripeConfiguration } from '@voice/contracts';
import { stripeConfigurationSchema } from '@voice/contracts/schemas';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  DescriptionList,
  FormField,
  LoadingState,
  PageHeader,
  TextInput,
  fieldA11y,
  useToast,
} from '@voice/ui';
import { useStripeConfigurationQuery } from './api/get-stripe-configuration';
import { useRemoveStripeConfiguration } from './api/remove-stripe-configuration';
import { useSaveStripeConfiguration } from './api/save-stripe-configuration';

export const STRIPE_LOAD_FAILED = 'Failed to load Stripe configuration';
export const STRIPE_SAVE_FAILED = 'Failed to save Stripe configuration';
export const STRIPE_REMOVE_FAILED = 'Failed to remove the Stripe keys';

const Page = styled.div`
  max-width: 860px;
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
`;

const Section = styled(Card)`
  margin-bottom: 1.5rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.125rem;
  }
`;

const LoadError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
`;

const Code = styled.code`
  overflow-wrap: anywhere;
`;

interface Values {
  publishable_key: string;
  secret_key: string;
  webhook_secret: string;
}
type Field = keyof Values;

const PROVIDER_NAMES: Record<string, string> = {
  sandbox: 'Sandbox (test mode)',
  stripe: 'Stripe',
  none: 'None (everything is free)',
};

function PlatformView({ config }: { config: PlatformPaymentConfiguration }) {
  return (
    <Section>
      <h2>Platform payment provider</h2>
      <DescriptionList>
        <dt>Provider</dt>
        <dd>{PROVIDER_NAMES[config.provider] ?? config.provider}</dd>
        <dt>Currency</dt>
        <dd>{config.currency.toUpperCase()}</dd>
        <dt>Status</dt>
        <dd>
          <Badge tone={config.configured ? 'success' : 'warning'}>
            {config.configured ? 'Configured' : 'Not configured'}
          </Badge>
        </dd>
        <dt>Webhook URL</dt>
        <dd>{config.webhook_url ? <Code>{config.webhook_url}</Code> : '—'}</dd>
      </DescriptionList>
      <p>
        The platform&apos;s provider and keys are set in the server&apos;s environment
        (PAYMENT_PROVIDER, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET) and are never shown here. Each
        reseller admin enters its own Stripe keys on this page of its site.
      </p>
    </Section>
  );
}

/** Removing the saved keys (e.g. to rotate them): confirmed first, since payments then go to the platform. */
function RemoveKeys() {
  const toast = useToast();
  const remove = useRemoveStripeConfiguration();
  const [confirming, setConfirming] = useState(false);
  const onConfirm = async () => {
    try {
      const reply = await remove.mutateAsync();
      toast.success(reply.message);
    } catch (error) {
      toast.error(serverMessage(error) ?? STRIPE_REMOVE_FAILED);
    } finally {
      setConfirming(false);
    }
  };
  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Remove keys
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Remove your Stripe keys?"
        message="Your customers' payments will go through the platform's payment account until you save new keys."
        confirmLabel="Yes, remove them"
        busy={remove.isPending}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

function ResellerForm({ config }: { config: ResellerStripeConfiguration }) {
  const toast = useToast();
  const save = useSaveStripeConfiguration();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const form = useFormik<Values>({
    initialValues: {
      publishable_key: config.publishable_key ?? '',
      secret_key: '',
      webhook_secret: '',
    },
    enableReinitialize: true,
    validationSchema: stripeConfigurationSchema,
    onSubmit: async (values, helpers) => {
      setServerErrors({});
      try {
        const reply = await save.mutateAsync({
          publishable_key: values.publishable_key.trim(),
          secret_key: values.secret_key.trim(),
          webhook_secret: values.webhook_secret.trim(),
        });
        toast.success(reply.message);
        helpers.resetForm({
          values: {
            publishable_key: reply.data.publishable_key ?? '',
            secret_key: '',
            webhook_secret: '',
          },
        });
      } catch (error) {
        const fields = fieldErrors(error) ?? {};
        setServerErrors(
          Object.fromEntries(Object.entries(fields).map(([key, list]) => [key, list[0] ?? ''])),
        );
        toast.error(serverMessage(error) ?? STRIPE_SAVE_FAILED);
      }
    },
  });

  const errorOf = (field: Field): string | undefined =>
    (form.touched[field] && form.errors[field]) || serverErrors[field] || undefined;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name } = event.target;
    if (name in serverErrors) {
      setServerErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)),
      );
    }
    form.handleChange(event);
  };

  const secretHint = (masked: string | null) =>
    masked ? (
      <>
        Saved: <Code>{masked}</Code>. Leave blank to keep it.
      </>
    ) : (
      'Required: not saved yet.'
    );

  const secretField = (field: 'secret_key' | 'webhook_secret', label: string) => {
    const masked = field === 'secret_key' ? config.secret_key_masked : config.webhook_secret_masked;
    const id = `stripe-${field.replace('_', '-')}`;
    return (
      <FormField label={label} htmlFor={id} error={errorOf(field)} hint={secretHint(masked)}>
        <TextInput
          {...fieldA11y(id, errorOf(field), { hint: true })}
          name={field}
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={masked ?? ''}
          value={form.values[field]}
          onChange={onChange}
          onBlur={form.handleBlur}
        />
      </FormField>
    );
  };

  return (
    <>
      <Section>
        <h2>Status</h2>
        <DescriptionList>
          <dt>Stripe account</dt>
          <dd>
            <Badge tone={config.configured ? 'success' : 'warning'}>
              {config.configured ? 'Configured' : 'Not configured'}
            </Badge>
          </dd>
          <dt>Webhook URL</dt>
          <dd>
            <Code>{config.webhook_url}</Code>
          </dd>
        </DescriptionList>
        <p>
          In your Stripe dashboard, add a webhook endpoint with this URL for the events
          checkout.session.completed, checkout.session.async_payment_succeeded,
          checkout.session.async_payment_failed and checkout.session.expired, and paste its signing
          secret below. Your customers then pay into your own Stripe account.
        </p>
      </Section>
      <Section>
        <h2>API keys</h2>
        <form noValidate onSubmit={form.handleSubmit} aria-label="Stripe keys">
          <FormField
            label="Publishable key"
            htmlFor="stripe-publishable-key"
            error={errorOf('publishable_key')}
            required
          >
            <TextInput
              {...fieldA11y('stripe-publishable-key', errorOf('publishable_key'))}
              name="publishable_key"
              autoComplete="off"
              spellCheck={false}
              required
              placeholder="pk_live_..."
              value={form.values.publishable_key}
              onChange={onChange}
              onBlur={form.handleBlur}
            />
          </FormField>
          {secretField('secret_key', 'Secret key')}
          {secretField('webhook_secret', 'Webhook signing secret')}
          <Actions>
            <Button type="submit" busy={form.isSubmitting}>
              {form.isSubmitting ? 'Saving...' : 'Save'}
            </Button>
            {config.configured || config.publishable_key ? <RemoveKeys /> : null}
          </Actions>
        </form>
      </Section>
    </>
  );
}

/** /admin/stripe-configuration: a reseller admin's own Stripe keys; the platform's provider for platform admins. */
export default function StripeConfigurationPage() {
  const query = useStripeConfigurationQuery();
  return (
    <Page>
      <PageHeader
        title="Stripe Configuration"
        subtitle="The payment account your customers pay into. Secret keys are stored encrypted and never shown again."
      />
      {query.isPending ? <LoadingState text="Loading Stripe configuration..." /> : null}
      {query.isError ? <LoadError role="alert">{STRIPE_LOAD_FAILED}</LoadError> : null}
      {query.data?.scope === 'platform' ? <PlatformView config={query.data} /> : null}
      {query.data?.scope === 'reseller' ? <ResellerForm config={query.data} /> : null}
    </Page>
  );
}
