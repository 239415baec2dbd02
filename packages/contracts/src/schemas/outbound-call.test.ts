import { describe, expect, it } from '@jest/globals';
import { errorsOf } from '../test-support/errors';
import {
  fillTemplateVariables,
  OUTBOUND_CALL_MESSAGES,
  templateVariablesOf,
} from './outbound-call';
import { outboundCallSchema } from './phone-schemas';

describe('outboundCallSchema', () => {
  it('requires an international number', async () => {
    expect(await errorsOf(outboundCallSchema, {})).toEqual({
      to: [OUTBOUND_CALL_MESSAGES.toRequired],
    });
    expect(await errorsOf(outboundCallSchema, { to: '4155552671' })).toEqual({
      to: [OUTBOUND_CALL_MESSAGES.to],
    });
  });
  it('takes a number, a caller number and variables', async () => {
    expect(
      await outboundCallSchema.validate({
        to: '+1 415 555 2671',
        from_phone_number_id: 3,
        variables: { first_name: 'Ada' },
      }),
    ).toEqual({ to: '+14155552671', from_phone_number_id: 3, variables: { first_name: 'Ada' } });
  });
  it('refuses variables that are no name/text pairs', async () => {
    for (const variables of [
      ['Ada'],
      { '1st': 'Ada' },
      { name: 3 },
      { name: 'x'.repeat(501) },
      Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`v${i}`, 'x'])),
    ]) {
      expect(await errorsOf(outboundCallSchema, { to: '+14155552671', variables })).toEqual({
        variables: [OUTBOUND_CALL_MESSAGES.variables],
      });
    }
  });
  it('refuses a caller number id that is no row id', async () => {
    expect(
      await errorsOf(outboundCallSchema, { to: '+14155552671', from_phone_number_id: 'x' }),
    ).toEqual({ from_phone_number_id: [OUTBOUND_CALL_MESSAGES.from] });
  });
});

describe('template variables', () => {
  it('finds each {{name}} once, in order', () => {
    expect(
      templateVariablesOf([
        'Hi {{first_name}}, about {{ topic }}',
        null,
        'Dear {{first_name}} {{x-y}}',
      ]),
    ).toEqual(['first_name', 'topic']);
  });
  it('fills the known ones and leaves the others', () => {
    expect(fillTemplateVariables('Hi {{ first_name }}, {{other}}', { first_name: 'Ada' })).toBe(
      'Hi Ada, {{other}}',
    );
  });
});
