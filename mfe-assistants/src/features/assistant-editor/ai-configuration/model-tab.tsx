import type { ChangeEvent } from 'react';
import { useFormikContext } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  MODEL_PROVIDERS,
  MODELS_BY_PROVIDER,
  type AssistantFormPayload,
  type ModelProvider,
} from '@voice/contracts';
import { useBranding } from '@voice/ui';
import { FieldRow, SelectField } from '../form-controls';
import { NumberField, SliderField, SubHeading } from './controls';
import { MessagesList } from './messages-list';
import { StopList } from './stop-list';
import { SystemPromptPreview } from './system-prompt-preview';
import { ToolsList } from './tools-list';
import {
  providerOptions,
  whiteLabelProviderNames,
  whiteLabelOptions,
  withCurrent,
} from './options';

/** Model tab (spec 001 §2): provider and model, sampling settings, stop sequences, messages and tools. */
export function ModelTab() {
  const { t } = useLingui();
  const { values, setFieldValue } = useFormikContext<AssistantFormPayload>();
  const { provider, model } = values.model;
  const models = MODELS_BY_PROVIDER[provider] ?? [];
  const { isMainHost } = useBranding();

  const changeProvider = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value as ModelProvider;
    const nextModels = MODELS_BY_PROVIDER[next] ?? [];
    void setFieldValue('model.provider', next);
    if (!nextModels.includes(model)) void setFieldValue('model.model', nextModels[0] ?? '');
  };

  return (
    <>
      <FieldRow>
        <SelectField
          path="model.provider"
          label={t`Provider`}
          options={
            isMainHost
              ? providerOptions(MODEL_PROVIDERS, provider)
              : whiteLabelOptions(whiteLabelProviderNames().model, provider)
          }
          onChange={changeProvider}
          required
        />
        <SelectField
          path="model.model"
          label={t`Model`}
          options={withCurrent(
            models.map((value) => ({ value, label: value })),
            model,
          )}
          required
        />
      </FieldRow>
      <SliderField
        path="model.temperature"
        label={t`Temperature`}
        min={0}
        max={2}
        step={0.1}
        numberInput
        hint={t`Lower is more focused, higher more creative (0 to 2).`}
      />
      <FieldRow>
        <NumberField path="model.maxTokens" label={t`Max tokens`} min={1} step={1} />
        <NumberField path="model.topP" label={t`Top P`} min={0} max={1} step={0.01} />
        <NumberField
          path="model.frequencyPenalty"
          label={t`Frequency penalty`}
          min={-2}
          max={2}
          step={0.01}
        />
        <NumberField
          path="model.presencePenalty"
          label={t`Presence penalty`}
          min={-2}
          max={2}
          step={0.01}
        />
      </FieldRow>
      <SubHeading>
        <Trans>Stop sequences</Trans>
      </SubHeading>
      <StopList />
      <SubHeading>
        <Trans>Messages</Trans>
      </SubHeading>
      <MessagesList />
      <SystemPromptPreview />
      <SubHeading>
        <Trans>Tools</Trans>
      </SubHeading>
      <ToolsList />
    </>
  );
}
