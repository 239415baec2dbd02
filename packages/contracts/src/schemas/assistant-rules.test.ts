import { describe, expect, it } from '@jest/globals';
import { errorsOf } from '../test-support/errors';
import { validAssistantForm } from '../test-support/assistant-form';
import type { AssistantFormPayload } from '../entities/assistant';
import { assistantFormSchema } from './assistant';

/**
 * The payload rules the server used to check after the schema (the enabled options, the caps on texts and
 * lists, phone numbers, URLs): one bad field per case, and exactly that field fails with exactly that message,
 * so no rule hides behind another or adds a second message to a value another rule already refuses.
 */

const validForm = validAssistantForm;

type Change = (form: AssistantFormPayload) => void;
const text = (length: number) => 'x'.repeat(length);
const many = <T>(length: number, item: T): T[] => Array.from({ length }, () => item);
const set = <T extends object>(target: T, values: Record<string, unknown>) =>
  void Object.assign(target, values);

const CASES: [key: string, change: Change, message: string][] = [
  [
    'model.provider',
    (f) => set(f.model, { provider: 'anthropic' }),
    'The selected model provider is not available yet',
  ],
  ['model.model', (f) => set(f.model, { model: 'gpt-2' }), 'The selected model is invalid'],
  [
    'model.maxTokens',
    (f) => set(f.model, { maxTokens: 100_001 }),
    'Max tokens may not be greater than 100000',
  ],
  [
    'model.messages',
    (f) => set(f.model, { messages: many(21, { ...f.model.messages[0] }) }),
    'Messages may have at most 20 entries',
  ],
  [
    'model.messages.0.content',
    (f) => set(f.model.messages[0] as object, { content: text(10_001) }),
    'Message must be at most 10000 characters',
  ],
  [
    'model.messages.0.imageUrl',
    (f) => set(f.model.messages[0] as object, { imageUrl: 'ftp://images.example.com/a.png' }),
    'Image URL must start with http:// or https://',
  ],
  [
    'model.messages.0.imageUrl',
    (f) => set(f.model.messages[0] as object, { imageUrl: `https://a.example.com/${text(2_030)}` }),
    'Image URL must be at most 2048 characters',
  ],
  [
    'model.messages.0.imageUrl',
    (f) => set(f.model.messages[0] as object, { imageUrl: 'not a url' }),
    'Image URL must be a valid URL',
  ],
  [
    'model.stop',
    (f) => set(f.model, { stop: many(21, 'stop') }),
    'Stop sequences may have at most 20 entries',
  ],
  [
    'model.stop.0',
    (f) => set(f.model, { stop: [text(201)] }),
    'Stop sequence must be at most 200 characters',
  ],
  [
    'model.tools',
    (f) => set(f.model, { tools: many(21, { type: 'hang' }) }),
    'Tools may have at most 20 entries',
  ],
  [
    'model.tools.0.function.description',
    (f) =>
      set(f.model, {
        tools: [{ type: 'function', function: { name: 'book', description: text(1_001) } }],
      }),
    'Function description must be at most 1000 characters',
  ],
  [
    'model.apiVersion',
    (f) => set(f.model, { apiVersion: text(41) }),
    'API version must be at most 40 characters',
  ],
  [
    'voice.provider',
    (f) => set(f.voice, { provider: 'cartesia' }),
    'The selected voice provider is not available yet',
  ],
  ['voice.voiceId', (f) => set(f.voice, { voiceId: 'Nobody' }), 'The selected voice is invalid'],
  [
    'voice.voiceId',
    (f) => set(f.voice, { provider: '11labs', voiceId: 'no spaces allowed' }),
    'The selected voice is invalid',
  ],
  ['voice.model', (f) => set(f.voice, { model: 'tts-1' }), 'The selected voice model is invalid'],
  [
    'transcriber.model',
    (f) => set(f.transcriber, { model: 'nova-9' }),
    'The selected transcriber model is invalid',
  ],
  [
    'transcriber.language',
    (f) => set(f.transcriber, { language: 'xx' }),
    'The selected language is invalid',
  ],
  [
    'transcriber.endOfTurnConfidenceThreshold',
    (f) => set(f.transcriber, { endOfTurnConfidenceThreshold: 1.5 }),
    'End of turn confidence threshold must be between 0 and 1',
  ],
  [
    'transcriber.minEndOfTurnSilenceWhenConfident',
    (f) => set(f.transcriber, { minEndOfTurnSilenceWhenConfident: -1 }),
    'Minimum end of turn silence must be between 0 and 60000',
  ],
  [
    'transcriber.wordFinalizationMaxWaitTime',
    (f) => set(f.transcriber, { wordFinalizationMaxWaitTime: 60_001 }),
    'Word finalization wait time must be between 0 and 60000',
  ],
  [
    'transcriber.maxTurnSilence',
    (f) => set(f.transcriber, { maxTurnSilence: 60_001 }),
    'Maximum turn silence must be between 0 and 60000',
  ],
  [
    'transcriber.endUtteranceSilenceThreshold',
    (f) => set(f.transcriber, { endUtteranceSilenceThreshold: 61 }),
    'End utterance silence threshold must be between 0 and 60',
  ],
  [
    'transcriber.realtimeUrl',
    (f) => set(f.transcriber, { realtimeUrl: 'ftp://stream.example.com/live' }),
    'Realtime URL must start with http:// or https://',
  ],
  [
    'transcriber.wordBoost',
    (f) => set(f.transcriber, { wordBoost: many(51, 'word') }),
    'Word boost may have at most 50 entries',
  ],
  [
    'transcriber.wordBoost.0',
    (f) => set(f.transcriber, { wordBoost: [text(101)] }),
    'Boosted word must be at most 100 characters',
  ],
  [
    'transcriber.fallbackPlan',
    (f) => set(f.transcriber, { fallbackPlan: { note: text(10_000) } }),
    'Fallback plan must be at most 10000 characters',
  ],
  [
    'analysisPlan.summaryPrompt',
    (f) => set(f.analysisPlan, { summaryPrompt: text(10_001) }),
    'Prompt must be at most 10000 characters',
  ],
  [
    'analysisPlan.successEvaluationPrompt',
    (f) => set(f.analysisPlan, { successEvaluationPrompt: text(10_001) }),
    'Prompt must be at most 10000 characters',
  ],
  [
    'analysisPlan.structuredDataPrompt',
    (f) => set(f.analysisPlan, { structuredDataPrompt: text(10_001) }),
    'Prompt must be at most 10000 characters',
  ],
  [
    'analysisPlan.checklist',
    (f) => set(f.analysisPlan, { checklist: many(21, { checked: true, text: 'ok' }) }),
    'Checklist may have at most 20 entries',
  ],
  [
    'analysisPlan.checklist.0.text',
    (f) => set(f.analysisPlan, { checklist: [{ checked: true, text: text(501) }] }),
    'Checklist item must be at most 500 characters',
  ],
  [
    'analysisPlan.dataSchema',
    (f) =>
      set(f.analysisPlan, {
        dataSchema: many(51, {
          name: 'field',
          type: 'string',
          required: false,
          isEnum: false,
          description: '',
        }),
      }),
    'Data schema may have at most 50 entries',
  ],
  [
    'analysisPlan.dataSchema.0.name',
    (f) =>
      set(f.analysisPlan, {
        dataSchema: [
          { name: text(65), type: 'string', required: false, isEnum: false, description: '' },
        ],
      }),
    'Property name must be at most 64 characters',
  ],
  [
    'analysisPlan.dataSchema.0.description',
    (f) =>
      set(f.analysisPlan, {
        dataSchema: [
          { name: 'f', type: 'string', required: false, isEnum: false, description: text(1_001) },
        ],
      }),
    'Property description must be at most 1000 characters',
  ],
  [
    'firstMessage',
    (f) => set(f, { firstMessage: text(10_001) }),
    'First Message must be at most 10000 characters',
  ],
  [
    'endCallMessage',
    (f) => set(f, { endCallMessage: text(10_001) }),
    'End Call Message must be at most 10000 characters',
  ],
  [
    'metadata.company_name',
    (f) => set(f.metadata, { company_name: text(256) }),
    'Company Name must be at most 255 characters',
  ],
  [
    'metadata.industry',
    (f) => set(f.metadata, { industry: text(256) }),
    'Industry must be at most 255 characters',
  ],
  [
    'metadata.services_products',
    (f) => set(f.metadata, { services_products: text(10_001) }),
    'Services/Products must be at most 10000 characters',
  ],
  [
    'metadata.country',
    (f) => set(f.metadata, { country: 'Atlantis' }),
    'The selected country is invalid',
  ],
  [
    'metadata.sms_phone_number',
    (f) => set(f.metadata, { sms_phone_number: 'call me maybe' }),
    'SMS phone number must be a valid phone number, e.g. +1234567890',
  ],
  [
    'metadata.assistant_phone_number',
    (f) => set(f.metadata, { assistant_phone_number: '12' }),
    'Assistant phone number must be a valid phone number, e.g. +1234567890',
  ],
  [
    'metadata.assistant_phone_number',
    (f) => set(f.metadata, { assistant_phone_number: text(21) }),
    'Phone number must be less than 20 characters',
  ],
  [
    'metadata.webhook_url',
    (f) => set(f.metadata, { webhook_url: 'ftp://files.example.com/x' }),
    'Webhook URL must start with http:// or https://',
  ],
  [
    'metadata.webhook_url',
    (f) => set(f.metadata, { webhook_url: 'not a url' }),
    'Webhook URL must be a valid URL',
  ],
  [
    'metadata.webhook_url',
    (f) => set(f.metadata, { webhook_url: `https://hooks.example.com/${text(2_030)}` }),
    'Webhook URL must be at most 2048 characters',
  ],
  [
    'selected_phone_number',
    (f) => set(f, { selected_phone_number: '555-0100' }),
    'The selected phone number must be in international format, e.g. +14155550123',
  ],
];

