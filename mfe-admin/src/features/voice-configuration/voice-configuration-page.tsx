import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { fieldErrors, serverMessage } from '@voice/api-client';
import type { PlatformVoiceConfiguration, ResellerVoiceConfiguration } from '@voice/contracts';
import { voiceConfigurationSchema } from '@voice/contracts/schemas';
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
import { useVoiceConfigurationQuery } from './api/get-voice-configuration';
import { useRemoveVoiceConfiguration } from './api/remove-voice-configuration';
import { useSaveVoiceConfiguration } from './api/save-voice-configuration';

export const VOICE_LOAD_FAILED = 'Failed to load voice configuration';
export const VOICE_SAVE_FAILED = 'Failed to save voice configuration';
export const VOICE_REMOVE_FAILED = 'Failed to remove the voice keys';

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
  vapi_api_key: string;
  twilio_account_sid: string;
  twilio_auth_token: string;
  elevenlabs_api_key: string;
}
type Field = keyof Values;
type SecretField = Exclude<Field, 'twilio_account_sid'>;

const VOICE_PROVIDER_NAMES: Record<string, string> = {
  sandbox: 'Sandbox (assistants kept locally)',
  vapi: 'Vapi',
};
const TELEPHONY_PROVIDER_NAMES: Record<string, string> = {
  sandbox: 'Sandbox (test numbers)',
  twilio: 'Twilio',
};

function OwnOrPlatform({ own, name }: { own: boolean; name: string }) {
  return (
    <Badge tone={own ? 'success' : 'neutral'}>
      {own ? `Your ${name} account` : "The platform's account"}
    </Badge>
  );
}

function PlatformView({ config }: { config: PlatformVoiceConfiguration }) {
  return (
    <Section>
      <h2>Platform providers</h2>
      <DescriptionList>
        <dt>Voice platform</dt>
        <dd>{VOICE_PROVIDER_NAMES[config.voice_provider] ?? config.voice_provider}</dd>
        <dt>Phone numbers</dt>
        <dd>{TELEPHONY_PROVIDER_NAMES[config.telephony_provider] ?? config.telephony_provider}</dd>
        <dt>ElevenLabs voices</dt>
        <dd>
          <Badge tone={config.elevenlabs_configured ? 'success' : 'warning'}>
            {config.elevenlabs_configured ? 'Account voices' : 'Built-in list'}
          </Badge>
        </dd>
      </DescriptionList>
      <p>
        The platform&apos;s providers and keys are set in the server&apos;s environment
        (VOICE_PROVIDER, VAPI_API_KEY, TELEPHONY_PROVIDER, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN,
        ELEVENLABS_API_KEY) and are never shown here. Each reseller admin may enter its own keys on
        this page of its site.
      </p>
    </Section>
  );
}

