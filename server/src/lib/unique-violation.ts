/**
 * Whether a database error is a unique-index violation: PostgreSQL's SQLSTATE 23505, or SQLite's
 * SQLITE_CONSTRAINT_UNIQUE (its message "UNIQUE constraint failed" is matched too, as some callers did). The
 * callers insert under a unique index to claim something once (a payment recorded, a renewal run, one live
 * subscription) and treat this error as "someone else already did".
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
  return typeof e?.message === 'string' && /UNIQUE constraint failed/i.test(e.message);
}
