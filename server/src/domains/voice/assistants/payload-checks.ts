import {
  ENABLED_MODEL_PROVIDERS,
  ENABLED_VOICE_PROVIDERS,
  LANGUAGE_CODES,
  MODELS_BY_PROVIDER,
  TRANSCRIBER_MODELS_BY_PROVIDER,
  VAPI_VOICES,
  VOICE_MODELS_BY_PROVIDER,
  countryCode,
  type ModelProvider,
  type TranscriberProvider,
  type VoiceProvider,
} from '@voice/contracts';
import type { FieldErrors } from '@voice/contracts/schemas';
import { PRIVATE_TARGET_MESSAGE, isPrivateLiteralTarget } from '../../../lib/private-address';
import type { AssistantInput } from './payload';

/**
 * The server's checks of an assistant payload beyond the form schema (which the client runs too): providers,
 * models, voices and languages among the enabled options, phone numbers and URLs in a usable form, and a cap
 * on every text and list so that one assistant stays a reasonable size for us and for the voice platform.
 */

export const LIMITS = {
  prompt: 10_000,
  shortText: 255,
  description: 1_000,
  checklistText: 500,
  url: 2_048,
  messages: 20,
  tools: 20,
  stop: 20,
  stopText: 200,
  wordBoost: 50,
  checklist: 20,
  dataSchema: 50,
  fallbackPlan: 10_000,
  maxTokens: 100_000,
  milliseconds: 60_000,
} as const;

