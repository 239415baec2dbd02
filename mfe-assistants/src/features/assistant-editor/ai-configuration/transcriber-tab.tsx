import type { ChangeEvent } from 'react';
import { useFormikContext } from 'formik';
import { useLingui } from '@lingui/react/macro';
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
import { whiteLabelOptions, whiteLabelProviderNames, withCurrent } from './options';

// Brand names, the same in every language.
const PROVIDER_LABELS: Record<TranscriberProvider, string> = {
  // eslint-disable-next-line lingui/no-unlocalized-strings
  deepgram: 'Deepgram',
  // eslint-disable-next-line lingui/no-unlocalized-strings
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
  const { t } = useLingui();
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
          label={t`Provider`}
          options={
            isMainHost
              ? withCurrent(PROVIDER_OPTIONS, provider)
              : whiteLabelOptions(whiteLabelProviderNames().transcriber, provider)
          }
          onChange={changeProvider}
          required
        />
        <SelectField
          path="transcriber.language"
          label={t`Language`}
          options={withCurrent([...LANGUAGES], language)}
          required
        />
        <SelectField
          path="transcriber.model"
          label={t`Model`}
          options={withCurrent(
            models.map((value) => ({ value, label: value })),
            model,
          )}
          required
        />
      </FieldRow>
      <SliderField
        path="transcriber.confidenceThreshold"
        label={t`Confidence threshold`}
        min={CONFIDENCE_MIN}
        max={CONFIDENCE_MAX}
        step={CONFIDENCE_STEP}
        hint={t`Transcripts below this confidence (0 to 1) are ignored.`}
      />
      <CheckboxField path="transcriber.formatTurns" label={t`Format turns`} />
    </>
  );
}
