import type { ChangeEvent } from 'react';
import { useFormikContext } from 'formik';
import { useLingui } from '@lingui/react/macro';
import {
  SPEED_VOICE_PROVIDERS,
  VOICE_MODELS_BY_PROVIDER,
  VOICE_PROVIDERS,
  VOICE_SPEED_MAX,
  VOICE_SPEED_MIN,
  VOICE_SPEED_STEP,
  voiceForProvider,
  type AssistantFormPayload,
  type VoiceProvider,
} from '@voice/contracts';
import { useBranding } from '@voice/ui';
import { SelectField } from '../form-controls';
import { SliderField } from './controls';
import {
  providerOptions,
  whiteLabelProviderNames,
  whiteLabelOptions,
  withCurrent,
} from './options';
import { VoicePicker } from './voice-picker';

/**
 * Voice tab (spec 001 §2): provider (vapi and 11labs; the others Upcoming), voice, voice model (11labs,
 * openai, playht) and speed (speed providers only). A provider change resets voice, model and speed (§4).
 */
export function VoiceTab() {
  const { t } = useLingui();
  const { values, setFieldValue } = useFormikContext<AssistantFormPayload>();
  const { provider, model } = values.voice;
  const models = VOICE_MODELS_BY_PROVIDER[provider];
  const { isMainHost } = useBranding();

  const changeProvider = (event: ChangeEvent<HTMLSelectElement>) =>
    void setFieldValue('voice', voiceForProvider(event.target.value as VoiceProvider));

  return (
    <>
      <SelectField
        path="voice.provider"
        label={t`Provider`}
        options={
          isMainHost
            ? providerOptions(VOICE_PROVIDERS, provider)
            : whiteLabelOptions(whiteLabelProviderNames().voice, provider)
        }
        onChange={changeProvider}
        required
      />
      <VoicePicker />
      {models ? (
        <SelectField
          path="voice.model"
          label={t`Voice model`}
          options={[
            // A saved voice without a model uses the provider's default.
            ...(model ? [] : [{ value: '', label: t`Provider default` }]),
            ...withCurrent(
              models.map((value) => ({ value, label: value })),
              model,
            ),
          ]}
        />
      ) : null}
      {SPEED_VOICE_PROVIDERS.includes(provider) ? (
        <SliderField
          path="voice.speed"
          label={t`Speed`}
          min={VOICE_SPEED_MIN}
          max={VOICE_SPEED_MAX}
          step={VOICE_SPEED_STEP}
          numberInput
          hint={t`0.25 (slow) to 4 (fast); 1 is normal speed.`}
        />
      ) : null}
    </>
  );
}
