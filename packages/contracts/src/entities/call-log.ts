import type { CallStatus } from './dashboard';

/**
 * Call logs: GET /api/call-logs (a user's own calls) and GET /api/admin/call-logs (the tenant's,
 * or every tenant's for platform admins), their CSV exports and one call's page.
 */

/** A row of the call-log lists (and of their CSV export). */
export interface CallLogListItem {
  id: number;
  call_id: string;
  status: CallStatus | (string & {});
  assistant_id: number | null;
  assistant_name: string | null;
  /** The assistant's number. */
  phone_number: string | null;
  /** The caller's (or callee's) number. */
  customer_number: string | null;
  direction: string | null;
  start_time: string;
  end_time: string | null;
  /** Talk time in seconds. */
  duration: number;
  /** The call's billed minutes: its seconds rounded up to whole minutes (billedMinutesOf). */
  billed_minutes: number;
  cost: number;
  ended_reason: string | null;
  /** Admin lists only: the owner and the tenant. */
  user_id?: number | null;
  user_name?: string | null;
  user_email?: string | null;
  reseller_id?: number | null;
  reseller_name?: string | null;
}

/** One message of a call's conversation (Vapi's artifact.messages). */
export interface CallMessage {
  role: string;
  message: string;
  /** epoch ms */
  time?: number;
  secondsFromStart?: number;
}

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One attempt to deliver a forwarded report. */
export interface WebhookDeliveryAttempt {
  attempt: number;
  started_at: string;
  duration_ms: number;
  /** The HTTP status answered; null when no answer came (refused, timed out...). */
  status_code: number | null;
  error: string | null;
}

/** A report forwarded to the assistant's webhook URL, with its attempts. */
export interface WebhookDelivery {
  id: number;
  event: string;
  url: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_at: string | null;
  delivered_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
  attempt_log: WebhookDeliveryAttempt[];
}

/** GET /api/call-logs/{call_id} and GET /api/admin/call-logs/{call_id}: one call with everything reported. */
export interface CallLogDetail extends CallLogListItem {
  provider_status: string | null;
  transcript: string | null;
  messages: CallMessage[];
  recording_url: string | null;
  summary: string | null;
  success_evaluation: string | null;
  structured_data: Record<string, unknown> | null;
  cost_breakdown: Record<string, unknown> | null;
  webhook_deliveries: WebhookDelivery[];
}

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
export interface DailyCalls {
  /** 'YYYY-MM-DD' */
  date: string;
  calls: number;
  minutes: number;
}

/** POST /api/assistants/{id}/webhook-secret: a new signing secret, shown this once. */
export interface WebhookSecretReply {
  success: boolean;
  message: string;
  data: {
    secret: string;
    /** Header names and how to verify a delivery, shown beside the secret. */
    signature_header: string;
    timestamp_header: string;
  };
}
