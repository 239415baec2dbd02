import { mixed, number, object, string, type InferType } from 'yup';

/**
 * An assistant's custom tool (POST/PUT /api/assistants/{id}/tools): a function the model may call during a call,
 * answered by the client's URL. One schema for the editor and the server, so that both refuse the same values with
 * the same messages. The server also compiles the parameters with ajv (what a structural check cannot see) and
 * asks for https:// unless private targets are allowed (a local setup).
 */

export const CUSTOM_TOOL_LIMITS = {
  nameChars: 64,
  descriptionChars: 1000,
  urlChars: 2048,
  timeoutSeconds: { min: 1, max: 20, default: 10 },
  /** The parameters' schema as JSON text. */
  parametersChars: 10_000,
  /** Tools per assistant. */
  maxTools: 20,
} as const;

/** The function name rule of the voice platform (Vapi's OpenAIFunction.name). */
export const TOOL_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;

/** The JSON-schema types a parameter may have. */
export const PARAMETER_TYPES = [
  'string',
  'number',
  'integer',
  'boolean',
  'array',
  'object',
] as const;

export const CUSTOM_TOOL_MESSAGES = {
  nameRequired: 'The name is required.',
  nameInvalid:
    'The name may have only letters, digits, _ and - (at most 64 characters), e.g. check_order.',
  nameTaken: 'This assistant already has a tool with this name.',
  descriptionRequired: 'The description is required: it tells the model when to call the tool.',
  descriptionTooLong: `The description may have at most ${CUSTOM_TOOL_LIMITS.descriptionChars.toLocaleString('en-US')} characters.`,
  urlRequired: 'The URL is required.',
  urlInvalid: 'The URL must be a valid https:// address.',
  urlNotHttps: 'The URL must start with https://.',
  urlTooLong: `The URL may have at most ${CUSTOM_TOOL_LIMITS.urlChars.toLocaleString('en-US')} characters.`,
  timeoutInvalid: `The timeout must be a whole number of seconds from ${CUSTOM_TOOL_LIMITS.timeoutSeconds.min} to ${CUSTOM_TOOL_LIMITS.timeoutSeconds.max}.`,
  parametersRequired: 'The parameters are required (a JSON schema of type object).',
  parametersNotJson: 'The parameters must be valid JSON.',
  tooMany: `An assistant may have at most ${CUSTOM_TOOL_LIMITS.maxTools} custom tools.`,
} as const;

/** The parameters' JSON schema: an object with named, typed properties. */
export interface ToolParameters {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
  [keyword: string]: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with a parameters schema, as a sentence; null when it is a usable object schema. */
export function parametersProblem(value: unknown): string | null {
  if (!isObject(value)) return 'The parameters must be a JSON object (a JSON schema).';
  if (JSON.stringify(value).length > CUSTOM_TOOL_LIMITS.parametersChars) {
    return `The parameters may have at most ${CUSTOM_TOOL_LIMITS.parametersChars.toLocaleString('en-US')} characters of JSON.`;
  }
  if (value.type !== 'object') return 'The parameters\' "type" must be "object".';
  if (!isObject(value.properties)) {
    return 'The parameters must have "properties": an object naming each parameter.';
  }
  for (const [name, property] of Object.entries(value.properties)) {
    if (!TOOL_NAME_PATTERN.test(name)) {
      return `The parameter name "${name}" may have only letters, digits, _ and -.`;
    }
    if (!isObject(property)) return `The parameter "${name}" must be an object with a "type".`;
    if (!PARAMETER_TYPES.includes(property.type as (typeof PARAMETER_TYPES)[number])) {
      return `The parameter "${name}" needs a "type": one of ${PARAMETER_TYPES.join(', ')}.`;
    }
    if (property.description !== undefined && typeof property.description !== 'string') {
      return `The description of parameter "${name}" must be text.`;
    }
  }
  if (value.required !== undefined) {
    if (!Array.isArray(value.required)) return '"required" must be a list of parameter names.';
    for (const name of value.required as unknown[]) {
      if (typeof name !== 'string' || !(name in value.properties)) {
        return `"required" names "${String(name)}", which is not one of the properties.`;
      }
    }
  }
  return null;
}

/** A parameters schema typed in a text box: the schema, or the message of what is wrong. */
export function parseParameters(text: string): { value: ToolParameters } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: CUSTOM_TOOL_MESSAGES.parametersNotJson };
  }
  const problem = parametersProblem(value);
  return problem === null ? { value: value as ToolParameters } : { error: problem };
}

/** An absolute http(s) URL with a host (https is asked for by the server, see above). */
function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const customToolSchema = object({
  name: string()
    .trim()
    .required(CUSTOM_TOOL_MESSAGES.nameRequired)
    .matches(TOOL_NAME_PATTERN, CUSTOM_TOOL_MESSAGES.nameInvalid),
  description: string()
    .trim()
    .required(CUSTOM_TOOL_MESSAGES.descriptionRequired)
    .max(CUSTOM_TOOL_LIMITS.descriptionChars, CUSTOM_TOOL_MESSAGES.descriptionTooLong),
  url: string()
    .trim()
    .required(CUSTOM_TOOL_MESSAGES.urlRequired)
    .max(CUSTOM_TOOL_LIMITS.urlChars, CUSTOM_TOOL_MESSAGES.urlTooLong)
    .test('web-url', CUSTOM_TOOL_MESSAGES.urlInvalid, (value) => !value || isWebUrl(value)),
  timeout_seconds: number()
    .typeError(CUSTOM_TOOL_MESSAGES.timeoutInvalid)
    .required(CUSTOM_TOOL_MESSAGES.timeoutInvalid)
    .integer(CUSTOM_TOOL_MESSAGES.timeoutInvalid)
    .min(CUSTOM_TOOL_LIMITS.timeoutSeconds.min, CUSTOM_TOOL_MESSAGES.timeoutInvalid)
    .max(CUSTOM_TOOL_LIMITS.timeoutSeconds.max, CUSTOM_TOOL_MESSAGES.timeoutInvalid),
  parameters: mixed<ToolParameters>()
    .required(CUSTOM_TOOL_MESSAGES.parametersRequired)
    .test('json-schema', function check(value) {
      const problem = value === undefined ? null : parametersProblem(value);
      return problem === null || this.createError({ message: problem });
    }),
});

export type CustomToolInput = InferType<typeof customToolSchema>;
