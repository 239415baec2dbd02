import { array, boolean, mixed, number, object, string } from 'yup';
import {
  ANALYSIS_TIMEOUT_MAX,
  ANALYSIS_TIMEOUT_MIN,
  AREA_CODE_MAX_LENGTH,
  ASSISTANT_TYPES,
  CONFIDENCE_MAX,
  CONFIDENCE_MIN,
  DATA_SCHEMA_TYPES,
  FIRST_MESSAGE_MODES,
  MESSAGE_CONTENT_TYPES,
  MESSAGE_ROLES,
  MIN_MESSAGES_MAX,
  MIN_MESSAGES_MIN,
  SPEED_VOICE_PROVIDERS,
  TOOL_TYPES,
  TRANSCRIBER_PROVIDERS,
  VOICE_SPEED_MAX,
  VOICE_SPEED_MIN,
} from '../constants/assistant-options';
import { AGENT_NAME_MAX_LENGTH } from '../constants/assistant-list';
import {
  DEFAULT_ANALYSIS_PLAN,
  DEFAULT_ARTIFACT_PLAN,
  DEFAULT_MODEL,
  DEFAULT_TRANSCRIBER,
  DEFAULT_VOICE,
  DEMO_RECEIVER_URL_PATTERN,
} from '../constants/assistant-defaults';

/**
 * The assistant form (spec 001 §5). Required checks carry the spec's exact messages; limits carry
 * our own. The assignee is required for admins: pass the context `{ requireAssignee: true }` to
 * validate(), or build the schema with createAssistantFormSchema({ requireAssignee: true }).
 */

export const ASSIGNEE_REQUIRED_MESSAGE = 'Please select a user to assign this assistant to';
export const SYSTEM_PROMPT_REQUIRED_MESSAGE = 'System Prompt is required';

const timeout = (label: string, fallback: number) =>
  number()
    .typeError(`${label} timeout must be a number`)
    .min(ANALYSIS_TIMEOUT_MIN, `${label} timeout must be between 1 and 60 seconds`)
    .max(ANALYSIS_TIMEOUT_MAX, `${label} timeout must be between 1 and 60 seconds`)
    .default(fallback);

const messageSchema = object({
  role: string().oneOf(MESSAGE_ROLES, 'Role must be system, user or assistant').default('system'),
  content: string().default(''),
  contentType: string()
    .oneOf(MESSAGE_CONTENT_TYPES, 'Content type must be text, image_url or function_call')
    .default('text'),
  imageUrl: string().trim().url('Image URL must be a valid URL').default(''),
});

const toolSchema = object({
  type: string().oneOf(TOOL_TYPES, 'Unknown tool type').required('Tool type is required'),
  function: object({
    name: string().trim().default('').max(64, 'Function name must be at most 64 characters'),
    description: string().default(''),
  })
    .default(undefined)
    .optional(),
}).test('function-name', 'Function name is required', function check(tool) {
  if (tool?.type !== 'function') return true;
  if (tool.function?.name?.trim()) return true;
  return this.createError({
    path: `${this.path}.function.name`,
    message: 'Function name is required',
  });
});

export const assistantModelSchema = object({
  provider: string().trim().required('Model provider is required').default(DEFAULT_MODEL.provider),
  model: string().trim().required('Model is required').default(DEFAULT_MODEL.model),
  temperature: number()
    .typeError('Temperature must be a number')
    .min(0, 'Temperature must be between 0 and 2')
    .max(2, 'Temperature must be between 0 and 2')
    .default(DEFAULT_MODEL.temperature),
  maxTokens: number()
    .typeError('Max tokens must be a number')
    .integer('Max tokens must be a whole number')
    .min(1, 'Max tokens must be at least 1')
    .default(DEFAULT_MODEL.maxTokens),
  topP: number()
    .typeError('Top P must be a number')
    .min(0, 'Top P must be between 0 and 1')
    .max(1, 'Top P must be between 0 and 1')
    .default(DEFAULT_MODEL.topP),
  frequencyPenalty: number()
    .typeError('Frequency penalty must be a number')
    .min(-2, 'Frequency penalty must be between -2 and 2')
    .max(2, 'Frequency penalty must be between -2 and 2')
    .default(DEFAULT_MODEL.frequencyPenalty),
  presencePenalty: number()
    .typeError('Presence penalty must be a number')
    .min(-2, 'Presence penalty must be between -2 and 2')
    .max(2, 'Presence penalty must be between -2 and 2')
    .default(DEFAULT_MODEL.presencePenalty),
  stop: array()
    .of(string().defined())
    .default(() => []),
  messages: array()
    .of(messageSchema)
    .default(() => [])
    .test('system-prompt', SYSTEM_PROMPT_REQUIRED_MESSAGE, function check(messages) {
      if (messages?.[0]?.content?.trim()) return true;
      return this.createError({
        path: `${this.path}[0].content`,
        message: SYSTEM_PROMPT_REQUIRED_MESSAGE,
      });
    }),
  tools: array()
    .of(toolSchema)
    .default(() => []),
  apiVersion: string().optional(),
});

