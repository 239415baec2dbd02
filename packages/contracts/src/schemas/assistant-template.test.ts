import { describe, expect, it } from '@jest/globals';
import { DEFAULT_TEMPLATE } from '../constants/assistant-defaults';
import { errorsOf } from '../test-support/errors';
import {
  TEMPLATE_PLACEHOLDER_MESSAGE,
  assistantTemplateSchema,
  unknownPlaceholders,
} from './assistant-template';

describe('assistant template schema (/admin/templates)', () => {
  it('accepts the default template', async () => {
    expect(await errorsOf(assistantTemplateSchema, { ...DEFAULT_TEMPLATE })).toEqual({});
  });

  it('names the placeholders that are not template variables', () => {
    expect(unknownPlaceholders('{{company_name}} {{ company_services }}')).toEqual([]);
    expect(unknownPlaceholders('{{ customer }} and {{company_name}} and {{}}')).toEqual([
      'customer',
      '',
    ]);
  });

  it('refuses unknown placeholders, empty and overlong texts', async () => {
    expect(
      await errorsOf(assistantTemplateSchema, {
        system_prompt: 'Hello {{user.name}}',
        first_message: '   ',
        end_call_message: 'x'.repeat(10_001),
      }),
    ).toEqual({
      system_prompt: [TEMPLATE_PLACEHOLDER_MESSAGE],
      first_message: ['First Message is required'],
      end_call_message: ['End Call Message must be at most 10,000 characters'],
    });
  });
});
