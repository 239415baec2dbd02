import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createAssistantFormDefaults, type AssistantFormPayload } from '@voice/contracts';
import { voiceProviderFromConfig } from '../src/domains/voice/voice-platform/plugin';
import {
  VoiceProviderError,
  type VoiceAssistantSpec,
} from '../src/domains/voice/voice-platform/provider';
import {
  VOICE_PLATFORM_UNAVAILABLE,
  vapiProvider,
} from '../src/domains/voice/voice-platform/vapi-provider';
import { vapiAssistantBody } from '../src/domains/voice/voice-platform/vapi-mapping';
import { startVapiMock, VAPI_MOCK_START_MS, type VapiMock } from './helpers/vapi-mock';

/**
 * The Vapi adapter against a local stand-in that checks every request against Vapi's published OpenAPI subset
 * (strict: a property a DTO does not declare, a missing required one or a wrong enum value is a violation).
 */

const KEY = 'vapi-private-key-test-0001';
const SECRET = 'tenant-webhook-secret-abc';

function specOf(form: AssistantFormPayload): VoiceAssistantSpec {
  // The payload without the type (kept in metadata) and the save's instructions (assignee, number to buy).
  const { type: _type, user_id: _assignee, selected_phone_number: _toBuy, ...spec } = form;
  return { ...spec, server: { url: 'https://app.example.test/api/webhooks/vapi', secret: SECRET } };
}

function fullForm(): AssistantFormPayload {
  const form = createAssistantFormDefaults();
  form.name = 'Acme Dental Receptionist';
  form.metadata.company_name = 'Acme Dental';
  form.model.tools = [
    { type: 'function', function: { name: 'book_visit', description: 'Books a visit' } },
    { type: 'hang' },
    { type: 'transfer' },
    { type: 'voicemail' },
    { type: 'web_search' },
  ];
  form.analysisPlan.successEvaluation = true;
  form.analysisPlan.structuredData = true;
  form.analysisPlan.dataSchema = [
    { name: 'caller_name', type: 'string', required: true, isEnum: false, description: 'Name' },
    { name: 'party_size', type: 'number', required: false, isEnum: false, description: '' },
  ];
  form.artifactPlan = { recording: true, transcript: true, summary: true, analysis: false };
  return form;
}