export const assistantVoiceSchema = object({
  provider: string().trim().required('Voice provider is required').default(DEFAULT_VOICE.provider),
  voiceId: string().trim().required('Voice is required').default(DEFAULT_VOICE.voiceId),
  speed: number()
    .typeError('Voice speed must be a number')
    .default(DEFAULT_VOICE.speed)
    .when('provider', {
      is: (provider: string) => (SPEED_VOICE_PROVIDERS as readonly string[]).includes(provider),
      then: (s) =>
        s
          .min(VOICE_SPEED_MIN, 'Voice speed must be between 0.25 and 4')
          .max(VOICE_SPEED_MAX, 'Voice speed must be between 0.25 and 4'),
    }),
  model: string().optional(),
});

export const assistantTranscriberSchema = object({
  provider: string()
    .required('Transcriber provider is required')
    .oneOf(TRANSCRIBER_PROVIDERS, 'Transcriber provider must be deepgram or 11labs')
    .default(DEFAULT_TRANSCRIBER.provider),
  language: string().trim().required('Language is required').default(DEFAULT_TRANSCRIBER.language),
  model: string()
    .trim()
    .required('Transcriber model is required')
    .default(DEFAULT_TRANSCRIBER.model),
  confidenceThreshold: number()
    .typeError('Confidence threshold must be a number')
    .min(CONFIDENCE_MIN, 'Confidence threshold must be between 0 and 1')
    .max(CONFIDENCE_MAX, 'Confidence threshold must be between 0 and 1')
    .default(DEFAULT_TRANSCRIBER.confidenceThreshold),
  formatTurns: boolean().default(DEFAULT_TRANSCRIBER.formatTurns),
  endOfTurnConfidenceThreshold: number().default(DEFAULT_TRANSCRIBER.endOfTurnConfidenceThreshold),
  minEndOfTurnSilenceWhenConfident: number().default(
    DEFAULT_TRANSCRIBER.minEndOfTurnSilenceWhenConfident,
  ),
  wordFinalizationMaxWaitTime: number().default(DEFAULT_TRANSCRIBER.wordFinalizationMaxWaitTime),
  maxTurnSilence: number().default(DEFAULT_TRANSCRIBER.maxTurnSilence),
  realtimeUrl: string().trim().url('Realtime URL must be a valid URL').optional(),
  wordBoost: array()
    .of(string().defined())
    .default(() => []),
  endUtteranceSilenceThreshold: number().default(DEFAULT_TRANSCRIBER.endUtteranceSilenceThreshold),
  disablePartialTranscripts: boolean().default(DEFAULT_TRANSCRIBER.disablePartialTranscripts),
  fallbackPlan: mixed().nullable().default(null),
});

const checklistItemSchema = object({
  checked: boolean().default(false),
  text: string().default(''),
});

const dataSchemaPropertySchema = object({
  name: string().trim().required('Property name is required'),
  type: string()
    .oneOf(DATA_SCHEMA_TYPES, 'Type must be string, number, boolean, array or object')
    .default('string'),
  required: boolean().default(false),
  isEnum: boolean().default(false),
  description: string().default(''),
});

export const analysisPlanSchema = object({
  summary: boolean().default(DEFAULT_ANALYSIS_PLAN.summary),
  summaryPrompt: string().default(DEFAULT_ANALYSIS_PLAN.summaryPrompt),
  summaryTimeout: timeout('Summary', DEFAULT_ANALYSIS_PLAN.summaryTimeout),
  minMessages: number()
    .typeError('Minimum messages must be a number')
    .integer('Minimum messages must be a whole number')
    .min(MIN_MESSAGES_MIN, 'Minimum messages must be between 0 and 10')
    .max(MIN_MESSAGES_MAX, 'Minimum messages must be between 0 and 10')
    .default(DEFAULT_ANALYSIS_PLAN.minMessages),
  successEvaluation: boolean().default(DEFAULT_ANALYSIS_PLAN.successEvaluation),
  successEvaluationPrompt: string().default(DEFAULT_ANALYSIS_PLAN.successEvaluationPrompt),
  successEvaluationTimeout: timeout(
    'Success evaluation',
    DEFAULT_ANALYSIS_PLAN.successEvaluationTimeout,
  ),
  checklist: array()
    .of(checklistItemSchema)
    .default(() => DEFAULT_ANALYSIS_PLAN.checklist.map((item) => ({ ...item }))),
  structuredData: boolean().default(DEFAULT_ANALYSIS_PLAN.structuredData),
  structuredDataPrompt: string().default(DEFAULT_ANALYSIS_PLAN.structuredDataPrompt),
  structuredDataTimeout: timeout('Structured data', DEFAULT_ANALYSIS_PLAN.structuredDataTimeout),
  dataSchema: array()
    .of(dataSchemaPropertySchema)
    .default(() => []),
  sentiment: boolean().default(false),
  topics: boolean().default(false),
  entities: boolean().default(false),
  actionItems: boolean().default(false),
  followUps: boolean().default(false),
});

