import { dataReply, fileReply, pagedList, savedReply } from './common';
import { json } from './json';

type CampaignStatus = 'draft' | 'scheduled' | 'running' | 'paused' | 'completed' | 'cancelled';
type CampaignContactStatus =
  'queued' | 'calling' | 'completed' | 'failed' | 'no_answer' | 'voicemail' | 'do_not_call';
type Hours = { start: string; end: string } | null;

/** An outbound campaign (voice/campaigns); contacts: how many it holds by status. */
export const CampaignSchema = json.object({
  id: json.integer,
  name: json.string,
  status: json.stringOf<CampaignStatus>(),
  user_id: json.integer,
  reseller_id: json.nullableInteger,
  assistant_id: json.integer,
  assistant_name: json.nullableString,
  phone_number_id: json.nullableInteger,
  starts_at: json.nullableString,
  ends_at: json.nullableString,
  time_zone: json.string,
  calling_window: json.asIs<Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', Hours>>(),
  max_concurrent: json.integer,
  retry_count: json.integer,
  retry_spacing_minutes: json.integer,
  retry_on: json.array(json.string),
  consent_confirmed_at: json.string,
  consent_by: json.nullableInteger,
  contacts: json.asIs<Partial<Record<CampaignContactStatus, number>> & { total: number }>(),
  created_at: json.string,
  updated_at: json.string,
  /** First started; completed (or cancelled); why the dialling engine paused it (null: a user did, or running). */
  started_at: json.nullableString,
  completed_at: json.nullableString,
  paused_reason: json.nullableString,
});
export const CampaignReply = dataReply(CampaignSchema);
export const CampaignSavedReply = savedReply(CampaignSchema);
export const CampaignListReply = pagedList(CampaignSchema);

/**
 * One contact of a campaign; last_call_id: its last call's log (call_logs.id); call_id: that call's platform id,
 * the one the call-log page (/call-logs/{callId}) takes, or null.
 */
export const CampaignContactSchema = json.object({
  id: json.integer,
  phone: json.string,
  name: json.nullableString,
  time_zone: json.nullableString,
  variables: json.asIs<Record<string, string> | null>(),
  status: json.stringOf<CampaignContactStatus>(),
  attempts: json.integer,
  next_attempt_at: json.nullableString,
  last_call_id: json.nullableInteger,
  call_id: json.nullableString,
  outcome: json.nullableString,
  created_at: json.string,
});
export const CampaignContactListReply = pagedList(CampaignContactSchema);

const MappingSchema = json.object({
  phone: json.nullableString,
  name: json.nullableString,
  time_zone: json.nullableString,
  variables: json.array(json.string),
});

/**
 * POST /api/campaigns/{id}/contacts/preview data: the file's columns, the mapping guessed from their names, the
 * rows counted, the first 20 rows as read (their number, E.164 or null, name, time zone, variables) and the
 * flagged rows (the first 200; errors_total and errors_by_reason count them all). A row's number is its line in
 * the file, the header being line 1.
 */
export const ContactsPreviewSchema = json.object({
  columns: json.array(json.string),
  suggested_mapping: MappingSchema,
  mapping: MappingSchema,
  rows_total: json.integer,
  valid: json.integer,
  sample: json.array(
    json.object({
      row: json.integer,
      phone: json.nullableString,
      name: json.nullableString,
      time_zone: json.nullableString,
      variables: json.asIs<Record<string, string>>(),
      error: json.nullableString,
    }),
  ),
  errors: json.array(json.object({ row: json.integer, reason: json.string, value: json.string })),
  errors_total: json.integer,
  errors_by_reason: json.asIs<Record<string, number>>(),
});
export const ContactsPreviewReply = dataReply(ContactsPreviewSchema);

/** POST /api/campaigns/{id}/contacts/import data: the rows read, the contacts added, the rows skipped by reason. */
export const ContactsImportSchema = json.object({
  rows_total: json.integer,
  imported: json.integer,
  skipped: json.integer,
  skipped_by_reason: json.asIs<Record<string, number>>(),
});
export const ContactsImportReply = savedReply(ContactsImportSchema);

/**
 * GET /api/campaigns/{id}/stats data: calls placed, answered, answer_rate (answered / contacts with a final
 * outcome, null before any), average_duration_seconds (answered calls, null before any) and the final outcomes
 * counted (completed, no_answer, busy, voicemail, failed, do_not_call, not_called).
 */
export const CampaignStatsSchema = json.object({
  calls: json.integer,
  answered: json.integer,
  answer_rate: json.nullableNumber,
  average_duration_seconds: json.nullableNumber,
  outcomes: json.asIs<Record<string, number>>(),
});
export const CampaignStatsReply = dataReply(CampaignStatsSchema);

export const CampaignContactsCsvReply = fileReply(
  'text/csv',
  "Every contact of the campaign as CSV (an attachment, streamed) in import order, with a header row: number, name, time zone, status, attempts, outcome, last call id, call id, next attempt, variables (JSON); cells starting with = + - @ tab or CR are prefixed with ' (no spreadsheet formulas).",
);
