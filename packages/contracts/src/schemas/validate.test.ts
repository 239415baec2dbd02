import { describe, expect, it } from '@jest/globals';
import { array, object, string, ValidationError } from 'yup';
import {
  firstFieldErrors,
  joinedFieldErrors,
  normalizeFieldPath,
  toFieldErrors,
  validatePayload,
  validatePayloadSync,
} from './validate';

const schema = object({
  name: string().required('Name is required').min(3, 'Too short'),
  items: array().of(object({ label: string().required('Label is required') })),
});

describe('validation helpers', () => {
  it('normalizes yup paths to the server field names', () => {
    expect(normalizeFieldPath('model.messages[0].content')).toBe('model.messages.0.content');
    expect(normalizeFieldPath('a["b c"]')).toBe('a.b c');
  });

  it('collects every error in the 422 shape', async () => {
    const result = await validatePayload(schema, { name: '', items: [{ label: '' }] });
    expect(result).toEqual({
      ok: false,
      errors: { name: ['Name is required'], 'items.0.label': ['Label is required'] },
    });
  });

  it('lists every failing rule of a present value', async () => {
    const strict = object({
      code: string()
        .min(3, 'Too short')
        .matches(/^[a-z]+$/, 'Letters only'),
    });
    expect(await validatePayload(strict, { code: '1' })).toEqual({
      ok: false,
      errors: { code: ['Too short', 'Letters only'] },
    });
  });

  it('strips unknown keys from a valid payload', () => {
    expect(validatePayloadSync(schema, { name: 'Ann', extra: 1 })).toEqual({
      ok: true,
      value: { name: 'Ann' },
    });
  });

  it('converts a single ValidationError', () => {
    expect(toFieldErrors(new ValidationError('Bad', undefined, 'field'))).toEqual({
      field: ['Bad'],
    });
  });

  it('picks the first message or joins them with a comma', () => {
    const errors = { email: ['Taken', 'Invalid'], name: ['Required'] };
    expect(firstFieldErrors(errors)).toEqual({ email: 'Taken', name: 'Required' });
    expect(joinedFieldErrors(errors)).toEqual({ email: 'Taken, Invalid', name: 'Required' });
  });
});
