import { describe, expect, it } from '@jest/globals';
import { createAssistantFormDefaults } from '../constants/assistant-defaults';
import { blankToNull, withBlanksAsNull, withPlaceholdersFilled } from './assistant-payload';

function form() {
  const values = createAssistantFormDefaults({
    system_prompt: 'You work for {{company_name}} ({{company_industry}}): {{ company_services }}.',
    first_message: 'Hello from {{company_name}}!',
    end_call_message: 'Bye from {{company_name}}.',
  });
  values.metadata = { ...values.metadata, company_name: 'Acme', industry: 'Dental' };
  values.metadata.services_products = 'Cleaning';
  values.model.messages.push({
    role: 'user',
    content: '{{company_name}}',
    contentType: 'text',
    imageUrl: '',
  });
  return values;
}

describe('an assistant payload before it is stored (spec 001 §4)', () => {
  it('fills the placeholders of the system prompt, first and end-call message only', () => {
    const filled = withPlaceholdersFilled(form());
    expect(filled.model.messages.map((m) => m.content)).toEqual([
      'You work for Acme (Dental): Cleaning.',
      '{{company_name}}',
    ]);
    expect(filled.firstMessage).toBe('Hello from Acme!');
    expect(filled.endCallMessage).toBe('Bye from Acme.');
  });

  it('leaves the values it was given as they were', () => {
    const values = form();
    withPlaceholdersFilled(values);
    expect(values.firstMessage).toBe('Hello from {{company_name}}!');
  });

  it('sends blank optional texts as null and trims the others', () => {
    const values = form();
    values.metadata.sms_phone_number = '  ';
    values.metadata.assistant_phone_number = ' +14155550100 ';
    values.metadata.webhook_url = '';
    values.selected_phone_number = undefined;
    const payload = withBlanksAsNull(values);
    expect(payload.metadata).toMatchObject({
      sms_phone_number: null,
      assistant_phone_number: '+14155550100',
      webhook_url: null,
      company_name: 'Acme',
    });
    expect(payload.selected_phone_number).toBeNull();
    expect([blankToNull(null), blankToNull(' a ')]).toEqual([null, 'a']);
  });
});
