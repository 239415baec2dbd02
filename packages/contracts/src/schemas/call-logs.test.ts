import { describe, expect, it } from '@jest/globals';
import { errorsOf } from '../test-support/errors';
import {
  adminCallLogFiltersSchema,
  callLogFiltersSchema,
  isCalendarDay,
  phoneSearchDigits,
} from './call-logs';

describe('callLogFiltersSchema', () => {
  it('accepts no filters, blank filters and every valid filter', async () => {
    expect(await errorsOf(callLogFiltersSchema, {})).toEqual({});
    expect(
      await errorsOf(callLogFiltersSchema, {
        assistant_id: '',
        status: '',
        from: '',
        to: '',
        search: '',
      }),
    ).toEqual({});
    expect(
      await errorsOf(callLogFiltersSchema, {
        assistant_id: '12',
        status: 'in-progress',
        from: '2026-02-28',
        to: '2026-02-28',
        search: '+1 (555) 010-0199',
      }),
    ).toEqual({});
  });

  it('casts blank filters to undefined and ids to numbers', () => {
    expect(
      callLogFiltersSchema.cast({ assistant_id: '7', status: '', search: ' 555 ', from: '' }),
    ).toEqual({
      assistant_id: 7,
      status: undefined,
      from: undefined,
      to: undefined,
      search: '555',
    });
  });

  it('refuses malformed values with clear messages', async () => {
    expect(
      await errorsOf(callLogFiltersSchema, {
        assistant_id: '1.5',
        status: 'ended',
        from: '2026-02-30',
        to: 'yesterday',
        search: "1' or 1=1",
      }),
    ).toEqual({
      assistant_id: ['The assistant id must be an integer.'],
      status: ['The selected status is invalid.'],
      from: ['The date must be a valid date (YYYY-MM-DD).'],
      to: ['The date must be a valid date (YYYY-MM-DD).'],
      search: ['The search may only contain a phone number: digits, spaces and + - ( ) .'],
    });
    expect(await errorsOf(callLogFiltersSchema, { search: '+ ( )' })).toEqual({
      search: ['The search must contain at least one digit.'],
    });
    expect(await errorsOf(callLogFiltersSchema, { search: '1'.repeat(41) })).toEqual({
      search: ['The search may not be greater than 40 characters.'],
    });
  });

  it('refuses a range that ends before it starts, on the end date', async () => {
    expect(await errorsOf(callLogFiltersSchema, { from: '2026-03-02', to: '2026-03-01' })).toEqual({
      to: ['The end date must be on or after the start date.'],
    });
    expect(await errorsOf(callLogFiltersSchema, { from: '2026-03-01', to: '2026-03-01' })).toEqual(
      {},
    );
  });

  it('takes reseller_id on the admin filters only', async () => {
    expect(await errorsOf(adminCallLogFiltersSchema, { reseller_id: '0' })).toEqual({
      reseller_id: ['The reseller id must be an integer.'],
    });
    expect(adminCallLogFiltersSchema.cast({ reseller_id: '3' }).reseller_id).toBe(3);
    expect(
      callLogFiltersSchema.cast({ reseller_id: '3' }, { stripUnknown: true }),
    ).not.toHaveProperty('reseller_id');
  });
});

describe('helpers', () => {
  it('isCalendarDay knows real days only', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
  });

  it('phoneSearchDigits keeps the digits', () => {
    expect(phoneSearchDigits('+1 (555) 010-0199')).toBe('15550100199');
    expect(phoneSearchDigits('()')).toBe('');
  });
});
