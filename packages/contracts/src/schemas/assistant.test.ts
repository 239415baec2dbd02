import { describe, expect, it } from '@jest/globals';
import { errorsOf } from '../test-support/errors';
import { validAssistantForm } from '../test-support/assistant-form';
import {
  assistantFormSchema,
  createAssistantFormSchema,
  phoneNumberSearchSchema,
} from './assistant';
import { validatePayload } from './validate';

const validForm = validAssistantForm;

describe('assistant form: required checks (spec 001 §5)', () => {
  it('passes the defaults once company info and name are filled in', async () => {
    expect(await errorsOf(assistantFormSchema, validForm())).toEqual({});
  });

  it('gives every required message of the spec table for an empty form', async () => {
    const form = validForm();
    form.name = '';
    form.firstMessage = '';
    form.endCallMessage = '';
    form.model.messages = [{ role: 'system', content: '  ', contentType: 'text', imageUrl: '' }];
    form.metadata = { company_name: '', industry: '', country: '', services_products: '' };
    const errors = await errorsOf(assistantFormSchema, form, { requireAssignee: true });
    expect(errors).toEqual({
      name: ['Agent Name is required'],
      'model.messages.0.content': ['System Prompt is required'],
      firstMessage: ['First Message is required'],
      endCallMessage: ['End Call Message is required'],
      'metadata.company_name': ['Company Name is required'],
      'metadata.industry': ['Industry is required'],
      'metadata.country': ['Country is required'],
      'metadata.services_products': ['Services/Products is required'],
      user_id: ['Please select a user to assign this assistant to'],
    });
  });

  it('reports the system prompt when there is no message at all', async () => {
    const form = validForm();
    form.model.messages = [];
    expect(await errorsOf(assistantFormSchema, form)).toEqual({
      'model.messages.0.content': ['System Prompt is required'],
    });
  });

  it('requires the assignee only for admins (context or factory)', async () => {
    const form = { ...validForm(), user_id: null };
    expect(await errorsOf(assistantFormSchema, form)).toEqual({});
    expect(await errorsOf(assistantFormSchema, form, { requireAssignee: false })).toEqual({});
    expect(await errorsOf(createAssistantFormSchema({ requireAssignee: true }), form)).toEqual({
      user_id: ['Please select a user to assign this assistant to'],
    });
    expect(
      await errorsOf(createAssistantFormSchema({ requireAssignee: true }), {
        ...form,
        user_id: '',
      }),
    ).toEqual({ user_id: ['Please select a user to assign this assistant to'] });
    expect(
      await errorsOf(createAssistantFormSchema({ requireAssignee: true }), { ...form, user_id: 7 }),
    ).toEqual({});
  });

  it('requires the assistant type and first message mode', async () => {
    const form = { ...validForm(), type: 'other', firstMessageMode: '' };
    expect(await errorsOf(assistantFormSchema, form)).toEqual({
      type: ['Assistant Type must be demo or production'],
      firstMessageMode: ['First Message Mode is required'],
    });
  });
});

