import { describe, expect, it } from '@jest/globals';
import { errorsOf } from '../test-support/errors';
import { contactSchema } from './contact';

describe('contactSchema', () => {
  it('requires first name, last name, email and message', async () => {
    expect(await errorsOf(contactSchema, {})).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      email: ['Email is required'],
      message: ['Message is required'],
    });
  });
  it('rejects a malformed email', async () => {
    expect(
      await errorsOf(contactSchema, {
        first_name: 'A',
        last_name: 'B',
        email: 'x',
        message: 'Hi',
      }),
    ).toEqual({ email: ['Please enter a valid email address'] });
  });
  it('passes without a phone', async () => {
    expect(
      await errorsOf(contactSchema, {
        first_name: 'A',
        last_name: 'B',
        email: 'a@b.co',
        message: 'Hello',
      }),
    ).toEqual({});
  });
});
