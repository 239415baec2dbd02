/**
 * The one rule for minutes on every screen and export. Two figures, each labelled for what it is:
 * - billed minutes: every call rounded up to whole minutes, then summed (a 20-second call is 1 billed minute);
 *   what plans, usage, overage and invoices count;
 * - talk time: the calls' seconds summed, in minutes with one decimal (a 20-second call is 0.3 min).
 */

/** The billed minutes of one call: its seconds rounded up to whole minutes (0 for none or negative). */
export function billedMinutesOf(seconds: number | null | undefined): number {
  const s = Number(seconds);
  return Number.isFinite(s) && s > 0 ? Math.ceil(s / 60) : 0;
}

/** Talk time in minutes from seconds, rounded to one decimal (90 -> 1.5, 20 -> 0.3). */
export function talkMinutesOf(seconds: number | null | undefined): number {
  const s = Number(seconds);
  return Number.isFinite(s) && s > 0 ? Math.round((s / 60) * 10) / 10 : 0;
}

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Billed minutes as a whole number, grouped ('1', '1,250'); anything not finite is '0'. */
export function formatBilledMinutes(minutes: number | null | undefined): string {
  const m = Number(minutes);
  return group(String(Number.isFinite(m) ? Math.max(0, Math.round(m)) : 0));
}

/** Talk time in minutes with one decimal, grouped ('0.3', '1,234.5', '0.0'); anything not finite is '0.0'. */
export function formatTalkMinutes(minutes: number | null | undefined): string {
  const m = Number(minutes);
  const tenths = Number.isFinite(m) ? Math.max(0, Math.round(m * 10)) : 0;
  return `${group(String(Math.floor(tenths / 10)))}.${tenths % 10}`;
}

/** The labels every screen and export uses for the two figures. */
export const BILLED_MINUTES_LABEL = 'Billed minutes';
export const TALK_TIME_LABEL = 'Talk time';
/** 'Talk time (min)' / 'Billed minutes' in table and CSV headers. */
export const TALK_TIME_MINUTES_LABEL = 'Talk time (min)';

/** The line under a plan's minute allowance: which of the two figures it counts. */
export const MINUTES_RULE_NOTE =
  'Billed minutes: each call rounded up to whole minutes. Talk time (one decimal) is on the dashboard and call logs.';