describe('Vapi adapter (contract: vapi.subset.json)', () => {
  let mock: VapiMock;
  beforeAll(async () => {
    mock = await startVapiMock(KEY);
  }, VAPI_MOCK_START_MS);
  afterAll(async () => {
    await mock.close();
  });
  afterEach(() => {
    const violations = mock.violations.splice(0);
    mock.requests.length = 0;
    expect(violations).toEqual([]);
  });
  const provider = () => vapiProvider({ apiKey: KEY, apiBase: mock.base, timeoutMs: 1000 });

  it('creates an assistant with a valid CreateAssistantDTO and answers Vapi id', async () => {
    const { id } = await provider().createAssistant(specOf(fullForm()));
    expect(mock.assistants.has(id)).toBe(true);
    const [request] = mock.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/assistant');
    expect(request?.authorization).toBe(`Bearer ${KEY}`);
    const body = request?.body as Record<string, unknown>;
    expect(body.server).toEqual({
      url: 'https://app.example.test/api/webhooks/vapi',
      headers: { Authorization: `Bearer ${SECRET}` },
    });
    expect(body.model).toMatchObject({
      provider: 'openai',
      model: 'gpt-4o',
      tools: [
        { type: 'function', function: { name: 'book_visit', description: 'Books a visit' } },
        { type: 'endCall' },
        { type: 'transferCall' },
        { type: 'voicemail' },
      ],
    });
    expect(body.analysisPlan).toMatchObject({
      summaryPlan: { enabled: true, timeoutSeconds: 10 },
      successEvaluationPlan: { enabled: true, rubric: 'Checklist' },
      structuredDataPlan: {
        enabled: true,
        schema: {
          type: 'object',
          properties: {
            caller_name: { type: 'string', description: 'Name' },
            party_size: { type: 'number' },
          },
          required: ['caller_name'],
        },
      },
    });
    expect(body.artifactPlan).toEqual({
      recordingEnabled: true,
      transcriptPlan: { enabled: true },
    });
    expect(body.metadata).toMatchObject({ company_name: 'Acme Dental' });
  });

  it('sends an 11labs voice and transcriber within Vapi ranges', async () => {
    const form = fullForm();
    form.voice = {
      provider: '11labs',
      voiceId: '21m00Tcm4TlvDq8ikWAM',
      speed: 3,
      model: 'eleven_turbo_v2_5',
    };
    form.transcriber = {
      ...form.transcriber,
      provider: '11labs',
      model: 'scribe_v1',
      language: 'en',
    };
    await provider().createAssistant(specOf(form));
    const body = mock.requests[0]?.body as Record<string, unknown>;
    expect(body.voice).toEqual({
      provider: '11labs',
      voiceId: '21m00Tcm4TlvDq8ikWAM',
      speed: 1.2,
      model: 'eleven_turbo_v2_5',
    });
    expect(body.transcriber).toEqual({ provider: '11labs', model: 'scribe_v1', language: 'en' });
  });

  it('updates with PATCH (UpdateAssistantDTO) and deletes; deleting a missing assistant is fine', async () => {
    const p = provider();
    const { id } = await p.createAssistant(specOf(fullForm()));
    const form = fullForm();
    form.name = 'Renamed';
    await p.updateAssistant(id, specOf(form));
    expect(mock.requests[1]).toMatchObject({ method: 'PATCH', path: `/assistant/${id}` });
    expect(mock.assistants.get(id)?.name).toBe('Renamed');
    await p.deleteAssistant(id);
    expect(mock.assistants.has(id)).toBe(false);
    await expect(p.deleteAssistant(id)).resolves.toBeUndefined();
  });

  it('imports a Twilio number for an assistant and deletes it', async () => {
    const p = provider();
    const { id: assistantId } = await p.createAssistant(specOf(fullForm()));
    const id = await p.importPhoneNumber({
      number: '+14155550123',
      assistantId,
      twilioAccountSid: `AC${'a'.repeat(32)}`,
      twilioAuthToken: 'twilio-token',
      name: 'Acme Dental Receptionist',
    });
    expect(id).toEqual(expect.any(String));
    expect(mock.requests[1]?.body).toEqual({
      provider: 'twilio',
      number: '+14155550123',
      twilioAccountSid: `AC${'a'.repeat(32)}`,
      twilioAuthToken: 'twilio-token',
      assistantId,
      name: 'Acme Dental Receptionist',
    });
    await p.deletePhoneNumber(id as string);
    expect(mock.phoneNumbers.size).toBe(0);
    await expect(p.deletePhoneNumber(id as string)).resolves.toBeUndefined();
  });

  it('the contract check itself catches a property the DTO does not declare or a wrong enum', async () => {
    const body = { ...vapiAssistantBody(specOf(fullForm())), summaryPrompt: 'flat field' };
    const response = await fetch(`${mock.base}/assistant`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, firstMessageMode: 'whenever' }),
    });
    expect(response.status).toBe(400);
    expect(mock.violations.join('\n')).toMatch(/summaryPrompt/);
    expect(mock.violations.join('\n')).toMatch(/firstMessageMode/);
    mock.violations.length = 0;
  });

  it("maps Vapi's refusals to 422 with its message", async () => {
    mock.failNext(400, {
      message: ['name must be shorter than or equal to 40 characters'],
      error: 'Bad Request',
      statusCode: 400,
    });
    const error = await provider()
      .createAssistant(specOf(fullForm()))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VoiceProviderError);
    expect(error).toMatchObject({
      status: 422,
      message: 'name must be shorter than or equal to 40 characters',
    });
  });

  it("answers a refusal without Vapi's message with its own", async () => {
    mock.failNext(422, { error: 'Unprocessable Entity', statusCode: 422 });
    await expect(provider().createAssistant(specOf(fullForm()))).rejects.toMatchObject({
      status: 422,
      message: 'The voice platform refused the assistant.',
    });
  });

  it.each([401, 403, 500, 503])('maps Vapi %i to 502 (unavailable)', async (status) => {
    mock.failNext(status, { message: 'nope', statusCode: status });
    await expect(provider().updateAssistant('x', specOf(fullForm()))).rejects.toMatchObject({
      status: 502,
      message: VOICE_PLATFORM_UNAVAILABLE,
    });
  });

  it('a wrong key is a 502, never the key in the error', async () => {
    const error = await vapiProvider({ apiKey: 'wrong', apiBase: mock.base })
      .createAssistant(specOf(fullForm()))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502 });
    expect(JSON.stringify((error as VoiceProviderError).detail)).not.toContain('wrong');
  });

  it('times out and answers 502; an unreachable host is a 502', async () => {
    mock.stallNext(2000);
    const started = Date.now();
    await expect(
      vapiProvider({ apiKey: KEY, apiBase: mock.base, timeoutMs: 200 }).createAssistant(
        specOf(fullForm()),
      ),
    ).rejects.toMatchObject({ status: 502, message: VOICE_PLATFORM_UNAVAILABLE });
    expect(Date.now() - started).toBeLessThan(1500);
    await expect(
      vapiProvider({ apiKey: KEY, apiBase: 'http://127.0.0.1:1' }).deleteAssistant('a'),
    ).rejects.toMatchObject({ status: 502 });
  });
});

describe('the platform voice provider from VOICE_PROVIDER', () => {
  it('is the sandbox by default and Vapi when configured', () => {
    const base = {
      vapiApiKey: null,
      vapiApiBase: 'http://127.0.0.1:1',
      elevenLabsApiKey: null,
      elevenLabsApiBase: '',
    };
    expect(voiceProviderFromConfig({ ...base, provider: 'sandbox' }).name).toBe('sandbox');
    expect(voiceProviderFromConfig({ ...base, provider: 'vapi', vapiApiKey: 'k' }).name).toBe(
      'vapi',
    );
  });
});
