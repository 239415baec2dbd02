import type { PlatformPaymentConfiguration, ResellerStripeConfiguration } from '@voice/contracts';
import { stripeConfigurationSchema } from '@voice/contracts/schemas';
import { Badge, DescriptionList, FormField, TextInput, fieldA11y } from '@voice/ui';
import {
  ProviderSettingsPage,
  SaveKeysActions,
} from '../../shared/provider-settings/provider-settings-page';
import { RemoveKeysButton } from '../../shared/provider-settings/remove-keys-button';
import { SecretField } from '../../shared/provider-settings/secret-field';
import { Code, SettingsSection } from '../../shared/provider-settings/settings-layout';
import { useSaveForm } from '../../shared/forms/use-save-form';
import { useStripeConfigurationQuery } from './api/get-stripe-configuration';
import { useRemoveStripeConfiguration } from './api/remove-stripe-configuration';
import { useSaveStripeConfiguration } from './api/save-stripe-configuration';
import { PlatformPaymentsNotice } from './platform-payments-notice';

export const STRIPE_LOAD_FAILED = 'Failed to load Stripe configuration';
export const STRIPE_SAVE_FAILED = 'Failed to save Stripe configuration';
export const STRIPE_REMOVE_FAILED = 'Failed to remove the Stripe keys';

const PROVIDER_NAMES: Record<string, string> = {
  sandbox: 'Sandbox (test mode)',
  stripe: 'Stripe',
  none: 'None (everything is free)',
};

function PlatformView({ config }: { config: PlatformPaymentConfiguration }) {
  return (
    <SettingsSection title="Platform payment provider">
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
    </SettingsSection>
  );
}

function RemoveKeys() {
  const remove = useRemoveStripeConfiguration();
  return (
    <RemoveKeysButton
      remove={remove}
      failedMessage={STRIPE_REMOVE_FAILED}
      title="Remove your Stripe keys?"
      message="Your customers' payments will go through the platform's payment account until you save new keys."
    />
  );
}

function ResellerForm({ config }: { config: ResellerStripeConfiguration }) {
  const save = useSaveStripeConfiguration();
  const keysForm = useSaveForm({
    initialValues: {
      publishable_key: config.publishable_key ?? '',
      secret_key: '',
      webhook_secret: '',
    },
    validationSchema: stripeConfigurationSchema,
    save: (values) =>
      save.mutateAsync({
        publishable_key: values.publishable_key.trim(),
        secret_key: values.secret_key.trim(),
        webhook_secret: values.webhook_secret.trim(),
      }),
    onSaved: (reply, helpers) =>
      helpers.resetForm({
        values: {
          publishable_key: reply.data.publishable_key ?? '',
          secret_key: '',
          webhook_secret: '',
        },
      }),
    failedMessage: STRIPE_SAVE_FAILED,
  });
  const { form, errorOf, onChange } = keysForm;

  const secretField = (field: 'secret_key' | 'webhook_secret', label: string) => (
    <SecretField
      form={keysForm}
      id={`stripe-${field.replace('_', '-')}`}
      name={field}
      label={label}
      masked={field === 'secret_key' ? config.secret_key_masked : config.webhook_secret_masked}
    />
  );

  return (
    <>
      {config.configured ? null : <PlatformPaymentsNotice />}
      <SettingsSection title="Status">
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
        {/* The event names break anywhere (Code): on a phone one is wider than the card. */}
        <p>
          In your Stripe dashboard, add a webhook endpoint with this URL for the events{' '}
          <Code>checkout.session.completed</Code>,{' '}
          <Code>checkout.session.async_payment_succeeded</Code>,{' '}
          <Code>checkout.session.async_payment_failed</Code> and{' '}
          <Code>checkout.session.expired</Code>, and paste its signing secret below. Your customers
          then pay into your own Stripe account.
        </p>
      </SettingsSection>
      <SettingsSection title="API keys">
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
          <SaveKeysActions
            submitting={form.isSubmitting}
            removeKeys={config.configured || config.publishable_key ? <RemoveKeys /> : null}
          />
        </form>
      </SettingsSection>
    </>
  );
}

/** /admin/stripe-configuration: a reseller admin's own Stripe keys; the platform's provider for platform admins. */
export default function StripeConfigurationPage() {
  const query = useStripeConfigurationQuery();
  return (
    <ProviderSettingsPage
      title="Stripe Configuration"
      subtitle="The payment account your customers pay into. Secret keys are stored encrypted and never shown again."
      query={query}
      loadingText="Loading Stripe configuration..."
      failedText={STRIPE_LOAD_FAILED}
      PlatformView={PlatformView}
      ResellerForm={ResellerForm}
    />
  );
}
