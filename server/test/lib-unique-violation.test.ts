import { describe, expect, it } from '@jest/globals';
import { isUniqueViolation } from '../src/lib/unique-violation';

describe('isUniqueViolation', () => {
  it("knows PostgreSQL's and SQLite's unique violations", () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe(true);
    expect(isUniqueViolation(new Error('UNIQUE constraint failed: subscriptions.user_id'))).toBe(
      true,
    );
  });

  it('is false for every other error and for non-errors', () => {
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' })).toBe(false);
    expect(isUniqueViolation(new Error('FOREIGN KEY constraint failed'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
