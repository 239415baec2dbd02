/** Timestamps are ISO-8601 UTC strings everywhere; "today" and "this month" are UTC periods. */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}

export function addHours(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * 3600_000);
}

export function addDays(date: Date, days: number): Date {
  return addHours(date, days * 24);
}

export function startOfUtcMonth(now: Date = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
}

/** A timestamp column as an ISO string: PostgreSQL's driver may hand back a Date, SQLite the stored text. */
export const isoString = (value: string | Date): string =>
  value instanceof Date ? value.toISOString() : value;
