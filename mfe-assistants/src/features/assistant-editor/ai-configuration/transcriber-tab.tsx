import type { ChangeEvent } from 'react';
import { useFormikContext } from 'formik';
import {
  CONFIDENCE_MAX,
  CONFIDENCE_MIN,
  CONFIDENCE_STEP,
  LANGUAGES,
  TRANSCRIBER_MODELS_BY_PROVIDER,
  TRANSCRIBER_PROVIDERS,
  transcriberForProvider,
  type AssistantFormPayload,
  type TranscriberProvider,
} from '@voice/contracts';
import { useBranding } from '@voice/ui';
import { FieldRow, SelectField } from '../form-controls';
import { CheckboxField, SliderField } from './controls';
import { WHITE_LABEL_PROVIDER_NAMES, whiteLabelOptions, withCurrent } from './options';

const PROVIDER_LABELS: Record<TranscriberProvider, string> = {
  deepgram: 'Deepgram',
  '11labs': 'ElevenLabs',
};
const PROVIDER_OPTIONS = TRANSCRIBER_PROVIDERS.map((value) => ({
  value,
  label: PROVIDER_LABELS[value],
}));

/**
 * Transcriber tab (spec 001 §2): provider, language, model, confidence threshold and format turns. A provider
 * change resets language, confidence, format turns and model (§4).
 */
export function TranscriberTab() {
  const { values, setFieldValue } = useFormikContext<AssistantFormPayload>();
  const { provider, model, language } = values.transcriber;
  const models = TRANSCRIBER_MODELS_BY_PROVIDER[provider] ?? [];
  const { isMainHost } = useBranding();

  const changeProvider = (event: ChangeEvent<HTMLSelectElement>) =>
    void setFieldValue(
      'transcriber',
      transcriberForProvider(event.target.value as TranscriberProvider, values.transcriber),
    );

  return (
    <>
      <FieldRow>
        <SelectField
          path="transcriber.provider"
          label="Provider"
          options={
            isMainHost
              ? withCurrent(PROVIDER_OPTIONS, provider)
              : whiteLabelOptions(WHITE_LABEL_PROVIDER_NAMES.transcriber, provider)
          }
          onChange={changeProvider}
          required
        />
        <SelectField
          path="transcriber.language"
          label="Language"
          options={withCurrent([...LANGUAGES], language)}
          required
        />
        <SelectField
          path="transcriber.model"
          label="Model"
          options={withCurrent(
            models.map((value) => ({ value, label: value })),
            model,
          )}
          required
        />
      </FieldRow>
      <SliderField
        path="transcriber.confidenceThreshold"
        label="Confidence threshold"
        min={CONFIDENCE_MIN}
        max={CONFIDENCE_MAX}
        step={CONFIDENCE_STEP}
        hint="Transcripts below this confidence (0 to 1) are ignored."
      />
      <CheckboxField path="transcriber.formatTurns" label="Format turns" />
    </>
  );
}
