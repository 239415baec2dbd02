import { describe, expect, it } from '@jest/globals';
import {
  createAssistantFormDefaults,
  DEFAULT_SYSTEM_MESSAGE,
  DEFAULT_TEMPLATE,
  type Assistant,
  type AssistantFormPayload,
} from '@voice/contracts';
import { assistantFormSchema } from '@voice/contracts/schemas';
import { editorRole } from './editor-role';
import { errorPaths, fieldId, firstFailingField } from './field-paths';
import { formValuesOf, payloadForSave } from './form-values';
import { afterCompanyChange, afterCountryChange, afterTypeChange } from './state-rules';

const template = {
  system_prompt: 'You work for {{company_name}} ({{company_industry}}): {{company_services}}',
  first_message: 'Hi, {{company_name}} here',
  end_call_message: 'Bye from {{ company_name }}',
};

function filled(): AssistantFormPayload {
  const values = createAssistantFormDefaults(template);
  values.metadata = {
    ...values.metadata,
    company_name: 'Acme',
    industry: 'Dental',
    services_products: 'Cleaning',
  };
  values.name = 'Acme Assistant';
  return values;
}

describe('state rules (spec 001 §4)', () => {
  it('a company change sets the name to the company name plus " Assistant", cleared when empty', () => {
    let values = afterCompanyChange(filled(), 'company_name', 'Globex');
    expect(values.name).toBe('Globex Assistant');
    expect(values.metadata.company_name).toBe('Globex');
    values = afterCompanyChange({ ...values, name: 'Custom' }, 'industry', 'Retail');
    expect(values.name).toBe('Globex Assistant');
    expect(afterCompanyChange(values, 'company_name', '   ').name).toBe('');
  });

  it('a country change clears the chosen number', () => {
    const values = afterCountryChange(
      { ...filled(), selected_phone_number: '+15550001' },
      'Canada',
    );
    expect(values.metadata.country).toBe('Canada');
    expect(values.selected_phone_number).toBeNull();
  });

  it('type → demo on create resets the three texts from the template; not on edit, not to production', () => {
    const edited = {
      ...filled(),
      type: 'production' as const,
      firstMessage: 'Mine',
      endCallMessage: 'Mine too',
    };
    edited.model.messages = [{ ...DEFAULT_SYSTEM_MESSAGE, content: 'My prompt' }];
    const demo = afterTypeChange(edited, 'demo', { creating: true, template });
    expect(demo.type).toBe('demo');
    expect(demo.model.messages[0]?.content).toBe(template.system_prompt);
    expect(demo.firstMessage).toBe(template.first_message);
    expect(demo.endCallMessage).toBe(template.end_call_message);
    const onEdit = afterTypeChange(edited, 'demo', { creating: false, template });
    expect(onEdit.firstMessage).toBe('Mine');
    const toProduction = afterTypeChange(demo, 'production', { creating: true, template });
    expect(toProduction.firstMessage).toBe(template.first_message);
    expect(afterTypeChange(edited, 'demo', { creating: true, template: null }).firstMessage).toBe(
      'Mine',
    );
  });
});

describe('the payload (spec 001 §4)', () => {
  it('on create the placeholders of the system prompt, first and end message are replaced', async () => {
    const payload = payloadForSave(filled(), { creating: true, isAdmin: false });
    expect(payload.model.messages[0]?.content).toBe('You work for Acme (Dental): Cleaning');
    expect(payload.firstMessage).toBe('Hi, Acme here');
    expect(payload.endCallMessage).toBe('Bye from Acme');
    expect(payload).not.toHaveProperty('user_id');
    expect(payload.metadata.webhook_url).toBeNull();
    // The server checks the body with the same schema.
    await expect(assistantFormSchema.validate(payload, { strict: false })).resolves.toBeTruthy();
  });

  it('on edit the texts are sent as they are; admins send the assignee', () => {
    const payload = payloadForSave(
      { ...filled(), user_id: 12 },
      { creating: false, isAdmin: true },
    );
    expect(payload.model.messages[0]?.content).toBe(template.system_prompt);
    expect(payload.firstMessage).toBe(template.first_message);
    expect(payload.user_id).toBe(12);
  });

  it('a loaded assistant fills the form; only admins get its user_id', () => {
    const assistant: Assistant = {
      id: 4,
      vapi_assistant_id: 'sandbox-4',
      name: 'Acme Assistant',
      type: 'production',
      phone_number: '+15550100',
      webhook_url: 'https://hooks.example.com/x',
      first_message_mode: 'assistant-waits-for-user',
      first_message_interruptions_enabled: true,
      created_at: '2026-01-01T00:00:00Z',
      user: { name: 'Jane' },
      creator: null,
      user_id: 9,
      vapi_data: null,
    };
    const values = formValuesOf(assistant, { isAdmin: false });
    expect(values).toMatchObject({
      name: 'Acme Assistant',
      type: 'production',
      firstMessageMode: 'assistant-waits-for-user',
      firstMessageInterruptionsEnabled: true,
      user_id: null,
      metadata: { webhook_url: 'https://hooks.example.com/x', assistant_phone_number: '+15550100' },
    });
    expect(values.model.messages).toHaveLength(1);
    expect(formValuesOf(assistant, { isAdmin: true }).user_id).toBe(9);
    expect(createAssistantFormDefaults(DEFAULT_TEMPLATE).firstMessage).toContain(
      '{{company_name}}',
    );
  });
});

describe('field paths and the first failing field', () => {
  it('flattens nested errors to dotted paths and picks the first in the page order', () => {
    const errors = {
      firstMessage: 'First Message is required',
      model: { messages: [{ content: 'System Prompt is required' }] },
      user_id: 'Please select a user to assign this assistant to',
      name: 'Agent Name is required',
    };
    const paths = errorPaths(errors).map(([path]) => path);
    expect(paths).toEqual(['firstMessage', 'model.messages.0.content', 'user_id', 'name']);
    expect(firstFailingField(paths)).toBe('name');
    expect(firstFailingField(['user_id', 'voice.speed', 'firstMessage'])).toBe('voice.speed');
    expect(firstFailingField(['metadata.webhook_url', 'metadata.industry'])).toBe(
      'metadata.industry',
    );
    expect(firstFailingField([])).toBeNull();
    expect(fieldId('model.messages.0.content')).toBe('field-model-messages-0-content');
  });
});

describe('the role in the form (spec 001 §6)', () => {
  it('admin includes reseller_admin; super admin is a platform admin; the list after a save', () => {
    expect(editorRole('admin')).toEqual({
      isAdmin: true,
      isSuperAdmin: true,
      listPath: '/super-admin/assistants',
    });
    expect(editorRole('super_admin').listPath).toBe('/super-admin/assistants');
    expect(editorRole('reseller_admin')).toEqual({
      isAdmin: true,
      isSuperAdmin: false,
      listPath: '/admin/assistants',
    });
    expect(editorRole('user')).toEqual({
      isAdmin: false,
      isSuperAdmin: false,
      listPath: '/assistants',
    });
    expect(editorRole('content_admin').listPath).toBe('/assistants');
  });
});