/** A number as the product shows it: +, then 7 to 15 digits (E.164); spaces, dashes and brackets allowed. */
const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,22}$/;
/** A number to buy: strict E.164. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;
const VOICE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const SELECTED_NUMBER_INVALID =
  'The selected phone number must be in international format, e.g. +14155550123';

class Collector {
  readonly errors: FieldErrors = {};
  add(key: string, message: string): void {
    const list = (this.errors[key] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  maxLength(key: string, value: string | null | undefined, max: number, label: string): void {
    if (value && value.length > max) this.add(key, `${label} must be at most ${max} characters`);
  }
  maxItems(key: string, list: readonly unknown[] | undefined, max: number, label: string): void {
    if (list && list.length > max) this.add(key, `${label} may have at most ${max} entries`);
  }
  httpUrl(key: string, value: string | null | undefined, label: string): void {
    if (!value) return;
    if (!isHttpUrl(value)) this.add(key, `${label} must start with http:// or https://`);
    this.maxLength(key, value, LIMITS.url, label);
  }
  range(key: string, value: number, min: number, max: number, label: string): void {
    if (value < min || value > max) this.add(key, `${label} must be between ${min} and ${max}`);
  }
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(value) && digits >= 7 && digits <= 15;
}

const includes = (list: readonly string[] | undefined, value: string) =>
  !!list && list.includes(value);

function checkModel(c: Collector, model: AssistantInput['model']): void {
  if (!includes(ENABLED_MODEL_PROVIDERS, model.provider)) {
    c.add('model.provider', 'The selected model provider is not available yet');
  } else if (!includes(MODELS_BY_PROVIDER[model.provider as ModelProvider], model.model)) {
    c.add('model.model', 'The selected model is invalid');
  }
  if (model.maxTokens > LIMITS.maxTokens) {
    c.add('model.maxTokens', `Max tokens may not be greater than ${LIMITS.maxTokens}`);
  }
  c.maxItems('model.messages', model.messages, LIMITS.messages, 'Messages');
  model.messages.forEach((message, i) => {
    c.maxLength(`model.messages.${i}.content`, message.content, LIMITS.prompt, 'Message');
    c.httpUrl(`model.messages.${i}.imageUrl`, message.imageUrl, 'Image URL');
  });
  c.maxItems('model.stop', model.stop, LIMITS.stop, 'Stop sequences');
  model.stop.forEach((stop, i) =>
    c.maxLength(`model.stop.${i}`, stop, LIMITS.stopText, 'Stop sequence'),
  );
  c.maxItems('model.tools', model.tools, LIMITS.tools, 'Tools');
  model.tools.forEach((tool, i) =>
    c.maxLength(
      `model.tools.${i}.function.description`,
      tool.function?.description,
      LIMITS.description,
      'Function description',
    ),
  );
  c.maxLength('model.apiVersion', model.apiVersion, 40, 'API version');
}

function checkVoice(c: Collector, voice: AssistantInput['voice']): void {
  if (!includes(ENABLED_VOICE_PROVIDERS, voice.provider)) {
    c.add('voice.provider', 'The selected voice provider is not available yet');
    return;
  }
  const valid =
    voice.provider === 'vapi'
      ? includes(VAPI_VOICES, voice.voiceId)
      : VOICE_ID_PATTERN.test(voice.voiceId);
  if (!valid) c.add('voice.voiceId', 'The selected voice is invalid');
  const models = VOICE_MODELS_BY_PROVIDER[voice.provider as VoiceProvider];
  if (voice.model && !includes(models, voice.model)) {
    c.add('voice.model', 'The selected voice model is invalid');
  }
}

function checkTranscriber(c: Collector, t: AssistantInput['transcriber']): void {
  const models = TRANSCRIBER_MODELS_BY_PROVIDER[t.provider as TranscriberProvider];
  if (!includes(models, t.model))
    c.add('transcriber.model', 'The selected transcriber model is invalid');
  if (!includes(LANGUAGE_CODES, t.language)) {
    c.add('transcriber.language', 'The selected language is invalid');
  }
  c.range(
    'transcriber.endOfTurnConfidenceThreshold',
    t.endOfTurnConfidenceThreshold,
    0,
    1,
    'End of turn confidence threshold',
  );
  const ms = [
    ['minEndOfTurnSilenceWhenConfident', 'Minimum end of turn silence'],
    ['wordFinalizationMaxWaitTime', 'Word finalization wait time'],
    ['maxTurnSilence', 'Maximum turn silence'],
  ] as const;
  for (const [key, label] of ms) {
    c.range(`transcriber.${key}`, t[key], 0, LIMITS.milliseconds, label);
  }
  c.range(
    'transcriber.endUtteranceSilenceThreshold',
    t.endUtteranceSilenceThreshold,
    0,
    60,
    'End utterance silence threshold',
  );
  c.httpUrl('transcriber.realtimeUrl', t.realtimeUrl, 'Realtime URL');
  c.maxItems('transcriber.wordBoost', t.wordBoost, LIMITS.wordBoost, 'Word boost');
  t.wordBoost.forEach((word, i) =>
    c.maxLength(`transcriber.wordBoost.${i}`, word, 100, 'Boosted word'),
  );
  const fallback = t.fallbackPlan === null ? '' : JSON.stringify(t.fallbackPlan ?? null);
  c.maxLength('transcriber.fallbackPlan', fallback, LIMITS.fallbackPlan, 'Fallback plan');
}

function checkAnalysis(c: Collector, plan: AssistantInput['analysisPlan']): void {
  const prompts = ['summaryPrompt', 'successEvaluationPrompt', 'structuredDataPrompt'] as const;
  for (const key of prompts) c.maxLength(`analysisPlan.${key}`, plan[key], LIMITS.prompt, 'Prompt');
  c.maxItems('analysisPlan.checklist', plan.checklist, LIMITS.checklist, 'Checklist');
  plan.checklist.forEach((item, i) =>
    c.maxLength(
      `analysisPlan.checklist.${i}.text`,
      item.text,
      LIMITS.checklistText,
      'Checklist item',
    ),
  );
  c.maxItems('analysisPlan.dataSchema', plan.dataSchema, LIMITS.dataSchema, 'Data schema');
  plan.dataSchema.forEach((property, i) => {
    c.maxLength(`analysisPlan.dataSchema.${i}.name`, property.name, 64, 'Property name');
    c.maxLength(
      `analysisPlan.dataSchema.${i}.description`,
      property.description,
      LIMITS.description,
      'Property description',
    );
  });
}

function checkMetadata(
  c: Collector,
  m: AssistantInput['metadata'],
  options: PayloadCheckOptions,
): void {
  c.maxLength('metadata.company_name', m.company_name, LIMITS.shortText, 'Company Name');
  c.maxLength('metadata.industry', m.industry, LIMITS.shortText, 'Industry');
  c.maxLength(
    'metadata.services_products',
    m.services_products,
    LIMITS.prompt,
    'Services/Products',
  );
  if (!countryCode(m.country)) c.add('metadata.country', 'The selected country is invalid');
  const phones = [
    ['sms_phone_number', 'SMS phone number'],
    ['assistant_phone_number', 'Assistant phone number'],
  ] as const;
  for (const [key, label] of phones) {
    const value = m[key];
    if (value && !isPhoneNumber(value)) {
      c.add(`metadata.${key}`, `${label} must be a valid phone number, e.g. +1234567890`);
    }
  }
  c.httpUrl('metadata.webhook_url', m.webhook_url, 'Webhook URL');
  // Forwarded reports never go to this machine or its network (calls/webhook-forwarding), except to the
  // platform's own demo receiver, which the worker stores directly (calls/webhook-inbox).
  if (
    m.webhook_url &&
    !options.allowPrivateWebhookTargets &&
    isPrivateLiteralTarget(m.webhook_url) &&
    !options.isOwnReceiver?.(m.webhook_url)
  ) {
    c.add('metadata.webhook_url', PRIVATE_TARGET_MESSAGE);
  }
}

export interface PayloadCheckOptions {
  /** config.webhooks.allowPrivateTargets: a webhook URL may name a private or loopback address. */
  allowPrivateWebhookTargets?: boolean;
  /** A webhook URL that is the platform's own demo receiver (allowed on a private host). */
  isOwnReceiver?: (url: string) => boolean;
}

/** Field errors of the server's own checks ({} when the payload is fine). */
export function checkAssistantPayload(
  input: AssistantInput,
  options: PayloadCheckOptions = {},
): FieldErrors {
  const c = new Collector();
  checkModel(c, input.model);
  checkVoice(c, input.voice);
  checkTranscriber(c, input.transcriber);
  checkAnalysis(c, input.analysisPlan);
  c.maxLength('firstMessage', input.firstMessage, LIMITS.prompt, 'First Message');
  c.maxLength('endCallMessage', input.endCallMessage, LIMITS.prompt, 'End Call Message');
  checkMetadata(c, input.metadata, options);
  const selected = input.selected_phone_number;
  if (selected && !E164_PATTERN.test(selected))
    c.add('selected_phone_number', SELECTED_NUMBER_INVALID);
  return c.errors;
}
