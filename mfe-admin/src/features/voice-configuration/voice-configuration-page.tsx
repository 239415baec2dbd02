import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlatformVoiceConfiguration, ResellerVoiceConfiguration } from '@voice/contracts';
import { voiceConfigurationSchema } from '@voice/contracts/schemas';
import { Badge, DescriptionList, FormField, TextInput, fieldA11y } from '@voice/ui';
import {
  ProviderSettingsPage,
  SaveKeysActions,
} from '../../shared/provider-settings/provider-settings-page';
import { RemoveKeysButton } from '../../shared/provider-settings/remove-keys-button';
import { SecretField } from '../../shared/provider-settings/secret-field';
import { SettingsSection } from '../../shared/provider-settings/settings-layout';
import { useSaveForm } from '../../shared/forms/use-save-form';
import { useVoiceConfigurationQuery } from './api/get-voice-configuration';
import { useRemoveVoiceConfiguration } from './api/remove-voice-configuration';
import { useSaveVoiceConfiguration } from './api/save-voice-configuration';

interface Values {
  vapi_api_key: string;
  twilio_account_sid: string;
  twilio_auth_token: string;
  elevenlabs_api_key: string;
}
type Field = keyof Values;

/** A Twilio Account SID's start (a technical token, the same in every language). */
const SID_PLACEHOLDER = 'AC...';
type SecretName = Exclude<Field, 'twilio_account_sid'>;

const VOICE_PROVIDER_NAMES: Record<string, MessageDescriptor | undefined> = {
  sandbox: msg`Sandbox (assistants kept locally)`,
  vapi: msg`Vapi`,
};
const TELEPHONY_PROVIDER_NAMES: Record<string, MessageDescriptor | undefined> = {
  sandbox: msg`Sandbox (test numbers)`,
  twilio: msg`Twilio`,
};

function OwnOrPlatform({ own, name }: { own: boolean; name: string }) {
  const { t } = useLingui();
  return (
    <Badge tone={own ? 'success' : 'neutral'}>
      {own ? t`Your ${name} account` : t`The platform's account`}
    </Badge>
  );
}

function PlatformView({ config }: { config: PlatformVoiceConfiguration }) {
  const { t } = useLingui();
  const voice = VOICE_PROVIDER_NAMES[config.voice_provider];
  const telephony = TELEPHONY_PROVIDER_NAMES[config.telephony_provider];
  return (
    <SettingsSection title={t`Platform providers`}>
      <DescriptionList>
        <dt>
          <Trans>Voice platform</Trans>
        </dt>
        <dd>{voice ? t(voice) : config.voice_provider}</dd>
        <dt>
          <Trans>Phone numbers</Trans>
        </dt>
        <dd>{telephony ? t(telephony) : config.telephony_provider}</dd>
        <dt>
          <Trans>ElevenLabs voices</Trans>
        </dt>
        <dd>
          <Badge tone={config.elevenlabs_configured ? 'success' : 'warning'}>
            {config.elevenlabs_configured ? t`Account voices` : t`Built-in list`}
          </Badge>
        </dd>
      </DescriptionList>
      <p>
        <Trans>
          The platform&apos;s providers and keys are set in the server&apos;s environment
          (VOICE_PROVIDER, VAPI_API_KEY, TELEPHONY_PROVIDER, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN,
          ELEVENLABS_API_KEY) and are never shown here. Each reseller admin may enter its own keys
          on this page of its site.
        </Trans>
      </p>
    </SettingsSection>
  );
}

function RemoveKeys() {
  const { t } = useLingui();
  const remove = useRemoveVoiceConfiguration();
  return (
    <RemoveKeysButton
      remove={remove}
      failedMessage={t`Failed to remove the voice keys`}
      title={t`Remove your voice keys?`}
      message={t`New assistants and phone numbers will use the platform's accounts until you save new keys.`}
    />
  );
}

function hasAnyKey(config: ResellerVoiceConfiguration): boolean {
  return config.uses_own_vapi || config.uses_own_twilio || config.uses_own_elevenlabs;
}

const emptySecrets = (sid: string | null): Values => ({
  vapi_api_key: '',
  twilio_account_sid: sid ?? '',
  twilio_auth_token: '',
  elevenlabs_api_key: '',
});

