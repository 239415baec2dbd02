import { describe, expect, it } from '@jest/globals';
import { applyTemplateVariables, DEFAULT_TEMPLATE } from './assistant-defaults';

describe('applyTemplateVariables with an empty company name', () => {
  const empty = { company_name: '', industry: '', services_products: '' };

  it('leaves no space before the punctuation where the name would be', () => {
    expect(applyTemplateVariables(DEFAULT_TEMPLATE.end_call_message, empty)).toBe(
      'Thank you for calling. Have a great day!',
    );
    expect(applyTemplateVariables(DEFAULT_TEMPLATE.first_message, { company_name: '  ' })).toBe(
      'Hello! Thank you for calling. How can I help you today?',
    );
    expect(applyTemplateVariables('Call {{company_name}}', empty)).toBe('Call');
  });

  it('keeps the spaces between words', () => {
    expect(applyTemplateVariables('About {{company_name}} and more', empty)).toBe('About and more');
    expect(
      applyTemplateVariables(DEFAULT_TEMPLATE.end_call_message, { company_name: 'Acme Dental' }),
    ).toBe('Thank you for calling Acme Dental. Have a great day!');
  });
});
