import { describe, expect, it } from '@jest/globals';
import { errorsOf } from '../test-support/errors';
import { createCustomSubscriptionSchema } from './custom-subscription';
import { validatePayload } from './validate';

const valid = {
  user_id: 3,
  package_id: 1,
  custom_amount: 49.99,
  billing_interval: 'monthly',
  duration_months: 12,
};

describe('createCustomSubscriptionSchema', () => {
  it('passes valid input', async () => {
    expect(await errorsOf(createCustomSubscriptionSchema, valid)).toEqual({});
  });
  it('defaults to monthly billing over 12 months', async () => {
    const result = await validatePayload(createCustomSubscriptionSchema, {
      user_id: 3,
      package_id: 1,
      custom_amount: '10',
    });
    expect(result).toEqual({
      ok: true,
      value: { ...valid, custom_amount: 10 },
    });
  });
  it('requires user, package and amount (empty select values included)', async () => {
    expect(
      await errorsOf(createCustomSubscriptionSchema, {
        user_id: '',
        package_id: undefined,
        custom_amount: '',
      }),
    ).toEqual({
      user_id: ['Please select a user'],
      package_id: ['Please select a package'],
      custom_amount: ['Custom amount is required'],
    });
  });
  it('needs an amount of at least 0.01 in steps of 0.01', async () => {
    expect(await errorsOf(createCustomSubscriptionSchema, { ...valid, custom_amount: 0 })).toEqual({
      custom_amount: ['Amount must be at least 0.01'],
    });
    expect(
      await errorsOf(createCustomSubscriptionSchema, { ...valid, custom_amount: 1.005 }),
    ).toEqual({ custom_amount: ['Amount can have at most 2 decimal places'] });
    expect(
      await errorsOf(createCustomSubscriptionSchema, { ...valid, custom_amount: 0.01 }),
    ).toEqual({});
  });
  it('keeps the duration between 1 and 120 months', async () => {
    expect(
      await errorsOf(createCustomSubscriptionSchema, { ...valid, duration_months: 121 }),
    ).toEqual({ duration_months: ['Maximum 120 months (10 years)'] });
    expect(
      await errorsOf(createCustomSubscriptionSchema, { ...valid, duration_months: 0 }),
    ).toEqual({ duration_months: ['Duration must be at least 1 month'] });
    expect(
      await errorsOf(createCustomSubscriptionSchema, { ...valid, duration_months: 120 }),
    ).toEqual({});
  });
  it('accepts only monthly or yearly billing', async () => {
    expect(
      await errorsOf(createCustomSubscriptionSchema, { ...valid, billing_interval: 'weekly' }),
    ).toEqual({ billing_interval: ['Billing interval must be monthly or yearly'] });
  });
});
