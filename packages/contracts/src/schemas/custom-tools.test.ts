import { describe, expect, it } from '@jest/globals';
import {
  CUSTOM_TOOL_MESSAGES,
  customToolSchema,
  parametersProblem,
  parseParameters,
} from './custom-tools';

const valid = {
  name: 'check_order',
  description: 'Looks up an order.',
  url: 'https://shop.example.com/tools/order',
  timeout_seconds: 10,
  parameters: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
};

describe('custom tool schema', () => {
  it('takes a tool with an object schema of typed parameters', () => {
    expect(customToolSchema.validateSync(valid)).toEqual(valid);
    expect(parametersProblem({ type: 'object', properties: {} })).toBeNull();
  });

  it('says what is wrong with the parameters', () => {
    expect(parametersProblem([])).toBe('The parameters must be a JSON object (a JSON schema).');
    expect(parametersProblem({ properties: {} })).toBe('The parameters\' "type" must be "object".');
    expect(parametersProblem({ type: 'object' })).toBe(
      'The parameters must have "properties": an object naming each parameter.',
    );
    expect(parametersProblem({ type: 'object', properties: { 'a b': { type: 'string' } } })).toBe(
      'The parameter name "a b" may have only letters, digits, _ and -.',
    );
    expect(parametersProblem({ type: 'object', properties: { a: 'string' } })).toBe(
      'The parameter "a" must be an object with a "type".',
    );
    expect(
      parametersProblem({ type: 'object', properties: { a: { type: 'string', description: 1 } } }),
    ).toBe('The description of parameter "a" must be text.');
    expect(
      parametersProblem({ type: 'object', properties: { a: { type: 'string' } }, required: 'a' }),
    ).toBe('"required" must be a list of parameter names.');
    expect(
      parametersProblem({ type: 'object', properties: {}, description: 'x'.repeat(10_001) }),
    ).toMatch(/^The parameters may have at most 10,000 characters/);
  });

  it('reads the parameters typed in a text box', () => {
    expect(parseParameters('{"type": "object", "properties": {}}')).toEqual({
      value: { type: 'object', properties: {} },
    });
    expect(parseParameters('{')).toEqual({ error: CUSTOM_TOOL_MESSAGES.parametersNotJson });
    expect(parseParameters('[]')).toEqual({
      error: 'The parameters must be a JSON object (a JSON schema).',
    });
  });

  it('refuses names, URLs and timeouts out of their rules', () => {
    const errors = (values: Record<string, unknown>) => {
      try {
        customToolSchema.validateSync({ ...valid, ...values }, { abortEarly: false });
        return [];
      } catch (error) {
        return (error as { errors: string[] }).errors;
      }
    };
    expect(errors({ name: 'check-order_2' })).toEqual([]);
    expect(errors({ name: 'check.order' })).toEqual([CUSTOM_TOOL_MESSAGES.nameInvalid]);
    expect(errors({ url: 'shop.example.com' })).toEqual([CUSTOM_TOOL_MESSAGES.urlInvalid]);
    expect(errors({ timeout_seconds: 2.5 })).toEqual([CUSTOM_TOOL_MESSAGES.timeoutInvalid]);
    expect(errors({ timeout_seconds: 'soon' })).toEqual([CUSTOM_TOOL_MESSAGES.timeoutInvalid]);
    expect(errors({ parameters: undefined })).toEqual([CUSTOM_TOOL_MESSAGES.parametersRequired]);
  });
});
