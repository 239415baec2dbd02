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

const FEATURE_LABELS: Record<AnalysisFeature, string> = {
  sentiment: 'Sentiment analysis',
  topics: 'Topics',
  entities: 'Entities',
  actionItems: 'Action items',
  followUps: 'Follow-ups',
};

const ARTIFACT_LABELS: Record<keyof ArtifactPlan, string> = {
  recording: 'Save the recording',
  transcript: 'Save the transcript',
  summary: 'Save the summary',
  analysis: 'Save the analysis',
};
const ARTIFACTS = Object.keys(ARTIFACT_LABELS) as (keyof ArtifactPlan)[];

const TIMEOUT_HINT = `${ANALYSIS_TIMEOUT_MIN} to ${ANALYSIS_TIMEOUT_MAX} seconds.`;

/**
 * Section 4 of the editor (spec 001 §2, §3): the post-call analysis plan (summary, success evaluation,
 * structured data, other features) and the artifact plan.
 */
export function AnalysisSection() {
  return (
    <EditorSection id="analysis" title="Analysis Configuration">
      <SubHeading>Summary</SubHeading>
      <CheckboxField path="analysisPlan.summary" label="Generate a call summary" />
      <TextAreaField path="analysisPlan.summaryPrompt" label="Summary prompt" rows={3} />
      <FieldRow>
        <NumberField
          path="analysisPlan.summaryTimeout"
          label="Summary timeout (seconds)"
          min={ANALYSIS_TIMEOUT_MIN}
          max={ANALYSIS_TIMEOUT_MAX}
          hint={TIMEOUT_HINT}
        />
        <NumberField
          path="analysisPlan.minMessages"
          label="Minimum messages"
          min={MIN_MESSAGES_MIN}
          max={MIN_MESSAGES_MAX}
          hint={`Calls with fewer messages (${MIN_MESSAGES_MIN} to ${MIN_MESSAGES_MAX}) are not summarised.`}
        />
      </FieldRow>

      <SubHeading>Success evaluation</SubHeading>
      <CheckboxField
        path="analysisPlan.successEvaluation"
        label="Evaluate whether the call succeeded"
      />
      <TextAreaField
        path="analysisPlan.successEvaluationPrompt"
        label="Success evaluation prompt"
        rows={3}
      />
      <NumberField
        path="analysisPlan.successEvaluationTimeout"
        label="Success evaluation timeout (seconds)"
        min={ANALYSIS_TIMEOUT_MIN}
        max={ANALYSIS_TIMEOUT_MAX}
        hint={TIMEOUT_HINT}
      />
      <ChecklistEditor />

      <SubHeading>Structured data</SubHeading>
      <CheckboxField path="analysisPlan.structuredData" label="Extract structured data" />
      <TextAreaField
        path="analysisPlan.structuredDataPrompt"
        label="Structured data prompt"
        rows={3}
      />
      <NumberField
        path="analysisPlan.structuredDataTimeout"
        label="Structured data timeout (seconds)"
        min={ANALYSIS_TIMEOUT_MIN}
        max={ANALYSIS_TIMEOUT_MAX}
        hint={TIMEOUT_HINT}
      />
      <DataSchemaEditor />

      <SubHeading>Other features</SubHeading>
      {ANALYSIS_FEATURES.map((feature) => (
        <CheckboxField
          key={feature}
          path={`analysisPlan.${feature}`}
          label={FEATURE_LABELS[feature]}
        />
      ))}

      <SubHeading>Artifact plan</SubHeading>
      {ARTIFACTS.map((artifact) => (
        <CheckboxField
          key={artifact}
          path={`artifactPlan.${artifact}`}
          label={ARTIFACT_LABELS[artifact]}
        />
      ))}
    </EditorSection>
  );
}
