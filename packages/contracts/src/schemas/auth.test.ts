import { describe, expect, it } from '@jest/globals';
import { errorsOf } from '../test-support/errors';
import {
  forgotPasswordSchema,
  loginAsTokenSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from './auth';
import { validatePayload } from './validate';

describe('loginSchema', () => {
  it('requires email and password', async () => {
    expect(await errorsOf(loginSchema, {})).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });
  it('rejects a malformed email', async () => {
    expect(await errorsOf(loginSchema, { email: 'nope', password: 'x' })).toEqual({
      email: ['Please enter a valid email address'],
    });
  });
  it('passes valid input and defaults remember to false', async () => {
    const result = await validatePayload(loginSchema, { email: ' a@b.co ', password: 'secret' });
    expect(result).toEqual({
      ok: true,
      value: { email: 'a@b.co', password: 'secret', remember: false },
    });
  });
});

describe('registerSchema', () => {
  const valid = {
    name: 'Ann',
    email: 'ann@example.com',
    password: 'password1',
    password_confirmation: 'password1',
    terms: true,
  };
  it('passes valid input', async () => {
    expect(await errorsOf(registerSchema, valid)).toEqual({});
  });
  it('requires the terms checkbox', async () => {
    expect(await errorsOf(registerSchema, { ...valid, terms: false })).toEqual({
      terms: ['You must agree to the terms and conditions'],
    });
  });
  it('rejects a confirmation that does not match', async () => {
    expect(await errorsOf(registerSchema, { ...valid, password_confirmation: 'other123' })).toEqual(
      { password_confirmation: ['Passwords do not match'] },
    );
  });
  it('rejects a short password and a long name', async () => {
    const errors = await errorsOf(registerSchema, {
      ...valid,
      name: 'x'.repeat(256),
      password: 'short',
      password_confirmation: 'short',
    });
    expect(errors.password).toEqual(['Password must be at least 8 characters']);
    expect(errors.name).toEqual(['Name must be less than 255 characters']);
  });
});

describe('forgotPasswordSchema', () => {
  it('requires a well-formed email', async () => {
    expect(await errorsOf(forgotPasswordSchema, { email: '' })).toEqual({
      email: ['Email is required'],
    });
    expect(await errorsOf(forgotPasswordSchema, { email: 'bad@' })).toEqual({
      email: ['Please enter a valid email address'],
    });
    expect(await errorsOf(forgotPasswordSchema, { email: 'a@b.co' })).toEqual({});
  });
});

describe('resetPasswordSchema', () => {
  const valid = {
    token: 'abc',
    email: 'a@b.co',
    password: 'newpassword',
    password_confirmation: 'newpassword',
  };
  it('passes valid input', async () => {
    expect(await errorsOf(resetPasswordSchema, valid)).toEqual({});
  });
  it('says the passwords do not match', async () => {
    expect(
      await errorsOf(resetPasswordSchema, { ...valid, password_confirmation: 'different1' }),
    ).toEqual({ password_confirmation: ['Passwords do not match'] });
  });
  it('requires the token and the email', async () => {
    const errors = await errorsOf(resetPasswordSchema, { ...valid, token: '', email: '' });
    expect(errors.token).toEqual([
      'Invalid or missing reset token. Please request a new password reset link.',
    ]);
    expect(errors.email).toEqual(['Email is required']);
  });
});

describe('loginAsTokenSchema', () => {
  it('requires a token', async () => {
    expect(await errorsOf(loginAsTokenSchema, {})).toEqual({ token: ['Invalid or expired token'] });
    expect(await errorsOf(loginAsTokenSchema, { token: 't' })).toEqual({});
  });
});
