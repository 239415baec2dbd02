import { object, string } from 'yup';
import { TEMPLATE_VARIABLES } from '../constants/assistant-options';

/**
 * PUT /api/admin/assistant-templates (the /admin/templates screen): a tenant's system prompt, first message and
 * end-call message for demo assistants. Each is required, at most 10,000 characters, and may use only the
 * placeholders {{company_name}}, {{company_industry}} and {{company_services}} (spec 001 §5).
 */

export const TEMPLATE_TEXT_MAX_LENGTH = 10_000;
export const TEMPLATE_PLACEHOLDER_MESSAGE =
  'Only the placeholders {{company_name}}, {{company_industry}} and {{company_services}} are allowed';

/** The placeholders of a text that are not template variables ('{{ x }}' -> 'x'). */
export function unknownPlaceholders(text: string): string[] {
  const found = [...text.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((m) => m[1] ?? '');
  return found.filter((name) => !(TEMPLATE_VARIABLES as readonly string[]).includes(name));
}

const templateText = (label: string) =>
  string()
    .trim()
    .required(`${label} is required`)
    .max(TEMPLATE_TEXT_MAX_LENGTH, `${label} must be at most 10,000 characters`)
    .test(
      'placeholders',
      TEMPLATE_PLACEHOLDER_MESSAGE,
      (value) => !value || unknownPlaceholders(value).length === 0,
    );

export const assistantTemplateSchema = object({
  system_prompt: templateText('System Prompt'),
  first_message: templateText('First Message'),
  end_call_message: templateText('End Call Message'),
});
