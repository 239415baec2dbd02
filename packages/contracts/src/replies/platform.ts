import { DEMO_REQUEST_STATUSES } from '../constants/demo-request';
import type { AuditAction } from '../entities/audit';
import { fileReply, pagedList, savedReply } from './common';
import { json } from './json';

/** A message sent through the landing page's contact form (POST /api/contact), as admins read it. */
export const ContactMessageSchema = json.open({
  id: json.integer,
  first_name: json.string,
  last_name: json.string,
  email: json.string,
  phone: json.nullableString,
  message: json.string,
  /** The reseller whose site received it; null on the main host. */
  reseller_id: json.nullableInteger,
  created_at: json.asIs<string>(),
});
export const ContactMessageListReply = pagedList(ContactMessageSchema);

/** An email kept by the sandbox (database outbox) email transport instead of being sent. */
export const OutboxEmailSchema = json.open({
  id: json.integer,
  to: json.string,
  subject: json.string,
  html: json.string,
  text: json.string,
  reseller_id: json.nullableInteger,
  created_at: json.asIs<string>(),
});
export const OutboxEmailListReply = pagedList(OutboxEmailSchema);

/** A demo request as admins read it (GET /api/admin/demo-requests). */
export const DemoRequestSchema = json.object({
  id: json.integer,
  /** The tenant whose site received it; null on the main host. */
  reseller_id: json.nullableInteger,
  reseller_name: json.nullableString,
  user_id: json.nullableInteger,
  name: json.string,
  email: json.string,
  phone: json.nullableString,
  company: json.nullableString,
  preferred_time: json.nullableString,
  message: json.nullableString,
  status: json.enumOf(DEMO_REQUEST_STATUSES),
  created_at: json.string,
  updated_at: json.string,
});
export const DemoRequestListReply = pagedList(DemoRequestSchema);
export const DemoRequestReply = savedReply(DemoRequestSchema);

/** One entry of the audit log. */
export const AuditLogEntrySchema = json.object({
  id: json.integer,
  created_at: json.string,
  actor_id: json.nullableInteger,
  actor_email: json.nullableString,
  actor_role: json.nullableString,
  impersonator_id: json.nullableInteger,
  impersonator_email: json.nullableString,
  reseller_id: json.nullableInteger,
  reseller_name: json.nullableString,
  action: json.stringOf<AuditAction | (string & {})>(),
  target_type: json.nullableString,
  target_id: json.nullableString,
  target_label: json.nullableString,
  /** { before, after }, secrets masked. */
  changes: json.nullableOpen<{ before?: unknown; after?: unknown; [key: string]: unknown }>(),
  ip: json.nullableString,
  user_agent: json.nullableString,
});
export const AuditLogListReply = pagedList(AuditLogEntrySchema);
export const AuditLogCsvReply = fileReply(
  'text/csv',
  'Every filtered entry as CSV (an attachment, streamed), newest first, with a header row; changes as ' +
    "JSON (secrets masked); cells starting with = + - @ tab or CR are prefixed with ' (no spreadsheet formulas).",
);

/** GET /api/health: started_at on 200; 503 when the database does not answer. */
export const HealthReply = json.object({
  status: json.string,
  database: json.string,
  started_at: json.string,
});
export const HealthDownReply = json.object({ status: json.string, database: json.string });
/** GET /api/ready. status: ready | draining | error; database and redis (when configured): ok | error. */
export const ReadinessReply = json.object(
  { status: json.string, database: json.string, redis: json.string },
  ['redis'],
);