describe('assistant form: limits (spec 001 §5)', () => {
  it('limits the agent name to 40 characters', async () => {
    expect(await errorsOf(assistantFormSchema, { ...validForm(), name: 'x'.repeat(41) })).toEqual({
      name: ['Agent Name must be at most 40 characters'],
    });
    expect(await errorsOf(assistantFormSchema, { ...validForm(), name: 'x'.repeat(40) })).toEqual(
      {},
    );
  });

  it.each([0.2, 4.1])('rejects voice speed %s', async (speed) => {
    const form = validForm();
    form.voice.speed = speed;
    expect(await errorsOf(assistantFormSchema, form)).toEqual({
      'voice.speed': ['Voice speed must be between 0.25 and 4'],
    });
  });

  it.each([0.25, 1, 4])('accepts voice speed %s', async (speed) => {
    const form = validForm();
    form.voice.speed = speed;
    expect(await errorsOf(assistantFormSchema, form)).toEqual({});
  });

  it('ignores the speed for a provider without a speed setting', async () => {
    const form = validForm();
    form.voice = { provider: 'azure', voiceId: 'x', speed: 9 };
    expect(await errorsOf(assistantFormSchema, form)).toEqual({
      'voice.provider': ['The selected voice provider is not available yet'],
    });
  });

  it('keeps the confidence threshold between 0 and 1', async () => {
    const form = validForm();
    form.transcriber.confidenceThreshold = 1.1;
    expect(await errorsOf(assistantFormSchema, form)).toEqual({
      'transcriber.confidenceThreshold': ['Confidence threshold must be between 0 and 1'],
    });
    form.transcriber.confidenceThreshold = -0.1;
    expect(await errorsOf(assistantFormSchema, form)).toEqual({
      'transcriber.confidenceThreshold': ['Confidence threshold must be between 0 and 1'],
    });
    form.transcriber.confidenceThreshold = 0;
    expect(await errorsOf(assistantFormSchema, form)).toEqual({});
  });

  it('keeps the analysis timeouts between 1 and 60 seconds', async () => {
    const form = validForm();
    form.analysisPlan.summaryTimeout = 0;
    form.analysisPlan.successEvaluationTimeout = 61;
    form.analysisPlan.structuredDataTimeout = 100;
    expect(await errorsOf(assistantFormSchema, form)).toEqual({
      'analysisPlan.summaryTimeout': ['Summary timeout must be between 1 and 60 seconds'],
      'analysisPlan.successEvaluationTimeout': [
        'Success evaluation timeout must be between 1 and 60 seconds',
      ],
      'analysisPlan.structuredDataTimeout': [
        'Structured data timeout must be between 1 and 60 seconds',
      ],
    });
    form.analysisPlan.summaryTimeout = 1;
    form.analysisPlan.successEvaluationTimeout = 60;
    form.analysisPlan.structuredDataTimeout = 30;
    expect(await errorsOf(assistantFormSchema, form)).toEqual({});
  });

  it('keeps the minimum messages between 0 and 10', async () => {
    const form = validForm();
    form.analysisPlan.minMessages = 11;
    expect(await errorsOf(assistantFormSchema, form)).toEqual({
      'analysisPlan.minMessages': ['Minimum messages must be between 0 and 10'],
    });
    form.analysisPlan.minMessages = -1;
    expect(await errorsOf(assistantFormSchema, form)).toEqual({
      'analysisPlan.minMessages': ['Minimum messages must be between 0 and 10'],
    });
    form.analysisPlan.minMessages = 0;
    expect(await errorsOf(assistantFormSchema, form)).toEqual({});
  });

  it('accepts an empty webhook URL but rejects one that is not a URL', async () => {
    const form = validForm();
    form.metadata.webhook_url = '';
    expect(await errorsOf(assistantFormSchema, form)).toEqual({});
    form.metadata.webhook_url = 'not a url';
    expect(await errorsOf(assistantFormSchema, form)).toEqual({
      'metadata.webhook_url': ['Webhook URL must be a valid URL'],
    });
    form.metadata.webhook_url = 'https://hooks.example.com/end-of-call';
    expect(await errorsOf(assistantFormSchema, form)).toEqual({});
  });

  it('requires a name for a function tool and for data schema properties', async () => {
    const form = validForm();
    form.model.tools = [{ type: 'function', function: { name: '', description: 'd' } }];
    form.analysisPlan.dataSchema = [
      { name: '', type: 'string', required: false, isEnum: false, description: '' },
    ];
    expect(await errorsOf(assistantFormSchema, form)).toEqual({
      'model.tools.0.function.name': ['Function name is required'],
      'analysisPlan.dataSchema.0.name': ['Property name is required'],
    });
  });

  it('keeps every field of a valid payload when the server strips unknown keys', async () => {
    const form = { ...validForm(), user_id: 5, selected_phone_number: '+15550001111' };
    const result = await validatePayload(assistantFormSchema, { ...form, hacker: true });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).toEqual(form);
  });
});

describe('phoneNumberSearchSchema', () => {
  it('requires a country and at most 3 digits of area code', async () => {
    expect(await errorsOf(phoneNumberSearchSchema, { country: '', area_code: '1234' })).toEqual({
      country: ['Please select a country first'],
      area_code: ['Area code must be at most 3 characters'],
    });
    expect(
      await errorsOf(phoneNumberSearchSchema, { country: 'Canada', area_code: '41a' }),
    ).toEqual({ area_code: ['Area code can only contain digits'] });
    expect(
      await errorsOf(phoneNumberSearchSchema, { country: 'Canada', area_code: '416' }),
    ).toEqual({});
    expect(await errorsOf(phoneNumberSearchSchema, { country: 'Canada' })).toEqual({});
  });
});