/** Removing every saved key: confirmed first, since the tenant then uses the platform's accounts. */
function RemoveKeys() {
  const toast = useToast();
  const remove = useRemoveVoiceConfiguration();
  const [confirming, setConfirming] = useState(false);
  const onConfirm = async () => {
    try {
      const reply = await remove.mutateAsync();
      toast.success(reply.message);
    } catch (error) {
      toast.error(serverMessage(error) ?? VOICE_REMOVE_FAILED);
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
        title="Remove your voice keys?"
        message="New assistants and phone numbers will use the platform's accounts until you save new keys."
        confirmLabel="Yes, remove them"
        busy={remove.isPending}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
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
  const toast = useToast();
  const save = useSaveVoiceConfiguration();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const form = useFormik<Values>({
    initialValues: emptySecrets(config.twilio_account_sid),
    enableReinitialize: true,
    validationSchema: voiceConfigurationSchema,
    onSubmit: async (values, helpers) => {
      setServerErrors({});
      try {
        const reply = await save.mutateAsync({
          vapi_api_key: values.vapi_api_key.trim(),
          twilio_account_sid: values.twilio_account_sid.trim(),
          twilio_auth_token: values.twilio_auth_token.trim(),
          elevenlabs_api_key: values.elevenlabs_api_key.trim(),
        });
        toast.success(reply.message);
        helpers.resetForm({ values: emptySecrets(reply.data.twilio_account_sid) });
      } catch (error) {
        const fields = fieldErrors(error) ?? {};
        setServerErrors(
          Object.fromEntries(Object.entries(fields).map(([key, list]) => [key, list[0] ?? ''])),
        );
        toast.error(serverMessage(error) ?? VOICE_SAVE_FAILED);
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

  const secretHint = (masked: string | null, unset: string): ReactNode =>
    masked ? (
      <>
        Saved: <Code>{masked}</Code>. Leave blank to keep it.
      </>
    ) : (
      unset
    );

  const secretField = (field: SecretField, label: string, masked: string | null, unset: string) => {
    const id = `voice-${field.replace(/_/g, '-')}`;
    return (
      <FormField label={label} htmlFor={id} error={errorOf(field)} hint={secretHint(masked, unset)}>
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
          <dt>Voice platform</dt>
          <dd>
            <OwnOrPlatform own={config.uses_own_vapi} name="Vapi" />
          </dd>
          <dt>Phone numbers</dt>
          <dd>
            <OwnOrPlatform own={config.uses_own_twilio} name="Twilio" />
          </dd>
          <dt>ElevenLabs voices</dt>
          <dd>
            <OwnOrPlatform own={config.uses_own_elevenlabs} name="ElevenLabs" />
          </dd>
        </DescriptionList>
        <p>
          With your own keys, your customers&apos; assistants run on your Vapi account, their phone
          numbers are bought on your Twilio account, and the editor lists your ElevenLabs voices.
          Without them, the platform&apos;s accounts are used.
        </p>
      </Section>
      <Section>
        <h2>Provider keys</h2>
        <form noValidate onSubmit={form.handleSubmit} aria-label="Voice provider keys">
          {secretField(
            'vapi_api_key',
            'Vapi private API key',
            config.vapi_api_key_masked,
            "Optional: the platform's Vapi account is used without it.",
          )}
          <FormField
            label="Twilio Account SID"
            htmlFor="voice-twilio-account-sid"
            error={errorOf('twilio_account_sid')}
            hint="Starts with AC. Leave blank to use the platform's phone numbers."
          >
            <TextInput
              {...fieldA11y('voice-twilio-account-sid', errorOf('twilio_account_sid'), {
                hint: true,
              })}
              name="twilio_account_sid"
              autoComplete="off"
              spellCheck={false}
              placeholder="AC..."
              value={form.values.twilio_account_sid}
              onChange={onChange}
              onBlur={form.handleBlur}
            />
          </FormField>
          {secretField(
            'twilio_auth_token',
            'Twilio auth token',
            config.twilio_auth_token_masked,
            'Required with an Account SID.',
          )}
          {secretField(
            'elevenlabs_api_key',
            'ElevenLabs API key',
            config.elevenlabs_api_key_masked,
            "Optional: the platform's voice list is shown without it.",
          )}
          <Actions>
            <Button type="submit" busy={form.isSubmitting}>
              {form.isSubmitting ? 'Saving...' : 'Save'}
            </Button>
            {hasAnyKey(config) || config.twilio_account_sid ? <RemoveKeys /> : null}
          </Actions>
        </form>
      </Section>
    </>
  );
}

/** /admin/voice-configuration: a reseller admin's own Vapi, Twilio and ElevenLabs keys; the platform's for admins. */
export default function VoiceConfigurationPage() {
  const query = useVoiceConfigurationQuery();
  return (
    <Page>
      <PageHeader
        title="Voice Configuration"
        subtitle="The accounts your assistants, phone numbers and voices come from. Keys are stored encrypted and never shown again."
      />
      {query.isPending ? <LoadingState text="Loading voice configuration..." /> : null}
      {query.isError ? <LoadError role="alert">{VOICE_LOAD_FAILED}</LoadError> : null}
      {query.data?.scope === 'platform' ? <PlatformView config={query.data} /> : null}
      {query.data?.scope === 'reseller' ? <ResellerForm config={query.data} /> : null}
    </Page>
  );
}
