import { describe, expect, it } from '@jest/globals';
import { array, boolean, number, object, string, ValidationError } from 'yup';
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

describe('values of the wrong shape', () => {
  const form = object({
    email: string().trim().required('Email is required'),
    phone_search: string().trim(),
    page: number().typeError('The page must be an integer.'),
    remember: boolean(),
    password: string(),
    items: array().of(object({ label: string().trim().required('Label is required') })),
  });

  it('answers a field error, never a crash, for an array or object where a string is expected', async () => {
    for (const email of [['a@b.test'], { $gt: '' }, []]) {
      expect(await validatePayload(form, { email })).toEqual({
        ok: false,
        errors: { email: ['The email must be a string.'] },
      });
      expect(validatePayloadSync(form, { email })).toEqual({
        ok: false,
        errors: { email: ['The email must be a string.'] },
      });
    }
  });

  it('names nested fields and keeps the other fields errors', async () => {
    const result = await validatePayload(form, {
      email: '',
      phone_search: ['1', '2'],
      remember: {},
      items: [{ label: ['x'] }, 'text'],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        email: ['Email is required'],
        phone_search: ['The phone search must be a string.'],
        remember: ['The remember must be true or false.'],
        'items.0.label': ['The items.0.label must be a string.'],
        'items.1': ['The items.1 must be an object.'],
      },
    });
    expect(await validatePayload(form, { email: 'a', items: 'x' })).toEqual({
      ok: false,
      errors: { items: ['The items must be an array.'] },
    });
  });

  it('resolves conditional schemas before checking shapes', async () => {
    const conditional = object({
      kind: string(),
      value: string().when('kind', {
        is: 'n',
        then: () => number().typeError('Not a number'),
        otherwise: (s) => s.trim(),
      }),
    });
    expect(await validatePayload(conditional, { kind: 's', value: ['x'] })).toEqual({
      ok: false,
      errors: { value: ['The value must be a string.'] },
    });
    expect(await validatePayload(conditional, { kind: 'n', value: 'x' })).toEqual({
      ok: false,
      errors: { value: ['Not a number'] },
    });
  });

  it('never quotes the submitted value in a type message', async () => {
    const result = await validatePayload(form, { email: 'a', page: 'secret-value' });
    expect(result).toEqual({ ok: false, errors: { page: ['The page must be an integer.'] } });
    const plain = object({ count: number() });
    const res = await validatePayload(plain, { count: 'secret-value' });
    expect(res).toEqual({ ok: false, errors: { count: ['The count must be a number.'] } });
    expect(JSON.stringify(res)).not.toContain('secret-value');
  });

  it("ignores keys named after Object.prototype's members instead of crashing", async () => {
    const payloads = [
      { email: 'a', hasOwnProperty: '' },
      { email: 'a', constructor: { prototype: { admin: true } } },
      { email: 'a', toString: 'x', valueOf: [] },
      JSON.parse('{"email": "a", "__proto__": {"admin": true}}') as unknown,
      { email: 'a', items: [{ label: 'x', toString: 1 }] },
    ];
    for (const payload of payloads) {
      const result = await validatePayload(form, payload);
      expect(result.ok).toBe(true);
      expect(validatePayloadSync(form, payload).ok).toBe(true);
      if (result.ok) expect(({} as Record<string, unknown>).admin).toBeUndefined();
    }
  });

  it('refuses NUL characters in strings (PostgreSQL cannot store them)', async () => {
    expect(
      await validatePayload(form, { email: 'a\u0000@b.test', phone_search: '\u0000' }),
    ).toEqual({
      ok: false,
      errors: {
        email: ['The email must not contain NUL characters.'],
        phone_search: ['The phone search must not contain NUL characters.'],
      },
    });
  });

  it('still accepts well-formed values', async () => {
    expect(
      await validatePayload(form, { email: ' a@b.test ', page: '2', remember: 'true' }),
    ).toEqual({
      ok: true,
      value: { email: 'a@b.test', page: 2, remember: true },
    });
  });
});
