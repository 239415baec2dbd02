import { describe, expect, it } from '@jest/globals';
import { errorsOf } from '../test-support/errors';
import { demoRequestSchema, demoRequestStatusSchema } from './demo-request';

describe('demoRequestSchema', () => {
  it('requires a name and a well-formed email', async () => {
    expect(await errorsOf(demoRequestSchema, {})).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
    });
    expect(await errorsOf(demoRequestSchema, { name: '  ', email: 'x' })).toEqual({
      name: ['Name is required'],
      email: ['Please enter a valid email address'],
    });
  });

  it('passes with only name and email; blank or null optional fields are fine', async () => {
    expect(
      await errorsOf(demoRequestSchema, {
        name: 'Jane',
        email: 'jane@example.test',
        phone: '',
        company: null,
      }),
    ).toEqual({});
  });

  it('caps every field', async () => {
    expect(
      await errorsOf(demoRequestSchema, {
        name: 'n'.repeat(256),
        email: 'jane@example.test',
        phone: '1'.repeat(21),
        company: 'c'.repeat(256),
        preferred_time: 't'.repeat(256),
        message: 'm'.repeat(5001),
      }),
    ).toEqual({
      name: ['Name must be less than 255 characters'],
      phone: ['Phone number must be less than 20 characters'],
      company: ['Company must be less than 255 characters'],
      preferred_time: ['Preferred time must be less than 255 characters'],
      message: ['Message must be less than 5000 characters'],
    });
  });
});

describe('demoRequestStatusSchema', () => {
  it('accepts new, contacted and closed only', async () => {
    for (const status of ['new', 'contacted', 'closed']) {
      expect(await errorsOf(demoRequestStatusSchema, { status })).toEqual({});
    }
    expect(await errorsOf(demoRequestStatusSchema, { status: 'done' })).toEqual({
      status: ['The selected status is invalid.'],
    });
    expect(await errorsOf(demoRequestStatusSchema, {})).toEqual({
      status: ['Status is required'],
    });
  });
});
