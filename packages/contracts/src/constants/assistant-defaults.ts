import type {
  AnalysisPlan,
  ArtifactPlan,
  AssistantFormPayload,
  AssistantMetadata,
  AssistantModel,
  AssistantTemplate,
  AssistantTranscriber,
  AssistantVoice,
} from '../entities/assistant';
import {
  DEFAULT_COUNTRY,
  DEFAULT_OPENAI_MODEL,
  DEFAULT_TRANSCRIBER_MODEL,
  VOICE_MODELS_BY_PROVIDER,
  VOICES_BY_PROVIDER,
  type FirstMessageMode,
  type TranscriberProvider,
  type VoiceProvider,
} from './assistant-options';

/**
 * Defaults of the assistant form (spec 001 §3). Read-only: use createAssistantFormDefaults() for a copy. The ones
 * the form schema reads (its .default()s) have their types inferred, not annotated with the form's types: those
 * are derived from the schema (entities/assistant.ts), which would make a cycle; createAssistantFormDefaults
 * checks them against the form's type.
 */

export const DEFAULT_SYSTEM_MESSAGE = Object.freeze({
  role: 'system',
  content: '',
  contentType: 'text',
  imageUrl: '',
});

export const DEFAULT_MODEL = Object.freeze({
  provider: 'openai',
  model: DEFAULT_OPENAI_MODEL,
  temperature: 1,
  maxTokens: 1000,
  topP: 1,
  frequencyPenalty: 0,
  presencePenalty: 0,
  stop: [],
  messages: [DEFAULT_SYSTEM_MESSAGE],
  tools: [],
});

export const DEFAULT_VOICE = Object.freeze({
  provider: 'vapi',
  voiceId: 'Spencer',
  speed: 1,
});

export const DEFAULT_TRANSCRIBER = Object.freeze({
  provider: 'deepgram',
  language: 'en',
  model: 'nova-2',
  confidenceThreshold: 0.4,
  formatTurns: true,
  endOfTurnConfidenceThreshold: 0.7,
  minEndOfTurnSilenceWhenConfident: 160,
  wordFinalizationMaxWaitTime: 160,
  maxTurnSilence: 400,
  realtimeUrl: '',
  wordBoost: [],
  endUtteranceSilenceThreshold: 1.1,
  disablePartialTranscripts: false,
  fallbackPlan: null,
});

export const DEFAULT_SUMMARY_PROMPT =
  'You are an expert note-taker. Summarize the call in 2-3 sentences, highlighting the key points and any next steps.';
export const DEFAULT_SUCCESS_EVALUATION_PROMPT =
  'You are an expert call evaluator. Decide whether the call achieved its goal using the checklist.';
export const DEFAULT_STRUCTURED_DATA_PROMPT =
  'You are an expert data extractor. Extract the requested fields from the call transcript.';

export const DEFAULT_CHECKLIST: readonly Readonly<{ checked: boolean; text: string }>[] =
  Object.freeze([
    Object.freeze({ checked: true, text: 'Customer inquiry was addressed' }),
    Object.freeze({ checked: true, text: 'Appropriate information was provided' }),
    Object.freeze({ checked: true, text: 'Call ended professionally' }),
  ]);

export const DEFAULT_ANALYSIS_PLAN = Object.freeze({
  summary: true,
  summaryPrompt: DEFAULT_SUMMARY_PROMPT,
  summaryTimeout: 10,
  minMessages: 2,
  successEvaluation: false,
  successEvaluationPrompt: DEFAULT_SUCCESS_EVALUATION_PROMPT,
  successEvaluationTimeout: 10,
  checklist: DEFAULT_CHECKLIST,
  structuredData: false,
  structuredDataPrompt: DEFAULT_STRUCTURED_DATA_PROMPT,
  structuredDataTimeout: 10,
  dataSchema: [],
  sentiment: false,
  topics: false,
  entities: false,
  actionItems: false,
  followUps: false,
});

export const DEFAULT_ARTIFACT_PLAN = Object.freeze({
  recording: false,
  transcript: false,
  summary: false,
  analysis: false,
});

/**
 * The platform's demo webhook receiver, `<site>/api/webhook-inbox/<token>` (a new assistant's preset webhook URL).
 * Valid on any host, `localhost` included (the generic URL rule asks for a dotted host); the server accepts a
 * private host only when it is one of the platform's own sites.
 */