export const artifactPlanSchema = object({
  recording: boolean().default(DEFAULT_ARTIFACT_PLAN.recording),
  transcript: boolean().default(DEFAULT_ARTIFACT_PLAN.transcript),
  summary: boolean().default(DEFAULT_ARTIFACT_PLAN.summary),
  analysis: boolean().default(DEFAULT_ARTIFACT_PLAN.analysis),
});

const optionalPhone = () =>
  string().trim().nullable().optional().max(20, 'Phone number must be less than 20 characters');

export const assistantMetadataSchema = object({
  company_name: string().trim().required('Company Name is required'),
  industry: string().trim().required('Industry is required'),
  country: string().trim().required('Country is required'),
  services_products: string().trim().required('Services/Products is required'),
  sms_phone_number: optionalPhone(),
  assistant_phone_number: optionalPhone(),
  webhook_url: string()
    .trim()
    .nullable()
    .optional()
    .test(
      'url',
      'Webhook URL must be a valid URL',
      (value) =>
        !value || DEMO_RECEIVER_URL_PATTERN.test(value) || string().url().isValidSync(value),
    ),
  user_id: number().nullable().optional(),
  user_email: string().nullable().optional(),
  updated_at: string().nullable().optional(),
  analysisPlan: analysisPlanSchema.default(undefined).optional(),
  artifactPlan: artifactPlanSchema.default(undefined).optional(),
  type: string().oneOf(ASSISTANT_TYPES).optional(),
});

/** Options of createAssistantFormSchema. */
export interface AssistantFormSchemaOptions {
  /** Admins must pick the assignee ('Please select a user to assign this assistant to'). */
  requireAssignee?: boolean;
}

/** The assistant form schema; `requireAssignee` fixed, or taken from the `$requireAssignee` context. */
export function createAssistantFormSchema(options: AssistantFormSchemaOptions = {}) {
  const assignee = number().typeError(ASSIGNEE_REQUIRED_MESSAGE).nullable();
  return object({
    name: string()
      .trim()
      .required('Agent Name is required')
      .max(AGENT_NAME_MAX_LENGTH, 'Agent Name must be at most 40 characters'),
    type: string()
      .required('Assistant Type is required')
      .oneOf(ASSISTANT_TYPES, 'Assistant Type must be demo or production')
      .default('demo'),
    model: assistantModelSchema,
    voice: assistantVoiceSchema,
    transcriber: assistantTranscriberSchema,
    analysisPlan: analysisPlanSchema,
    artifactPlan: artifactPlanSchema,
    firstMessage: string().trim().required('First Message is required'),
    firstMessageMode: string()
      .required('First Message Mode is required')
      .oneOf(FIRST_MESSAGE_MODES, 'First Message Mode is required'),
    firstMessageInterruptionsEnabled: boolean().default(false),
    endCallMessage: string().trim().required('End Call Message is required'),
    metadata: assistantMetadataSchema,
    user_id:
      options.requireAssignee === undefined
        ? assignee.when('$requireAssignee', {
            is: true,
            then: (s) => s.required(ASSIGNEE_REQUIRED_MESSAGE),
            otherwise: (s) => s.optional(),
          })
        : options.requireAssignee
          ? assignee.required(ASSIGNEE_REQUIRED_MESSAGE)
          : assignee.optional(),
    selected_phone_number: string().trim().nullable().optional(),
  });
}

/** The assistant form schema; the assignee is required when the context says `requireAssignee: true`. */
export const assistantFormSchema = createAssistantFormSchema();

/** GET /api/twilio/available-numbers query: a country is required, area code up to 3 digits. */
export const phoneNumberSearchSchema = object({
  country: string().trim().required('Please select a country first'),
  area_code: string()
    .trim()
    .max(AREA_CODE_MAX_LENGTH, 'Area code must be at most 3 characters')
    .matches(/^\d+$/, { message: 'Area code can only contain digits', excludeEmptyString: true })
    .default(''),
});
