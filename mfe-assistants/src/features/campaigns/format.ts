import type { Tone } from '@voice/ui/core';

export type CampaignStatus =
  'draft' | 'scheduled' | 'running' | 'paused' | 'completed' | 'cancelled';
export type CampaignContactStatus =
  'queued' | 'calling' | 'completed' | 'failed' | 'no_answer' | 'voicemail' | 'do_not_call';

export const STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  running: 'Running',
  paused: 'Paused',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

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
export const CONTACT_LABELS: Record<string, string> = {
  queued: 'Queued',
  calling: 'Calling',
  completed: 'Completed',
  failed: 'Failed',
  no_answer: 'No answer',
  busy: 'Busy',
  voicemail: 'Voicemail',
  do_not_call: 'Do not call',
  not_called: 'Not called',
};

export const contactLabel = (value: string) => CONTACT_LABELS[value] ?? value.replace(/_/g, ' ');

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

export const formatNumber = (value: number) => value.toLocaleString('en-US');

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** 75 -> '1 min 15 s'; 42 -> '42 s'. */
export function formatSeconds(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '—';
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return minutes > 0 ? `${minutes} min ${rest} s` : `${rest} s`;
}

/** 0.4567 -> '46%'; null (nothing finished yet) -> '—'. */
export const formatRate = (rate: number | null) =>
  rate === null || !Number.isFinite(rate) ? '—' : `${Math.round(rate * 100)}%`;

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
