import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AssistantFormPayload } from '@voice/contracts';
import { assistantPayload } from './helpers/assistant-payload';
import { insertUser, login } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

type Change = (payload: AssistantFormPayload) => void;

/**
 * Spec 001 §5: the server answers 422 with the form's field keys (model.messages.0.content, metadata.company_name,
 * voice.speed, ...), which the editor maps onto its fields. One bad field per case: exactly that key fails.
 */
const CASES: [key: string, change: Change, message?: string][] = [
  ['name', (p) => void (p.name = ''), 'Agent Name is required'],
  ['name', (p) => void (p.name = 'x'.repeat(41)), 'Agent Name must be at most 40 characters'],
  [
    'model.messages.0.content',
    (p) => void ((p.model.messages[0] as { content: string }).content = '  '),
    'System Prompt is required',
  ],
  ['firstMessage', (p) => void (p.firstMessage = ''), 'First Message is required'],
  ['firstMessage', (p) => void (p.firstMessage = 'x'.repeat(10_001))],
  ['endCallMessage', (p) => void (p.endCallMessage = '')],
  ['metadata.company_name', (p) => void (p.metadata.company_name = ''), 'Company Name is required'],
  ['metadata.industry', (p) => void (p.metadata.industry = ''), 'Industry is required'],
  ['metadata.country', (p) => void (p.metadata.country = ''), 'Country is required'],
  ['metadata.country', (p) => void (p.metadata.country = 'Atlantis')],
  [
    'metadata.services_products',
    (p) => void (p.metadata.services_products = ''),
    'Services/Products is required',
  ],
  ['metadata.sms_phone_number', (p) => void (p.metadata.sms_phone_number = 'call me maybe')],
  ['metadata.assistant_phone_number', (p) => void (p.metadata.assistant_phone_number = '12')],
  ['metadata.webhook_url', (p) => void (p.metadata.webhook_url = 'not a url')],
  ['metadata.webhook_url', (p) => void (p.metadata.webhook_url = 'ftp://files.example.test/x')],
  [
    'transcriber.provider',
    (p) => void ((p.transcriber as { provider: string }).provider = 'whisper'),
  ],
  ['transcriber.model', (p) => void (p.transcriber.model = 'nova-9')],
  ['transcriber.language', (p) => void (p.transcriber.language = 'xx')],
  ['transcriber.confidenceThreshold', (p) => void (p.transcriber.confidenceThreshold = 1.5)],
  ['transcriber.realtimeUrl', (p) => void (p.transcriber.realtimeUrl = 'javascript:alert(1)')],
  ['voice.provider', (p) => void (p.voice.provider = 'cartesia')],
  ['voice.voiceId', (p) => void (p.voice.voiceId = 'Nobody')],
  ['voice.model', (p) => void (p.voice.model = 'tts-1')],
  ['voice.speed', (p) => void (p.voice.speed = 4.5), 'Voice speed must be between 0.25 and 4'],
  ['model.provider', (p) => void (p.model.provider = 'anthropic')],
  ['model.model', (p) => void (p.model.model = 'gpt-2')],
  ['model.temperature', (p) => void (p.model.temperature = 2.5)],
  ['model.maxTokens', (p) => void (p.model.maxTokens = 0)],
  ['model.topP', (p) => void (p.model.topP = 1.5)],
  ['model.frequencyPenalty', (p) => void (p.model.frequencyPenalty = 3)],
  ['model.presencePenalty', (p) => void (p.model.presencePenalty = -3)],
  [
    'model.messages',
    (p) =>
      void (p.model.messages = Array.from({ length: 21 }, () => ({
        role: 'system' as const,
        content: 'Be kind',
        contentType: 'text' as const,
        imageUrl: '',
      }))),
  ],
  [
    'model.tools',
    (p) => void (p.model.tools = Array.from({ length: 21 }, () => ({ type: 'hang' as const }))),
  ],
  ['analysisPlan.summaryTimeout', (p) => void (p.analysisPlan.summaryTimeout = 61)],
  ['analysisPlan.minMessages', (p) => void (p.analysisPlan.minMessages = 11)],
  [
    'analysisPlan.checklist',
    (p) =>
      void (p.analysisPlan.checklist = Array.from({ length: 21 }, () => ({
        checked: true,
        text: 'ok',
      }))),
  ],
  [
    'analysisPlan.dataSchema',
    (p) =>
      void (p.analysisPlan.dataSchema = Array.from({ length: 51 }, (_, i) => ({
        name: `field_${i + 1}`,
        type: 'string' as const,
        required: false,
        isEnum: false,
        description: '',
      }))),
  ],
  [
    'firstMessageMode',
    (p) => void ((p as { firstMessageMode: string }).firstMessageMode = 'shout'),
  ],
  ['selected_phone_number', (p) => void (p.selected_phone_number = '555-0100')],
];

describe.each(databases)('assistant payload validation on %s', (dialect) => {
  let token: string;

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    const admin = await insertUser(ctx.db, { role: 'admin' });
    token = await login(ctx.app, admin);
  });

  const create = (payload: unknown) =>
    request(ctx.app, {
      method: 'POST',
      url: '/api/assistants',
      host: 'localhost',
      token,
      payload: payload as Record<string, unknown>,
    });

  it('accepts the valid payload the cases start from', async () => {
    expect((await create(assistantPayload())).statusCode).toBe(201);
  });

  it.each(CASES.map(([key, change, message], index) => ({ key, change, message, index })))(
    'answers 422 on $key (case $index)',
    async ({ key, change, message }) => {
      const payload = assistantPayload();
      change(payload);
      const res = await create(payload);
      expect(res.statusCode).toBe(422);
      const errors = res.json().errors as Record<string, string[]>;
      expect(Object.keys(errors)).toEqual([key]);
      if (message) expect(errors[key]).toContain(message);
    },
  );

  it('saves nothing for an invalid payload', async () => {
    const before = await ctx.db.selectFrom('assistants').select('id').execute();
    await create(assistantPayload({ name: '' }));
    expect(await ctx.db.selectFrom('assistants').select('id').execute()).toHaveLength(
      before.length,
    );
  });
});