export const DEMO_RECEIVER_URL_PATTERN =
  /^https?:\/\/[^\s/?#@]+\/api\/webhook-inbox\/[A-Za-z0-9_-]{20,64}$/;

export const DEFAULT_METADATA: Readonly<AssistantMetadata> = Object.freeze({
  company_name: '',
  industry: '',
  country: DEFAULT_COUNTRY,
  services_products: '',
  sms_phone_number: '',
  assistant_phone_number: '',
  webhook_url: '',
});

export const DEFAULT_ASSISTANT_TYPE = 'demo' as const;
export const DEFAULT_FIRST_MESSAGE_MODE: FirstMessageMode = 'assistant-speaks-first';

/** The default template (spec 001 §3): used when GET /api/assistant-templates gives nothing. */
export const DEFAULT_TEMPLATE: Readonly<AssistantTemplate> = Object.freeze({
  system_prompt: [
    'You are a friendly and professional AI phone assistant for {{company_name}}, a company in the {{company_industry}} industry.',
    '',
    'Company profile:',
    '- Name: {{company_name}}',
    '- Industry: {{company_industry}}',
    '- Services and products: {{company_services}}',
    '',
    'Answer callers\u2019 questions about {{company_name}} and its services, help them book appointments, take their contact details and messages, and keep your answers short, clear and polite. If you do not know an answer, offer to have a team member call back.',
  ].join('\n'),
  first_message: 'Hello! Thank you for calling {{company_name}}. How can I help you today?',
  end_call_message: 'Thank you for calling {{company_name}}. Have a great day!',
});

/** Company values that fill the template variables. */
export interface TemplateValues {
  company_name?: string | null;
  industry?: string | null;
  services_products?: string | null;
}

/**
 * Replaces {{company_name}}, {{company_industry}} and {{company_services}} (spaces inside braces allowed). An
 * empty value takes its leading space with it (unless a word follows directly): 'Thank you for calling.' while
 * the company name is still empty, never 'Thank you for calling .'.
 */
export function applyTemplateVariables(text: string, values: TemplateValues): string {
  const map: Record<string, string> = {
    company_name: (values.company_name ?? '').trim(),
    company_industry: (values.industry ?? '').trim(),
    company_services: (values.services_products ?? '').trim(),
  };
  return text.replace(
    / ?\{\{\s*(company_name|company_industry|company_services)\s*\}\}/g,
    (match: string, key: string, offset: number, whole: string) => {
      const value = map[key] ?? '';
      const space = match.startsWith(' ') ? ' ' : '';
      if (value) return `${space}${value}`;
      const next = whole.charAt(offset + match.length);
      return next === '' || /[\s.,!?;:]/.test(next) ? '' : space;
    },
  );
}

/** The assistant name follows the company name: '<company> Assistant', or '' when it is empty. */
export function assistantNameFromCompany(companyName: string | null | undefined): string {
  const name = (companyName ?? '').trim();
  return name ? `${name} Assistant` : '';
}

/** A voice after a provider change: first voice and model of the provider, speed 1 (spec 001 §4). */
export function voiceForProvider(provider: VoiceProvider): AssistantVoice {
  const voice: AssistantVoice = {
    provider,
    voiceId: VOICES_BY_PROVIDER[provider]?.[0]?.value ?? '',
    speed: 1,
  };
  const model = VOICE_MODELS_BY_PROVIDER[provider]?.[0];
  if (model) voice.model = model;
  return voice;
}

/** A transcriber after a provider change: en, 0.4, format turns, the provider's model (spec 001 §4). */
export function transcriberForProvider(
  provider: TranscriberProvider,
  current: AssistantTranscriber = DEFAULT_TRANSCRIBER,
): AssistantTranscriber {
  return {
    ...current,
    provider,
    language: 'en',
    confidenceThreshold: 0.4,
    formatTurns: true,
    model: DEFAULT_TRANSCRIBER_MODEL[provider],
  };
}

/** A deep copy's type: the frozen defaults' readonly arrays and properties, writable. */
type Mutable<T> = T extends readonly (infer I)[]
  ? Mutable<I>[]
  : T extends object
    ? { -readonly [K in keyof T]: Mutable<T[K]> }
    : T;

/** A fresh, mutable copy of the form's initial values (create mode). */
export function createAssistantFormDefaults(
  template: AssistantTemplate = DEFAULT_TEMPLATE,
): AssistantFormPayload {
  // A deep, mutable copy; the assignments below check each default against the form's type.
  const copy = <T>(value: T): Mutable<T> => JSON.parse(JSON.stringify(value)) as Mutable<T>;
  const model: AssistantModel = copy(DEFAULT_MODEL);
  const first = model.messages[0];
  if (first) first.content = template.system_prompt;
  const voice: AssistantVoice = copy(DEFAULT_VOICE);
  const transcriber: AssistantTranscriber = copy(DEFAULT_TRANSCRIBER);
  const analysisPlan: AnalysisPlan = copy(DEFAULT_ANALYSIS_PLAN);
  const artifactPlan: ArtifactPlan = copy(DEFAULT_ARTIFACT_PLAN);
  return {
    name: '',
    type: DEFAULT_ASSISTANT_TYPE,
    model,
    voice,
    transcriber,
    analysisPlan,
    artifactPlan,
    firstMessage: template.first_message,
    firstMessageMode: DEFAULT_FIRST_MESSAGE_MODE,
    firstMessageInterruptionsEnabled: false,
    endCallMessage: template.end_call_message,
    metadata: copy(DEFAULT_METADATA),
    user_id: null,
    selected_phone_number: null,
  };
}
