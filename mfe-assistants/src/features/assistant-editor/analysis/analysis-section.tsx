import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ANALYSIS_FEATURES,
  ANALYSIS_TIMEOUT_MAX,
  ANALYSIS_TIMEOUT_MIN,
  MIN_MESSAGES_MAX,
  MIN_MESSAGES_MIN,
  type AnalysisFeature,
  type ArtifactPlan,
} from '@voice/contracts';
import { EditorSection, FieldRow, TextAreaField } from '../form-controls';
import { CheckboxField, NumberField, SubHeading } from '../ai-configuration/controls';
import { ChecklistEditor } from './checklist-editor';
import { DataSchemaEditor } from './data-schema-editor';

const FEATURE_LABELS: Record<AnalysisFeature, MessageDescriptor> = {
  sentiment: msg`Sentiment analysis`,
  topics: msg`Topics`,
  entities: msg`Entities`,
  actionItems: msg`Action items`,
  followUps: msg`Follow-ups`,
};

const ARTIFACT_LABELS: Record<keyof ArtifactPlan, MessageDescriptor> = {
  recording: msg`Save the recording`,
  transcript: msg`Save the transcript`,
  summary: msg`Save the summary`,
  analysis: msg`Save the analysis`,
};
const ARTIFACTS = Object.keys(ARTIFACT_LABELS) as (keyof ArtifactPlan)[];

/**
 * Section 4 of the editor (spec 001 §2, §3): the post-call analysis plan (summary, success evaluation,
 * structured data, other features) and the artifact plan.
 */
export function AnalysisSection() {
  const { t } = useLingui();
  const min = ANALYSIS_TIMEOUT_MIN;
  const max = ANALYSIS_TIMEOUT_MAX;
  const timeoutHint = t`${min} to ${max} seconds.`;
  const minMessages = MIN_MESSAGES_MIN;
  const maxMessages = MIN_MESSAGES_MAX;
  return (
    <EditorSection id="analysis" title={t`Analysis Configuration`}>
      <SubHeading>
        <Trans>Summary</Trans>
      </SubHeading>
      <CheckboxField path="analysisPlan.summary" label={t`Generate a call summary`} />
      <TextAreaField path="analysisPlan.summaryPrompt" label={t`Summary prompt`} rows={3} />
      <FieldRow>
        <NumberField
          path="analysisPlan.summaryTimeout"
          label={t`Summary timeout (seconds)`}
          min={ANALYSIS_TIMEOUT_MIN}
          max={ANALYSIS_TIMEOUT_MAX}
          hint={timeoutHint}
        />
        <NumberField
          path="analysisPlan.minMessages"
          label={t`Minimum messages`}
          min={MIN_MESSAGES_MIN}
          max={MIN_MESSAGES_MAX}
          hint={t`Calls with fewer messages (${minMessages} to ${maxMessages}) are not summarised.`}
        />
      </FieldRow>

      <SubHeading>
        <Trans>Success evaluation</Trans>
      </SubHeading>
      <CheckboxField
        path="analysisPlan.successEvaluation"
        label={t`Evaluate whether the call succeeded`}
      />
      <TextAreaField
        path="analysisPlan.successEvaluationPrompt"
        label={t`Success evaluation prompt`}
        rows={3}
      />
      <NumberField
        path="analysisPlan.successEvaluationTimeout"
        label={t`Success evaluation timeout (seconds)`}
        min={ANALYSIS_TIMEOUT_MIN}
        max={ANALYSIS_TIMEOUT_MAX}
        hint={timeoutHint}
      />
      <ChecklistEditor />

      <SubHeading>
        <Trans>Structured data</Trans>
      </SubHeading>
      <CheckboxField path="analysisPlan.structuredData" label={t`Extract structured data`} />
      <TextAreaField
        path="analysisPlan.structuredDataPrompt"
        label={t`Structured data prompt`}
        rows={3}
      />
      <NumberField
        path="analysisPlan.structuredDataTimeout"
        label={t`Structured data timeout (seconds)`}
        min={ANALYSIS_TIMEOUT_MIN}
        max={ANALYSIS_TIMEOUT_MAX}
        hint={timeoutHint}
      />
      <DataSchemaEditor />

      <SubHeading>
        <Trans>Other features</Trans>
      </SubHeading>
      {ANALYSIS_FEATURES.map((feature) => (
        <CheckboxField
          key={feature}
          path={`analysisPlan.${feature}`}
          label={t(FEATURE_LABELS[feature])}
        />
      ))}

      <SubHeading>
        <Trans>Artifact plan</Trans>
      </SubHeading>
      {ARTIFACTS.map((artifact) => (
        <CheckboxField
          key={artifact}
          path={`artifactPlan.${artifact}`}
          label={t(ARTIFACT_LABELS[artifact])}
        />
      ))}
    </EditorSection>
  );
}
