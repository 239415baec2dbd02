import { array, boolean, number, object, string } from 'yup';
import {
  CONFIDENCE_MAX,
  CONFIDENCE_MIN,
  ENABLED_MODEL_PROVIDERS,
  ENABLED_VOICE_PROVIDERS,
  LANGUAGE_CODES,
  MESSAGE_CONTENT_TYPES,
  MESSAGE_ROLES,
  MODELS_BY_PROVIDER,
  SPEED_VOICE_PROVIDERS,
  TOOL_TYPES,
  TRANSCRIBER_MODELS_BY_PROVIDER,
  TRANSCRIBER_PROVIDERS,
  VAPI_VOICES,
  VOICE_MODELS_BY_PROVIDER,
  VOICE_SPEED_MAX,
  VOICE_SPEED_MIN,
  type ModelProvider,
  type TranscriberProvider,
  type VoiceProvider,
} from '../constants/assistant-options';
import { DEFAULT_MODEL, DEFAULT_TRANSCRIBER, DEFAULT_VOICE } from '../constants/assistant-defaults';
import {
  ASSISTANT_LIMITS as LIMITS,
  VOICE_ID_PATTERN,
  between,
  fallbackPlanRule,
  among,
  givenSiblings,
  httpUrlRules,
  isOneOf,
  isYupUrl,
  maxEntries,
  maxText,
  offeredByProvider,
  textList,
} from './assistant-rules';

/**
 * The assistant's AI configuration (the editor's Model, Voice and Transcriber tabs, spec 001 §5): the parts of the
 * assistant schema (assistant.ts) that say what the assistant runs on, with the options the platform offers.
 */

export const SYSTEM_PROMPT_REQUIRED_MESSAGE = 'System Prompt is required';

const messageSchema = object({
  role: string().oneOf(MESSAGE_ROLES, 'Role must be system, user or assistant').default('system'),
  content: maxText(LIMITS.prompt, 'Message').default(''),
  contentType: string()
    .oneOf(MESSAGE_CONTENT_TYPES, 'Content type must be text, image_url or function_call')
    .default('text'),
  imageUrl: httpUrlRules(
    string().trim().url('Image URL must be a valid URL'),
    'Image URL',
    isYupUrl,
  ).default(''),
});

