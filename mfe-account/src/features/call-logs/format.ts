import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatDate, formatNumber } from '@voice/ui';
import { i18n } from '@voice/ui/core';

/** A call's length as m:ss ('0:45', '2:05', '75:03'); '—' when unknown. */
export function formatCallDuration(totalSeconds: number | null | undefined): string {
  if (typeof totalSeconds !== 'number' || !Number.isFinite(totalSeconds)) return '—';
  const s = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A date and time in the page's language, or null when missing or unreadable. */
export function formatDateTime(iso: string | null | undefined): string | null {
  return formatDate(iso, { dateStyle: 'medium', timeStyle: 'medium' }, '') || null;
}

/**
 * A call's cost in US dollars. Unlike plan prices (formatMoney), a call's costs are fractions of a cent per
 * provider, so up to four decimals are kept ('$0.0734', '$1.20'); anything not a finite number is '—'.
 */
export function formatCallCost(amount: unknown): string {
  const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  return typeof value === 'number' && Number.isFinite(value)
    ? formatNumber(value, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
        maximumFractionDigits: 4,
      })
    : '—';
}

const DIRECTIONS: Record<string, MessageDescriptor> = {
  inbound: msg`Inbound`,
  outbound: msg`Outbound`,
  web: msg`Web call`,
};

function directionKey(direction: string): string | undefined {
  return Object.keys(DIRECTIONS).find((name) => direction.toLowerCase().startsWith(name));
}

/** 'inboundPhoneCall' / 'inbound' -> 'Inbound'; unknown values as they are; '—' when none. */
export function formatDirection(direction: string | null | undefined): string {
  if (!direction) return '—';
  const key = directionKey(direction);
  return key ? i18n._(DIRECTIONS[key] as MessageDescriptor) : direction;
}

const CALL_STATUSES: Record<string, MessageDescriptor> = {
  completed: msg`completed`,
  failed: msg`failed`,
  'in-progress': msg`in-progress`,
  ended: msg`ended`,
  queued: msg`queued`,
  ringing: msg`ringing`,
};

/** A call's status as the badges show it ('completed', 'in-progress'), in the page's language; others as they are. */
export function callStatusLabel(status: string): string {
  const label = CALL_STATUSES[status];
  return label ? i18n._(label) : status;
}

/**
 * Who the call was with: the customer's number; a web call has none ('Web call, no number'); otherwise the
 * provider did not report one ('Unknown number'). Never the assistant's own number.
 */
export function callerOf(
  customerNumber: string | null | undefined,
  direction: string | null | undefined,
) {
  if (customerNumber) return customerNumber;
  return direction && directionKey(direction) === 'web'
    ? t`Web call, no number`
    : t`Unknown number`;
}

/** 'endedReason' / 'customer-ended-call' / 'llm_prompt_tokens' -> 'Ended reason' / 'Customer ended call' / … */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/** '+14155550123' -> '+1 415 555 0123' (North American numbers, grouped as they are read); others as they are. */
export function formatPhoneNumber(number: string): string {
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(number);
  return nanp ? `+1 ${nanp[1]} ${nanp[2]} ${nanp[3]}` : number;
}

/**
 * Where a call was transferred: 'Transferred to +1 415 555 0123 (Sales)'; the destination's description cut to
 * `maxDescription` characters when given (the list's rows); null when the call was not transferred.
 */
export function transferText(
  call: { transferred_to: string | null; transferred_to_description: string | null },
  maxDescription?: number,
): string | null {
  if (!call.transferred_to) return null;
  const full = call.transferred_to_description?.trim() ?? '';
  const description =
    maxDescription !== undefined && full.length > maxDescription
      ? `${full.slice(0, maxDescription - 1).trimEnd()}…`
      : full;
  const number = formatPhoneNumber(call.transferred_to);
  return description ? t`Transferred to ${number} (${description})` : t`Transferred to ${number}`;
}