describe('assistant payload rules beyond the required fields', () => {
  it.each(CASES.map(([key, change, message], index) => ({ key, change, message, index })))(
    '$key: $message (case $index)',
    async ({ key, change, message }) => {
      const form = validForm();
      change(form);
      expect(await errorsOf(assistantFormSchema, form)).toEqual({ [key]: [message] });
    },
  );

  it('accepts every limit at its edge', async () => {
    const form = validForm();
    form.firstMessage = text(10_000);
    form.model.maxTokens = 100_000;
    form.model.stop = many(20, text(200));
    form.transcriber.wordBoost = many(50, text(100));
    form.transcriber.maxTurnSilence = 60_000;
    form.metadata.company_name = text(255);
    form.metadata.sms_phone_number = '+1 (415) 555-0100';
    form.metadata.webhook_url = 'http://localhost:3000/api/webhook-inbox/abcdefghijklmnopqrstuv';
    form.selected_phone_number = '+14155550100';
    expect(await errorsOf(assistantFormSchema, form)).toEqual({});
  });

  it('checks the voice model of an enabled provider among its models', async () => {
    const form = validForm();
    form.voice = { provider: '11labs', voiceId: 'abc123', speed: 1, model: 'eleven_turbo_v2_5' };
    expect(await errorsOf(assistantFormSchema, form)).toEqual({});
  });
});