const toolSchema = object({
  type: string().oneOf(TOOL_TYPES, 'Unknown tool type').required('Tool type is required'),
  function: object({
    name: string().trim().default('').max(64, 'Function name must be at most 64 characters'),
    description: maxText(LIMITS.description, 'Function description').default(''),
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
  // The type is the providers' union (the test below refuses the ones not enabled yet).
  provider: string<ModelProvider>()
    .trim()
    .required('Model provider is required')
    .test(
      'enabled',
      'The selected model provider is not available yet',
      among(ENABLED_MODEL_PROVIDERS),
    )
    .default(DEFAULT_MODEL.provider),
  model: string()
    .trim()
    .required('Model is required')
    .test(
      'offered',
      'The selected model is invalid',
      offeredByProvider(ENABLED_MODEL_PROVIDERS, (p) => MODELS_BY_PROVIDER[p as ModelProvider]),
    )
    .default(DEFAULT_MODEL.model),
  temperature: number()
    .typeError('Temperature must be a number')
    .min(0, 'Temperature must be between 0 and 2')
    .max(2, 'Temperature must be between 0 and 2')
    .default(DEFAULT_MODEL.temperature),
  maxTokens: number()
    .typeError('Max tokens must be a number')
    .integer('Max tokens must be a whole number')
    .min(1, 'Max tokens must be at least 1')
    .max(LIMITS.maxTokens, `Max tokens may not be greater than ${LIMITS.maxTokens}`)
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
  stop: textList(LIMITS.stop, 'Stop sequences', LIMITS.stopText, 'Stop sequence'),
  messages: array()
    .of(messageSchema)
    .max(LIMITS.messages, maxEntries(LIMITS.messages, 'Messages'))
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
    .max(LIMITS.tools, maxEntries(LIMITS.tools, 'Tools'))
    .default(() => []),
  apiVersion: maxText(LIMITS.apiVersion, 'API version').optional(),
});

export const assistantVoiceSchema = object({
  provider: string<VoiceProvider>()
    .trim()
    .required('Voice provider is required')
    .test(
      'enabled',
      'The selected voice provider is not available yet',
      among(ENABLED_VOICE_PROVIDERS),
    )
    .default(DEFAULT_VOICE.provider),
  voiceId: string()
    .trim()
    .required('Voice is required')
    .test(
      'offered',
      'The selected voice is invalid',
      givenSiblings<{ provider: string }>((voiceId, { provider }) => {
        if (!isOneOf(ENABLED_VOICE_PROVIDERS, provider)) return true;
        return provider === 'vapi' ? isOneOf(VAPI_VOICES, voiceId) : VOICE_ID_PATTERN.test(voiceId);
      }),
    )
    .default(DEFAULT_VOICE.voiceId),
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
  model: string()
    .optional()
    .test(
      'offered',
      'The selected voice model is invalid',
      offeredByProvider(
        ENABLED_VOICE_PROVIDERS,
        (p) => VOICE_MODELS_BY_PROVIDER[p as VoiceProvider],
      ),
    ),
});

export const assistantTranscriberSchema = object({
  provider: string()
    .required('Transcriber provider is required')
    .oneOf(TRANSCRIBER_PROVIDERS, 'Transcriber provider must be deepgram or 11labs')
    .default(DEFAULT_TRANSCRIBER.provider),
  language: string()
    .trim()
    .required('Language is required')
    .test('offered', 'The selected language is invalid', among(LANGUAGE_CODES))
    .default(DEFAULT_TRANSCRIBER.language),
  model: string()
    .trim()
    .required('Transcriber model is required')
    .test(
      'offered',
      'The selected transcriber model is invalid',
      offeredByProvider(
        TRANSCRIBER_PROVIDERS,
        (p) => TRANSCRIBER_MODELS_BY_PROVIDER[p as TranscriberProvider],
      ),
    )
    .default(DEFAULT_TRANSCRIBER.model),
  confidenceThreshold: number()
    .typeError('Confidence threshold must be a number')
    .min(CONFIDENCE_MIN, 'Confidence threshold must be between 0 and 1')
    .max(CONFIDENCE_MAX, 'Confidence threshold must be between 0 and 1')
    .default(DEFAULT_TRANSCRIBER.confidenceThreshold),
  formatTurns: boolean().default(DEFAULT_TRANSCRIBER.formatTurns),
  endOfTurnConfidenceThreshold: between(0, 1, 'End of turn confidence threshold').default(
    DEFAULT_TRANSCRIBER.endOfTurnConfidenceThreshold,
  ),
  minEndOfTurnSilenceWhenConfident: between(
    0,
    LIMITS.milliseconds,
    'Minimum end of turn silence',
  ).default(DEFAULT_TRANSCRIBER.minEndOfTurnSilenceWhenConfident),
  wordFinalizationMaxWaitTime: between(
    0,
    LIMITS.milliseconds,
    'Word finalization wait time',
  ).default(DEFAULT_TRANSCRIBER.wordFinalizationMaxWaitTime),
  maxTurnSilence: between(0, LIMITS.milliseconds, 'Maximum turn silence').default(
    DEFAULT_TRANSCRIBER.maxTurnSilence,
  ),
  realtimeUrl: httpUrlRules(
    string().trim().url('Realtime URL must be a valid URL'),
    'Realtime URL',
    isYupUrl,
  ).optional(),
  wordBoost: textList(LIMITS.wordBoost, 'Word boost', LIMITS.wordBoostText, 'Boosted word'),
  endUtteranceSilenceThreshold: between(0, 60, 'End utterance silence threshold').default(
    DEFAULT_TRANSCRIBER.endUtteranceSilenceThreshold,
  ),
  disablePartialTranscripts: boolean().default(DEFAULT_TRANSCRIBER.disablePartialTranscripts),
  fallbackPlan: fallbackPlanRule(),
});