function ResellerForm({ config }: { config: ResellerVoiceConfiguration }) {
  const { t } = useLingui();
  const save = useSaveVoiceConfiguration();
  const keysForm = useSaveForm({
    initialValues: emptySecrets(config.twilio_account_sid),
    validationSchema: voiceConfigurationSchema,
    save: (values) =>
      save.mutateAsync({
        vapi_api_key: values.vapi_api_key.trim(),
        twilio_account_sid: values.twilio_account_sid.trim(),
        twilio_auth_token: values.twilio_auth_token.trim(),
        elevenlabs_api_key: values.elevenlabs_api_key.trim(),
      }),
    onSaved: (reply, helpers) =>
      helpers.resetForm({ values: emptySecrets(reply.data.twilio_account_sid) }),
    failedMessage: t`Failed to save voice configuration`,
  });
  const { form, errorOf, onChange } = keysForm;

  const secretField = (field: SecretName, label: string, masked: string | null, unset: string) => (
    <SecretField
      form={keysForm}
      id={`voice-${field.replace(/_/g, '-')}`}
      name={field}
      label={label}
      masked={masked}
      unsetHint={unset}
    />
  );

  return (
    <>
      <SettingsSection title={t`Status`}>
        <DescriptionList>
          <dt>
            <Trans>Voice platform</Trans>
          </dt>
          <dd>
            <OwnOrPlatform own={config.uses_own_vapi} name="Vapi" />
          </dd>
          <dt>
            <Trans>Phone numbers</Trans>
          </dt>
          <dd>
            <OwnOrPlatform own={config.uses_own_twilio} name="Twilio" />
          </dd>
          <dt>
            <Trans>ElevenLabs voices</Trans>
          </dt>
          <dd>
            <OwnOrPlatform own={config.uses_own_elevenlabs} name="ElevenLabs" />
          </dd>
        </DescriptionList>
        <p>
          <Trans>
            With your own keys, your customers&apos; assistants run on your Vapi account, their
            phone numbers are bought on your Twilio account, and the editor lists your ElevenLabs
            voices. Without them, the platform&apos;s accounts are used.
          </Trans>
        </p>
      </SettingsSection>
      <SettingsSection title={t`Provider keys`}>
        <form noValidate onSubmit={form.handleSubmit} aria-label={t`Voice provider keys`}>
          {secretField(
            'vapi_api_key',
            t`Vapi private API key`,
            config.vapi_api_key_masked,
            t`Optional: the platform's Vapi account is used without it.`,
          )}
          <FormField
            label={t`Twilio Account SID`}
            htmlFor="voice-twilio-account-sid"
            error={errorOf('twilio_account_sid')}
            hint={t`Starts with AC. Leave blank to use the platform's phone numbers.`}
          >
            <TextInput
              {...fieldA11y('voice-twilio-account-sid', errorOf('twilio_account_sid'), {
                hint: true,
              })}
              name="twilio_account_sid"
              autoComplete="off"
              spellCheck={false}
              placeholder={SID_PLACEHOLDER}
              value={form.values.twilio_account_sid}
              onChange={onChange}
              onBlur={form.handleBlur}
            />
          </FormField>
          {secretField(
            'twilio_auth_token',
            t`Twilio auth token`,
            config.twilio_auth_token_masked,
            t`Required with an Account SID.`,
          )}
          {secretField(
            'elevenlabs_api_key',
            t`ElevenLabs API key`,
            config.elevenlabs_api_key_masked,
            t`Optional: the platform's voice list is shown without it.`,
          )}
          <SaveKeysActions
            submitting={form.isSubmitting}
            removeKeys={hasAnyKey(config) || config.twilio_account_sid ? <RemoveKeys /> : null}
          />
        </form>
      </SettingsSection>
    </>
  );
}

/** /admin/voice-configuration: a reseller admin's own Vapi, Twilio and ElevenLabs keys; the platform's for admins. */
export default function VoiceConfigurationPage() {
  const { t } = useLingui();
  const query = useVoiceConfigurationQuery();
  return (
    <ProviderSettingsPage
      title={t`Voice Configuration`}
      subtitle={t`The accounts your assistants, phone numbers and voices come from. Keys are stored encrypted and never shown again.`}
      query={query}
      loadingText={t`Loading voice configuration...`}
      failedText={t`Failed to load voice configuration`}
      PlatformView={PlatformView}
      ResellerForm={ResellerForm}
    />
  );
}
