/** A {{name}} variable of an assistant's texts (Vapi's variableValues use LiquidJS: `{{ name }}` is allowed). */
const VARIABLE = /\{\{\s*([A-Za-z_][A-Za-z0-9_]{0,63})\s*\}\}/g;
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
export const OUTBOUND_VARIABLES_MAX = 20;
export const OUTBOUND_VARIABLE_VALUE_MAX = 500;

export const OUTBOUND_CALL_MESSAGES = {
  to: 'Enter the number in international form, e.g. +14155550123',
  toRequired: 'The number to call is required',
  from: 'Pick one of the assistant’s numbers',
  variables: `Up to ${OUTBOUND_VARIABLES_MAX} variables, each a name of letters, digits and _ (not starting with a digit) and a text of at most ${OUTBOUND_VARIABLE_VALUE_MAX} characters`,
} as const;

/** The distinct {{name}} variables of `texts` (an assistant's first message and prompt), in order of appearance. */
export function templateVariablesOf(texts: readonly (string | null | undefined)[]): string[] {
  const names: string[] = [];
  for (const text of texts) {
    for (const match of (text ?? '').matchAll(VARIABLE)) {
      const name = match[1] as string;
      if (!names.includes(name)) names.push(name);
    }
  }
  return names;
}

/** `text` with each {{name}} that `values` has replaced by its value (others are left as they are, like Vapi). */
export function fillTemplateVariables(text: string, values: Record<string, string>): string {
  return text.replace(VARIABLE, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? (values[name] as string) : whole,
  );
}

/** Are `value` an outbound call's variables (none, or names and texts within OUTBOUND_CALL_MESSAGES.variables)? */
export function areOutboundVariables(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value as Record<string, unknown>);
  return (
    entries.length <= OUTBOUND_VARIABLES_MAX &&
    entries.every(
      ([name, text]) =>
        VARIABLE_NAME.test(name) &&
        typeof text === 'string' &&
        text.length <= OUTBOUND_VARIABLE_VALUE_MAX,
    )
  );
}

/** POST /api/assistants/:id/calls: the schema is outboundCallSchema of '@voice/contracts/phone' (libphonenumber-js). */
export type { OutboundCallPayload } from './phone-schemas';
