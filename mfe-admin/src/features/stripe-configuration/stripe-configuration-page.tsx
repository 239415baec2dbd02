import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const PROVIDER_NAMES: Record<string, MessageDescriptor | undefined> = {
  sandbox: msg`Sandbox (test mode)`,
  stripe: msg`Stripe`,
  none: msg`None (everything is free)`,
};

function PlatformView({ config }: { config: PlatformPaymentConfiguration }) {
  const { t } = useLingui();
  const provider = PROVIDER_NAMES[config.provider];
  return (
    <SettingsSection title={t`Platform payment provider`}>
      <DescriptionList>
        <dt>
          <Trans>Provider</Trans>
        </dt>
        <dd>{provider ? t(provider) : config.provider}</dd>
        <dt>
          <Trans>Currency</Trans>
        </dt>
        <dd>{config.currency.toUpperCase()}</dd>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>
          <Badge tone={config.configured ? 'success' : 'warning'}>
            {config.configured ? t`Configured` : t`Not configured`}
          </Badge>
        </dd>
        <dt>
          <Trans>Webhook URL</Trans>
        </dt>
        <dd>{config.webhook_url ? <Code>{config.webhook_url}</Code> : '—'}</dd>
      </DescriptionList>
      <p>
        <Trans>
          The platform&apos;s provider and keys are set in the server&apos;s environment
          (PAYMENT_PROVIDER, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET) and are never shown here.
          Each reseller admin enters its own Stripe keys on this page of its site.
        </Trans>
      </p>
    </SettingsSection>
  );
}

function RemoveKeys() {
  const { t } = useLingui();
  const remove = useRemoveStripeConfiguration();
  return (
    <RemoveKeysButton
      remove={remove}
      failedMessage={t`Failed to remove the Stripe keys`}
      title={t`Remove your Stripe keys?`}
      message={t`Your customers' payments will go through the platform's payment account until you save new keys.`}
    />
  );
}

function ResellerForm({ config }: { config: ResellerStripeConfiguration }) {
  const { t } = useLingui();
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
    failedMessage: t`Failed to save Stripe configuration`,
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
      <SettingsSection title={t`Status`}>
        <DescriptionList>
          <dt>
            <Trans>Stripe account</Trans>
          </dt>
          <dd>
            <Badge tone={config.configured ? 'success' : 'warning'}>
              {config.configured ? t`Configured` : t`Not configured`}
            </Badge>
          </dd>
          <dt>
            <Trans>Webhook URL</Trans>
          </dt>
          <dd>
            <Code>{config.webhook_url}</Code>
          </dd>
        </DescriptionList>
        {/* The event names break anywhere (Code): on a phone one is wider than the card. */}
        <p>
          <Trans>
            In your Stripe dashboard, add a webhook endpoint with this URL for the events{' '}
            <Code>checkout.session.completed</Code>,{' '}
            <Code>checkout.session.async_payment_succeeded</Code>,{' '}
            <Code>checkout.session.async_payment_failed</Code> and{' '}
            <Code>checkout.session.expired</Code>, and paste its signing secret below. Your
            customers then pay into your own Stripe account.
          </Trans>
        </p>
      </SettingsSection>
      <SettingsSection title={t`API keys`}>
        <form noValidate onSubmit={form.handleSubmit} aria-label={t`Stripe keys`}>
          <FormField
            label={t`Publishable key`}
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
          {secretField('secret_key', t`Secret key`)}
          {secretField('webhook_secret', t`Webhook signing secret`)}
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
  const { t } = useLingui();
  const query = useStripeConfigurationQuery();
  return (
    <ProviderSettingsPage
      title={t`Stripe Configuration`}
      subtitle={t`The payment account your customers pay into. Secret keys are stored encrypted and never shown again.`}
      query={query}
      loadingText={t`Loading Stripe configuration...`}
      failedText={t`Failed to load Stripe configuration`}
      PlatformView={PlatformView}
      ResellerForm={ResellerForm}
    />
  );
}
