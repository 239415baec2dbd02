import type { ChangeEvent } from 'react';
import { useFormikContext } from 'formik';
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
  WHITE_LABEL_PROVIDER_NAMES,
  whiteLabelOptions,
  withCurrent,
} from './options';
import { VoicePicker } from './voice-picker';

/**
 * Voice tab (spec 001 §2): provider (vapi and 11labs; the others Upcoming), voice, voice model (11labs,
 * openai, playht) and speed (speed providers only). A provider change resets voice, model and speed (§4).
 */
export function VoiceTab() {
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
        label="Provider"
        options={
          isMainHost
            ? providerOptions(VOICE_PROVIDERS, provider)
            : whiteLabelOptions(WHITE_LABEL_PROVIDER_NAMES.voice, provider)
        }
        onChange={changeProvider}
        required
      />
      <VoicePicker />
      {models ? (
        <SelectField
          path="voice.model"
          label="Voice model"
          options={[
            // A saved voice without a model uses the provider's default.
            ...(model ? [] : [{ value: '', label: 'Provider default' }]),
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
          label="Speed"
          min={VOICE_SPEED_MIN}
          max={VOICE_SPEED_MAX}
          step={VOICE_SPEED_STEP}
          numberInput
          hint="0.25 (slow) to 4 (fast); 1 is normal speed."
        />
      ) : null}
    </>
  );
}
