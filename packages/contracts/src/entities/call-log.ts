import type { Static } from 'typebox';
import type {
  CallLogAdminFieldsSchema,
  CallLogDetailSchema,
  CallLogListItemSchema,
  CallMessageSchema,
  WebhookDeliveryAttemptSchema,
  WebhookDeliverySchema,
  WebhookSecretReply as WebhookSecretReplySchema,
} from '../replies/calls';
import type { DailyCallsSchema } from '../replies/consoles';
import type { CallStatus } from './dashboard';

/**
 * Call logs: GET /api/call-logs (a user's own calls) and GET /api/admin/call-logs (the tenant's,
 * or every tenant's for platform admins), their CSV exports and one call's page.
 */

/** A row of the call-log lists (and of their CSV export). */
export type CallLogListItem = Static<typeof CallLogListItemSchema> &
  Partial<Static<typeof CallLogAdminFieldsSchema>>;

/** One message of a call's conversation (Vapi's artifact.messages). */
export type CallMessage = Static<typeof CallMessageSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One attempt to deliver a forwarded report. */
export type WebhookDeliveryAttempt = Static<typeof WebhookDeliveryAttemptSchema>;

/** A report forwarded to the assistant's webhook URL, with its attempts. */
export type WebhookDelivery = Static<typeof WebhookDeliverySchema>;

/** GET /api/call-logs/{call_id} and GET /api/admin/call-logs/{call_id}: one call with everything reported. */
export type CallLogDetail = Static<typeof CallLogDetailSchema> &
  Partial<Static<typeof CallLogAdminFieldsSchema>>;

/** Filters of the call-log lists and exports (query strings; dates are 'YYYY-MM-DD', UTC, inclusive). */
export interface CallLogsQuery {
  page?: number;
  per_page?: number;
  assistant_id?: number;
  status?: CallStatus | '';
  from?: string;
  to?: string;
  /** Digits (and +) matched inside the assistant's or the customer's number. */
  search?: string;
  /** Admin lists, platform admins only: one reseller's calls. */
  reseller_id?: number;
}

/** One day of the dashboards' calls-per-day chart (the last 30 UTC days, oldest first, zeros included). */
export type DailyCalls = Static<typeof DailyCallsSchema>;

/** POST /api/assistants/{id}/webhook-secret: a new signing secret, shown this once. */
export type WebhookSecretReply = Static<typeof WebhookSecretReplySchema>;
