import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatDate, formatNumber as localeNumber } from '@voice/ui';
import { i18n, type Tone } from '@voice/ui/core';

export type CampaignStatus =
  'draft' | 'scheduled' | 'running' | 'paused' | 'completed' | 'cancelled';
export type CampaignContactStatus =
  'queued' | 'calling' | 'completed' | 'failed' | 'no_answer' | 'voicemail' | 'do_not_call';

export const STATUS_LABELS: Record<CampaignStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  scheduled: msg`Scheduled`,
  running: msg`Running`,
  paused: msg`Paused`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
};

/** A campaign's status in the page's language (an unknown one as it is). */
export function statusLabel(status: CampaignStatus): string {
  const label = (STATUS_LABELS as Partial<Record<string, MessageDescriptor>>)[status];
  return label ? i18n._(label) : status;
}

export function statusTone(status: CampaignStatus): Tone {
  switch (status) {
    case 'running':
      return 'info';
    case 'scheduled':
    case 'paused':
      return 'warning';
    case 'completed':
      return 'success';
    case 'cancelled':
      return 'danger';
    default:
      return 'neutral';
  }
}

/** A contact's status or final outcome as the page says it (busy is an outcome, never a status). */
export const CONTACT_LABELS: Partial<Record<string, MessageDescriptor>> = {
  queued: msg`Queued`,
  calling: msg`Calling`,
  completed: msg`Completed`,
  failed: msg`Failed`,
  no_answer: msg`No answer`,
  busy: msg`Busy`,
  voicemail: msg`Voicemail`,
  do_not_call: msg`Do not call`,
  not_called: msg`Not called`,
};

export const contactLabel = (value: string) => {
  const label = CONTACT_LABELS[value];
  return label ? i18n._(label) : value.replace(/_/g, ' ');
};

/** The order of the progress figures and the bar's segments: waiting, at work, then the final outcomes. */
export const PROGRESS_STATUSES: readonly CampaignContactStatus[] = [
  'queued',
  'calling',
  'completed',
  'failed',
  'no_answer',
  'voicemail',
  'do_not_call',
];

/** Outcomes of the chart, in this order, whichever the server counted. */
export const OUTCOME_ORDER = [
  'completed',
  'no_answer',
  'busy',
  'voicemail',
  'failed',
  'do_not_call',
  'not_called',
] as const;

/** Contacts that are done: neither queued nor being called. */
export function doneCount(
  contacts: Partial<Record<CampaignContactStatus, number>> & { total: number },
) {
  return Math.max(0, contacts.total - (contacts.queued ?? 0) - (contacts.calling ?? 0));
}

export const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 100) : 0;

/** A count with the page's grouping ('1,234', '1.234'). */
export const formatNumber = (value: number) => localeNumber(value);

/** A date and time in the page's language; '—' without one, the text as it is when it is not a date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }, iso);
}

/** 75 -> '1 min 15 s'; 42 -> '42 s'. */
export function formatSeconds(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '—';
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return minutes > 0 ? t`${minutes} min ${rest} s` : t`${rest} s`;
}

/** 0.4567 -> '46%' ('46 %' in Spanish and German); null (nothing finished yet) -> '—'. */
export const formatRate = (rate: number | null) =>
  rate === null || !Number.isFinite(rate)
    ? '—'
    : localeNumber(Math.round(rate * 100) / 100, { style: 'percent', maximumFractionDigits: 0 });

/**
 * An ISO time as a datetime-local input's value in the browser's zone ('2026-12-01T09:00'), and back: the form
 * edits local times, the API keeps ISO instants.
 */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
