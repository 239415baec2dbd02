import { array, boolean, number, object, string } from 'yup';
import {
  ANALYSIS_TIMEOUT_MAX,
  ANALYSIS_TIMEOUT_MIN,
  AREA_CODE_MAX_LENGTH,
  ASSISTANT_TYPES,
  DATA_SCHEMA_TYPES,
  FIRST_MESSAGE_MODES,
  MIN_MESSAGES_MAX,
  MIN_MESSAGES_MIN,
  countryCode,
} from '../constants/assistant-options';
import { AGENT_NAME_MAX_LENGTH } from '../constants/assistant-list';
import {
  DEFAULT_ANALYSIS_PLAN,
  DEFAULT_ARTIFACT_PLAN,
  DEMO_RECEIVER_URL_PATTERN,
} from '../constants/assistant-defaults';
import {
  assistantModelSchema,
  assistantTranscriberSchema,
  assistantVoiceSchema,
} from './assistant-ai-configuration';
import {
  ASSISTANT_LIMITS as LIMITS,
  E164_PATTERN,
  SELECTED_NUMBER_INVALID,
  httpUrlRules,
  isYupUrl,
  maxEntries,
  maxText,
  phoneNumber,
} from './assistant-rules';

/**
 * The assistant form and the body of POST/PUT /api/assistants (spec 001 §5): every rule of the payload, run by
 * the editor and by the server's route alike. Required checks carry the spec's exact messages; limits, the
 * enabled providers, models, voices and languages carry our own (assistant-rules.ts); the AI configuration's parts are in assistant-ai-configuration.ts. The server adds only
 * what needs more than the payload (server/src/domains/voice/assistants). The assignee is required for
 * admins: pass the context `{ requireAssignee: true }` to validate(), or build the schema with
 * createAssistantFormSchema({ requireAssignee: true }).
 */

export const ASSIGNEE_REQUIRED_MESSAGE = 'Please select a user to assign this assistant to';

const timeout = (label: string, fallback: number) =>
  number()
    .typeError(`${label} timeout must be a number`)
    .min(ANALYSIS_TIMEOUT_MIN, `${label} timeout must be between 1 and 60 seconds`)
    .max(ANALYSIS_TIMEOUT_MAX, `${label} timeout must be between 1 and 60 seconds`)
    .default(fallback);

const checklistItemSchema = object({
  checked: boolean().default(false),
  text: maxText(LIMITS.checklistText, 'Checklist item').default(''),
});

const dataSchemaPropertySchema = object({
  name: maxText(LIMITS.propertyName, 'Property name').trim().required('Property name is required'),
  type: string()
    .oneOf(DATA_SCHEMA_TYPES, 'Type must be string, number, boolean, array or object')
    .default('string'),
  required: boolean().default(false),
  isEnum: boolean().default(false),
  description: maxText(LIMITS.description, 'Property description').default(''),
});

const prompt = () => maxText(LIMITS.prompt, 'Prompt');

export const analysisPlanSchema = object({
  summary: boolean().default(DEFAULT_ANALYSIS_PLAN.summary),
  summaryPrompt: prompt().default(DEFAULT_ANALYSIS_PLAN.summaryPrompt),
  summaryTimeout: timeout('Summary', DEFAULT_ANALYSIS_PLAN.summaryTimeout),
  minMessages: number()
    .typeError('Minimum messages must be a number')
    .integer('Minimum messages must be a whole number')
    .min(MIN_MESSAGES_MIN, 'Minimum messages must be between 0 and 10')
    .max(MIN_MESSAGES_MAX, 'Minimum messages must be between 0 and 10')
    .default(DEFAULT_ANALYSIS_PLAN.minMessages),
  successEvaluation: boolean().default(DEFAULT_ANALYSIS_PLAN.successEvaluation),
  successEvaluationPrompt: prompt().default(DEFAULT_ANALYSIS_PLAN.successEvaluationPrompt),
  successEvaluationTimeout: timeout(
    'Success evaluation',
    DEFAULT_ANALYSIS_PLAN.successEvaluationTimeout,
  ),
  checklist: array()
    .of(checklistItemSchema)
    .max(LIMITS.checklist, maxEntries(LIMITS.checklist, 'Checklist'))
    .default(() => DEFAULT_ANALYSIS_PLAN.checklist.map((item) => ({ ...item }))),
  structuredData: boolean().default(DEFAULT_ANALYSIS_PLAN.structuredData),
  structuredDataPrompt: prompt().default(DEFAULT_ANALYSIS_PLAN.structuredDataPrompt),
  structuredDataTimeout: timeout('Structured data', DEFAULT_ANALYSIS_PLAN.structuredDataTimeout),
  dataSchema: array()
    .of(dataSchemaPropertySchema)
    .max(LIMITS.dataSchema, maxEntries(LIMITS.dataSchema, 'Data schema'))
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

/** The platform's own demo receiver is a URL too, though yup's URL rule may refuse its host. */
const isWebhookUrl = (value: string) => DEMO_RECEIVER_URL_PATTERN.test(value) || isYupUrl(value);

export const assistantMetadataSchema = object({
  company_name: maxText(LIMITS.shortText, 'Company Name')
    .trim()
    .required('Company Name is required'),
  industry: maxText(LIMITS.shortText, 'Industry').trim().required('Industry is required'),
  country: string()
    .trim()
    .required('Country is required')
    .test('offered', 'The selected country is invalid', (value) => !value || !!countryCode(value)),
  services_products: maxText(LIMITS.prompt, 'Services/Products')
    .trim()
    .required('Services/Products is required'),
  sms_phone_number: phoneNumber('SMS phone number'),
  assistant_phone_number: phoneNumber('Assistant phone number'),
  webhook_url: httpUrlRules(
    string()
      .trim()
      .nullable()
      .optional()
      .test('url', 'Webhook URL must be a valid URL', (value) => !value || isWebhookUrl(value)),
    'Webhook URL',
    isWebhookUrl,
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
    firstMessage: maxText(LIMITS.prompt, 'First Message')
      .trim()
      .required('First Message is required'),
    firstMessageMode: string()
      .required('First Message Mode is required')
      .oneOf(FIRST_MESSAGE_MODES, 'First Message Mode is required'),
    firstMessageInterruptionsEnabled: boolean().default(false),
    endCallMessage: maxText(LIMITS.prompt, 'End Call Message')
      .trim()
      .required('End Call Message is required'),
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
    selected_phone_number: string()
      .trim()
      .nullable()
      .optional()
      .test('e164', SELECTED_NUMBER_INVALID, (value) => !value || E164_PATTERN.test(value)),
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
