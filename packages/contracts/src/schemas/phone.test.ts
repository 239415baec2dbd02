import { describe, expect, it } from '@jest/globals';
import { object } from 'yup';
import { errorsOf } from '../test-support/errors';
import { e164Field, normalizeE164 } from './phone';

describe('normalizeE164', () => {
  it('turns a written international number into E.164', () => {
    expect(normalizeE164('+1 (415) 555-2671')).toBe('+14155552671');
    expect(normalizeE164(' +44 20 7946 0958 ')).toBe('+442079460958');
  });
  it('reads a national number with the default country only', () => {
    expect(normalizeE164('(415) 555-2671', 'US')).toBe('+14155552671');
    expect(normalizeE164('020 7946 0958', 'gb')).toBe('+442079460958');
    expect(normalizeE164('4155552671')).toBeNull();
  });
  it('refuses what is no valid number', () => {
    expect(normalizeE164('')).toBeNull();
    expect(normalizeE164('hello')).toBeNull();
    expect(normalizeE164('+1 555')).toBeNull();
    expect(normalizeE164('+999 1234567')).toBeNull();
    expect(normalizeE164(`+1${'5'.repeat(60)}`)).toBeNull();
  });
});

describe('e164Field', () => {
  const schema = object({
    to: e164Field('Enter the number in international form', 'Number is required'),
  });
  it('requires the number', async () => {
    expect(await errorsOf(schema, {})).toEqual({ to: ['Number is required'] });
    expect(await errorsOf(schema, { to: '  ' })).toEqual({ to: ['Number is required'] });
  });
  it('refuses an invalid or national number', async () => {
    expect(await errorsOf(schema, { to: '555-2671' })).toEqual({
      to: ['Enter the number in international form'],
    });
    expect(await errorsOf(schema, { to: '+1 555' })).toEqual({
      to: ['Enter the number in international form'],
    });
  });
  it('yields the number in E.164', async () => {
    expect(await schema.validate({ to: '+1 415-555-2671' })).toEqual({ to: '+14155552671' });
  });
});
