import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { date, object } from 'yup';
import type { ValidationResult } from '@voice/contracts/schemas';
import type * as MemoValidation from '../src/lib/speed-ups/memo-validation';
import type { TestContext } from './helpers/test-app';

type Validate = (query: Record<string, unknown>) => ValidationResult<unknown>;

/** Every query-string validation the routes remember (lib/speed-ups/memo-validation.ts), as the app builds them. */
const remembered: Validate[] = [];
jest.mock('../src/lib/speed-ups/memo-validation', () => {
  const actual = jest.requireActual<typeof MemoValidation>('../src/lib/speed-ups/memo-validation');
  return {
    ...actual,
    memoisedByQuery: (validate: Validate) => {
      remembered.push(validate);
      return actual.memoisedByQuery(validate);
    },
  };
});

/** Query strings of the kinds the lists take: none, paging, dates, searches, filters. */
const SAMPLES: Record<string, unknown>[] = [
  {},
  { page: '2', per_page: '10' },
  { from: '2026-01-01', to: '2026-01-31', period: 'month' },
  { search: 'ab', status: 'completed', sort_by: 'name', sort_order: 'asc' },
];

/** What a validation gives for each sample at two clock times 11 years apart (the same when it ignores the clock). */
function atTwoTimes(validate: Validate): [string, string] {
  const at = (iso: string) => {
    jest.useFakeTimers({ now: new Date(iso) });
    try {
      return JSON.stringify(SAMPLES.map((query) => validate({ ...query })));
    } finally {
      jest.useRealTimers();
    }
  };
  return [at('2020-03-01T10:00:00Z'), at('2031-09-15T22:30:00Z')];
}

/**
 * A query's validation is remembered per query string, so a query schema must depend on the query alone: one that
 * read the clock (a default of "now", a "not in the future" rule) would answer later requests with an old result.
 */
describe('the routes’ query schemas (remembered per query string)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Imported here, after jest.mock above has run (nothing hoists it above the imports).
    const { createTestContext } = await import('./helpers/test-app');
    ctx = await createTestContext('sqlite');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('are remembered for the list routes', () => {
    expect(remembered.length).toBeGreaterThan(10);
  });

  it('give the same result whatever the clock says', () => {
    for (const validate of remembered) {
      const [before, after] = atTwoTimes(validate);
      expect(after).toEqual(before);
    }
  });

  it('a schema that reads the clock is caught by this check', () => {
    const clocked = object({ to: date().default(() => new Date()) });
    const validate: Validate = (query) => ({ ok: true, value: clocked.cast(query) });
    const [before, after] = atTwoTimes(validate);
    expect(after).not.toEqual(before);
  });
});
