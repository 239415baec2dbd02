import type {
  Generated,
  Insertable,
  JSONColumnType,
  Kysely,
  Selectable,
  Transaction,
} from 'kysely';
import type { AssistantType, BillingInterval, Role } from '@voice/contracts';

/**
 * Table types for Kysely. Portable column conventions (same on SQLite and PostgreSQL):
 * - timestamps: ISO-8601 UTC strings in the app (TEXT on SQLite, timestamptz on PostgreSQL, read back
 *   as ISO strings by the pg type parser in database.ts);
 * - booleans: integers 0/1 (SQLite has no boolean type);
 * - JSON: TEXT holding JSON, typed with JSONColumnType: read as values (the JsonColumnsPlugin of
 *   json-columns.ts parses them on both dialects), written as JSON.stringify'd text;
 * - money: numeric, read back as numbers.
 * One file over 400 lines on purpose: it is the database's one declaration (the DB interface Kysely checks every
 * query against), one short interface per table, read as a reference beside the migrations.
 */
export type Timestamp = string;
export type Flag = 0 | 1 | number;

export type ResellerStatus = 'pending' | 'active' | 'suspended';
/** pending: a new reseller's admin until the first payment (migration 0004). */
export type UserStatus = 'active' | 'inactive' | 'suspended' | 'pending';
export type TransactionStatus = 'pending' | 'completed' | 'failed' | 'refunded';
export type ResellerSubscriptionStatus = 'pending' | 'active' | 'cancelled';
export type SandboxSessionStatus = 'open' | 'complete' | 'expired';
export type PasswordLinkPurpose = 'reset' | 'welcome';

/** A nullable JSON column: null reads and writes as null. */
type NullableJSON<T extends object> = JSONColumnType<T | null, string | null, string | null>;

export interface ResellersTable {
  id: Generated<number>;
  org_name: string;
  subdomain: string;
  company_email: string;
  status: ResellerStatus;
  app_name: string | null;
  slogan: string | null;
  description: string | null;
  logo_url: string | null;
  banner_url: string | null;
  primary_color: string | null;
  secondary_color: string | null;
  footer_text: string | null;
  support_email: string | null;
  company_phone: string | null;
  website: string | null;
  privacy_url: string | null;
  terms_url: string | null;
  /** JSON object {network: url}. */
  social_links: NullableJSON<Record<string, unknown>>;
  show_demo_request: Generated<Flag>;
  show_contact_form: Generated<Flag>;
  show_pricing: Generated<Flag>;
  show_testimonials: Generated<Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0011: why and when the status last changed (suspend / activate). */
  status_reason: string | null;
  status_changed_at: Timestamp | null;
  /** Migration 0042: the verified custom domain (reseller_domains), the preferred host of its links; else null. */
  custom_domain: string | null;
  /** Migration 0048: the language the site speaks to a visitor who has not chosen one (contracts' UI_LANGUAGES). */
  default_language: Generated<string>;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  role: Role;
  reseller_id: number | null;
  phone: string | null;
  company: string | null;
  bio: string | null;
  profile_picture: string | null;
  status: Generated<UserStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0011: set when the user was deleted (anonymised; kept for calls and payments). */
  deleted_at: Timestamp | null;
  /** Migration 0049: the language the user chose on its profile (applied at sign-in); null: the site's. */
  language: string | null;
}

export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  remember: Generated<Flag>;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  /** The platform admin acting as this token's user (login-as), or null (migration 0003). */
  impersonator_id: number | null;
  /** An impersonation session's parent: the admin's own session it was made from, live while it is (0014). */
  parent_token_id: number | null;
  /** Set while the admin's own session is handed over to an impersonation session: it signs nothing in (0014). */
  parked_at: Timestamp | null;
}

export interface PackagesTable {
  id: Generated<number>;
  name: string;
  description: string;
  price: number;
  yearly_price: number;
  /** JSON array of strings. */
  features: JSONColumnType<unknown[]>;
  is_popular: Generated<Flag>;
  monthly_minutes_limit: number;
  voice_agents_limit: number;
  analytics_level: string;
  support_level: string;
  monthly_payment_link: string | null;
  yearly_payment_link: string | null;
  extra_per_minute_charge: Generated<number>;
  is_active: Generated<Flag>;
  sort_order: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The reseller selling this plan to its users; null: a platform plan (migration 0005). */
  reseller_id: number | null;
  /** Migration 0023: knowledge sources per assistant (0 or more, no unlimited). */
  knowledge_sources_limit: Generated<number>;
  /** Migration 0023: total size of an assistant's knowledge sources, in MB (1,048,576 bytes). */
  knowledge_mb_limit: Generated<number>;
  /** Migration 0023: appointment booking included. */
  booking_enabled: Generated<Flag>;
  /** Migration 0035: outbound campaigns included; calls at once per campaign; contacts imported a month. */
  campaigns_enabled: Generated<Flag>;
  campaign_concurrency_limit: Generated<number>;
  campaign_contacts_monthly_limit: Generated<number>;
}

export interface AssistantsTable {
  id: Generated<number>;
  user_id: number;
  created_by: number | null;
  reseller_id: number | null;
  vapi_assistant_id: string | null;
  name: string;
  type: AssistantType;
  phone_number: string | null;
  webhook_url: string | null;
  first_message_mode: string | null;
  first_message_interruptions_enabled: Generated<Flag>;
  /** JSON object (model, voice, transcriber, analysisPlan, artifactPlan, metadata, ...). */
  vapi_data: NullableJSON<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0007: the voice platform holding it ('sandbox' | 'vapi'); null for older rows (sandbox). */
  voice_provider: string | null;
  /** Migration 0010: the sealed secret signing the reports forwarded to webhook_url (lib/secret-box.ts). */
  webhook_secret_encrypted: string | null;
  /** Migration 0024: its transferCall tool on the voice platform holding it (null: none). */
  transfer_tool_id: Generated<string | null>;
  /** Migration 0027: its knowledge base on the voice platform holding it, and that base's search tool. */
  knowledge_base_id: Generated<string | null>;
  knowledge_tool_id: Generated<string | null>;
  /** Migration 0027: when its knowledge should be synced to the voice platform (null: in step). */
  knowledge_sync_due: Generated<Timestamp | null>;
  /** Migration 0039: its add_to_do_not_call function tool on the voice platform holding it (null: none). */
  do_not_call_tool_id: Generated<string | null>;
}

export interface CallLogsTable {
  id: Generated<number>;
  call_id: string;
  assistant_id: number | null;
  user_id: number | null;
  reseller_id: number | null;
  phone_number: string | null;
  status: string;
  /** seconds */
  duration: Generated<number>;
  start_time: Timestamp;
  end_time: Timestamp | null;
  cost: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0009: what the voice platform reports (Vapi status-update, end-of-call-report). */
  provider_status: string | null;
  ended_reason: string | null;
  /** JSON: the platform's cost breakdown (stt, llm, tts, vapi, transport, total...). */
  cost_breakdown: NullableJSON<Record<string, unknown>>;
  transcript: string | null;
  /** JSON: the conversation's messages [{ role, message, time, secondsFromStart }]. */
  call_messages: NullableJSON<Record<string, unknown>[]>;
  recording_url: string | null;
  summary: string | null;
  success_evaluation: string | null;
  /** JSON: the analysis plan's structured data. */
  structured_data: NullableJSON<Record<string, unknown>>;
  customer_number: string | null;
  /** inbound, outbound or web. */
  direction: string | null;
  /** The platform's time of the newest event applied (older ones delivered late change nothing). */
  last_event_at: Timestamp | null;
  /** 1 once the end-of-call report was applied (a late status-update never reopens the call). */
  ended_at_event: Generated<Flag>;
  /** Migration 0024: the number the call was transferred to, and that destination's description. */
  transferred_to: Generated<string | null>;
  transferred_to_description: Generated<string | null>;
}

/** Migration 0024: a call transfer destination of an assistant (voice/transfers). */
export interface TransferDestinationsTable {
  id: Generated<number>;
  assistant_id: number;
  reseller_id: number | null;
  position: number;
  /** E.164. */
  number: string;
  description: string;
  message: string | null;
  created_at: Timestamp;
}

/**
 * Migration 0010: calls and seconds per UTC day ('YYYY-MM-DD') and scope ('all', 'reseller:<id>' or
 * 'reseller:none', 'user:<id>'), kept by calls/ingestion/call-stats.ts with every call write.
 */
export interface CallDailyTotalsTable {
  scope_key: string;
  day: string;
  calls: Generated<number>;
  seconds: Generated<number>;
  /** Migration 0015: the calls' billed minutes (each call's seconds rounded up to whole minutes), summed. */
  billed_minutes: Generated<number>;
  /** Migration 0040: calls, seconds and billed minutes of the inbound calls (call_logs.direction 'inbound'). */
  inbound_calls: Generated<number>;
  inbound_seconds: Generated<number>;
  inbound_billed_minutes: Generated<number>;
  /** Migration 0040: the same of the outbound calls ('outbound'). */
  outbound_calls: Generated<number>;
  outbound_seconds: Generated<number>;
  outbound_billed_minutes: Generated<number>;
}

/**
 * Migration 0012: completed revenue per source, reseller (0: none) and UTC month ('YYYY-MM'), in cents, kept by
 * triggers on transactions (billing/transactions/revenue-totals.ts reads it).
 */
export interface RevenueMonthlyTotalsTable {
  source: string;
  reseller_key: number;
  month: string;
  amount_cents: Generated<number>;
  transactions: Generated<number>;
}

/** Migration 0012: the same, all time (per source and reseller). */
export interface RevenueTotalsTable {
  source: string;
  reseller_key: number;
  amount_cents: Generated<number>;
  transactions: Generated<number>;
}

/** Migration 0010: calls and seconds per assistant (kept like call_daily_totals). */
export interface AssistantCallTotalsTable {
  assistant_id: number;
  reseller_id: number | null;
  calls: Generated<number>;
  seconds: Generated<number>;
}

/** Migration 0029: the event outbox (platform/events), written in the transaction of each change. */
export interface EventsTable {
  id: Generated<number>;
  type: string;
  resource_type: string;
  resource_id: string;
  /** The resource's owner and tenant: whose endpoints may receive the event. */
  user_id: number | null;
  reseller_id: number | null;
  /** JSON text: the event's data (the resource as the API shows it). */
  payload: string;
  /** 1 once the fan-out has made the event's deliveries. */
  fanned_out: Generated<Flag>;
  created_at: Timestamp;
}

/** Migration 0029: a subscriber of events (integrations/webhooks). */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  user_id: number;
  reseller_id: number | null;
  scope: 'own' | 'tenant' | 'platform';
  url: string;
  description: string;
  /** JSON text: the event types, a list. */
  events: string;
  secret_encrypted: string;
  secret_last4: string;
  enabled: Generated<Flag>;
  source: 'dashboard' | 'rest-hook' | 'assistant';
  /** Migration 0032: the assistant whose end-of-call reports this system endpoint forwards (source 'assistant'). */
  assistant_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Migration 0029: an event's delivery to an endpoint (the delivery worker's queue). */
export interface EventDeliveriesTable {
  id: Generated<number>;
  endpoint_id: number;
  event_id: number;
  event_type: string;
  /** "resource_type:resource_id": deliveries of one resource to one endpoint are sent in event order. */
  resource_key: string;
  status: 'pending' | 'sending' | 'delivered' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  response_status: number | null;
  response_body: string | null;
  error: string | null;
  created_at: Timestamp;
  delivered_at: Timestamp | null;
  updated_at: Timestamp;
}

/** Migration 0032: one row per attempt of an event delivery. */
export interface EventDeliveryAttemptsTable {
  id: Generated<number>;
  delivery_id: number;
  attempt: number;
  started_at: Timestamp;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
}

export type EmailQueueStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** Migration 0013: emails waiting for (or done with) the SMTP worker (MAIL_TRANSPORT=smtp). */
export interface EmailQueueTable {
  id: Generated<number>;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The sender's display name (the tenant's app name), fixed when queued. */
  from_name: string;
  /** The From address (a reseller's verified sender, 0044), or null: the platform's MAIL_FROM. */
  from_address: string | null;
  reply_to: string | null;
  reseller_id: number | null;
  status: EmailQueueStatus;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  lease_until: Timestamp | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/** Migration 0018: the account and payment emails sent, each once per (kind, subject_key). */
export interface EmailNotificationsTable {
  id: Generated<number>;
  kind: string;
  subject_key: string;
  created_at: Timestamp;
}

/** Migration 0019: each user's demo webhook receiver (its token is the URL's last segment). */
export interface WebhookInboxesTable {
  id: Generated<number>;
  user_id: number;
  token: string;
  created_at: Timestamp;
}

/** Migration 0019: what a user's demo receiver was sent, the latest few kept. */
export interface WebhookInboxDeliveriesTable {
  id: Generated<number>;
  user_id: number;
  received_at: Timestamp;
  event: string | null;
  /** 'verified' | 'invalid' | 'unsigned': the platform's signature checked with the user's assistants' secrets. */
  signature: string;
  /** JSON object of the headers that matter. */
  headers: string;
  body: string;
  body_truncated: Flag;
}

/** Migration 0022: an assistant's booking calendar (voice/bookings). */
export interface BookingCalendarsTable {
  id: Generated<number>;
  assistant_id: number;
  reseller_id: number | null;
  enabled: Flag;
  /** An IANA zone name ('Europe/London'): the opening hours are wall-clock times there. */
  time_zone: string;
  slot_minutes: number;
  buffer_minutes: number;
  days_ahead: number;
  /** JSON text {mon..sun: [{start: 'HH:MM', end: 'HH:MM'}]}, read by voice/bookings/repository.ts. */
  hours: string;
  /** JSON text ['YYYY-MM-DD'] (days in the calendar's zone), read by voice/bookings/repository.ts. */
  blocked_dates: string;
  notify_email: string | null;
  updated_at: Timestamp;
  /** Migration 0026: its check_availability function tool on the voice platform holding the assistant (null: none). */
  check_availability_tool_id: Generated<string | null>;
  /** Migration 0026: its book_appointment function tool there (null: none). */
  book_appointment_tool_id: Generated<string | null>;
  /** Migration 0031: 'builtin' (the hours above) or 'calcom' (Cal.com's event type gives times and takes bookings). */
  provider: Generated<'builtin' | 'calcom'>;
  /** Migration 0031: the Cal.com API key, sealed (lib/secret-box.ts); null unless provider is calcom. */
  calcom_api_key_sealed: Generated<string | null>;
  /** Migration 0031: the key's masked form (maskSecret), shown by the editor. */
  calcom_api_key_hint: Generated<string | null>;
  calcom_event_type_id: Generated<number | null>;
  /** Null: https://api.cal.com. */
  calcom_base_url: Generated<string | null>;
}

/** Migration 0022: an appointment; one active ('booked') row per assistant and start (a unique partial index). */
export interface BookingsTable {
  id: Generated<number>;
  assistant_id: number;
  reseller_id: number | null;
  /** The assistant's owner when it was booked. */
  user_id: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  caller_name: string;
  caller_number: string | null;
  caller_email: string | null;
  reason: string;
  status: 'booked' | 'cancelled';
  /** The voice platform's call that booked it. */
  call_id: string | null;
  created_at: Timestamp;
  cancelled_at: Timestamp | null;
  /** Migration 0031: its uid in Cal.com when the calendar is kept there (null: built-in). */
  external_uid: Generated<string | null>;
}

/** Migration 0009: the /demo-request form's requests, per tenant (reseller_id null: the main host). */
export interface DemoRequestsTable {
  id: Generated<number>;
  reseller_id: number | null;
  user_id: number | null;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  preferred_time: string | null;
  message: string | null;
  status: Generated<'new' | 'contacted' | 'closed'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TransactionsTable {
  id: Generated<number>;
  user_id: number | null;
  reseller_id: number | null;
  amount: number;
  currency: Generated<string>;
  status: TransactionStatus;
  description: string | null;
  provider: string | null;
  provider_ref: string | null;
  created_at: Timestamp;
  /** Our checkout reference (reseller_subscriptions.reference, ...); migration 0004. */
  reference: string | null;
  /** Migration 0005: the user subscription paid for (null for reseller packages). */
  subscription_id: number | null;
  kind: Generated<TransactionKind>;
  /** Who earns the money: a reseller (its customers' payments) or null (the platform). */
  earner_reseller_id: number | null;
  /** Receipt lines: [{description, amount}] (plan, overage minutes, ...). */
  line_items: NullableJSON<TransactionLineItem[]>;
}

/** Migration 0005: what a transaction pays for. */
export type TransactionKind =
  'payment' | 'subscription' | 'renewal' | 'custom' | 'reseller' | 'refund';

export interface TransactionLineItem {
  description: string;
  /** In the transaction's currency (not cents). */
  amount: number;
}

/**
 * Migration 0005: pending until paid; past_due after a failed renewal (grace); then cancelled or expired. scheduled:
 * a custom deal that starts when the user's ending plan ends (not live: paid or not, it waits for that end).
 */
export type SubscriptionStatus =
  'pending' | 'active' | 'past_due' | 'cancelled' | 'expired' | 'scheduled';

export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  /** The user's tenant (null: the main host). */
  reseller_id: number | null;
  package_id: number;
  status: Generated<SubscriptionStatus>;
  billing_interval: Generated<BillingInterval>;
  /** Charged every interval (the plan's price, or custom_amount). */
  amount: number;
  currency: Generated<string>;
  current_period_start: Timestamp | null;
  current_period_end: Timestamp | null;
  cancel_at_period_end: Generated<Flag>;
  cancelled_at: Timestamp | null;
  /** A custom subscription's last day (start + duration_months). */
  ends_at: Timestamp | null;
  /** past_due: the plan stays usable until then, then it expires. */
  grace_until: Timestamp | null;
  /** An upgrade waiting for its payment. */
  pending_package_id: number | null;
  pending_billing_interval: BillingInterval | null;
  /** Migration 0016: a cheaper plan the subscription moves to at its next renewal (a scheduled downgrade). */
  scheduled_package_id: number | null;
  /** Our reference given to the payment provider (unique). */
  reference: string;
  provider: string | null;
  provider_checkout_id: string | null;
  provider_subscription_id: string | null;
  /** The provider's customer (sandbox: the saved test card used for renewals). */
  provider_customer_id: string | null;
  last_payment_error: string | null;
  /** Migration 0006: the provider's time of the newest subscription event applied (out-of-order guard). */
  provider_event_at: Timestamp | null;
  is_custom: Generated<Flag>;
  custom_amount: number | null;
  duration_months: number | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Migration 0005: /pay/{token} links of custom subscriptions (token hash only). */
export interface PaymentLinksTable {
  id: Generated<number>;
  subscription_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_by: number | null;
  created_at: Timestamp;
}

/** Migration 0005: a reseller's own Stripe account; secrets AES-256-GCM encrypted (never returned). */
export interface ResellerPaymentSettingsTable {
  reseller_id: number;
  provider: Generated<string>;
  publishable_key: string | null;
  secret_key_encrypted: string | null;
  webhook_secret_encrypted: string | null;
  updated_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Migration 0004: reseller plans, reseller subscriptions, sandbox checkout sessions. */
export interface ResellerPackagesTable {
  id: Generated<number>;
  name: string;
  description: string;
  /** monthly */
  price: number;
  yearly_price: number;
  is_popular: Generated<Flag>;
  /** -1 = unlimited */
  voice_agents_limit: number;
  /** minutes per month; -1 = unlimited */
  minutes_limit: number;
  support_level: string;
  is_active: Generated<Flag>;
  sort_order: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ResellerSubscriptionsTable {
  id: Generated<number>;
  reseller_id: number;
  reseller_package_id: number;
  billing_interval: BillingInterval;
  amount: number;
  currency: string;
  status: ResellerSubscriptionStatus;
  /** Our reference given to the payment provider (unique). */
  reference: string;
  provider: string | null;
  provider_checkout_id: string | null;
  provider_subscription_id: string | null;
  last_payment_error: string | null;
  current_period_start: Timestamp | null;
  current_period_end: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SandboxCheckoutSessionsTable {
  /** cs_sandbox_<random> */
  id: string;
  reference: string;
  description: string;
  /** cents */
  amount: number;
  currency: string;
  interval: 'month' | 'year' | null;
  customer_email: string;
  success_url: string;
  cancel_url: string;
  /** JSON object of strings. */
  metadata: JSONColumnType<Record<string, unknown>>;
  status: SandboxSessionStatus;
  created_at: Timestamp;
  expires_at: Timestamp;
  completed_at: Timestamp | null;
}

/** Migration 0003: emails, password links, login-as tokens, contact messages, landing features. */
export interface EmailOutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  html: string;
  text: string;
  reseller_id: number | null;
  /** What the message left with (0044): display name, From address (null: MAIL_FROM) and Reply-To. */
  from_name: string | null;
  from_address: string | null;
  reply_to: string | null;
  created_at: Timestamp;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  purpose: PasswordLinkPurpose;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface LoginAsTokensTable {
  id: Generated<number>;
  user_id: number;
  issued_by: number;
  /** The admin recorded on the access token it yields (null: a plain session, e.g. a revert). */
  impersonator_id: number | null;
  /** The admin's own session the resulting impersonation session hangs on (0014); null for a revert. */
  parent_token_id: number | null;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  reseller_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: Timestamp;
}

export interface FeaturesTable {
  id: Generated<number>;
  title: string;
  description: string;
  icon: string | null;
  sort_order: Generated<number>;
  is_active: Generated<Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0011: the tenant whose landing lists it; null: the main host's. */
  reseller_id: number | null;
}

/** Migration 0017: a user's TOTP secret (sealed); enabled once confirmed with a first code. */
export interface TwoFactorSecretsTable {
  user_id: number;
  secret_sealed: string;
  enabled_at: Timestamp | null;
  /** The latest TOTP time step accepted: a code is good once. */
  last_step: number | null;
  created_at: Timestamp;
}

/** Migration 0017: one-time recovery codes, SHA-256 only. */
export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** Migration 0017: what a correct password yields when a second step is due ('verify' or 'enrol'). */
export interface TwoFactorChallengesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  purpose: 'verify' | 'enrol';
  remember: Generated<Flag>;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** Migration 0017: devices trusted for 30 days, bound to the password they were made under. */
export interface TrustedDevicesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  password_stamp: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** Migration 0011: the main host's own settings, one JSON text per key ('branding'). */
export interface PlatformSettingsTable {
  key: string;
  /** JSON text, read and checked by its module (not a JSON_COLUMNS column). */
  value: string;
  updated_at: Timestamp;
}

/** Migration 0011: every administrative action, append-only. */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: Timestamp;
  actor_id: number | null;
  actor_email: string | null;
  actor_role: string | null;
  impersonator_id: number | null;
  impersonator_email: string | null;
  reseller_id: number | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  /** JSON: { before, after } with secrets masked. */
  changes: NullableJSON<Record<string, unknown>>;
  ip: string | null;
  user_agent: string | null;
}

/** Migration 0007: a tenant's demo-assistant texts ('platform' or 'reseller:<id>'). */
export interface AssistantTemplatesTable {
  id: Generated<number>;
  tenant_key: string;
  reseller_id: number | null;
  system_prompt: string;
  first_message: string;
  end_call_message: string;
  updated_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Migration 0007: a number bought for an assistant (sandbox pool or Twilio). */
export interface PhoneNumbersTable {
  id: Generated<number>;
  phone_number: string;
  /** ISO 3166-1 alpha-2: US, CA, AU, GB. */
  country: string;
  area_code: string | null;
  locality: string | null;
  region: string | null;
  provider: string;
  provider_sid: string | null;
  voice_phone_number_id: string | null;
  assistant_id: number | null;
  user_id: number | null;
  reseller_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Migration 0007: a reseller's own voice and telephony credentials; secrets sealed (never returned). */
export interface ResellerVoiceSettingsTable {
  reseller_id: number;
  vapi_api_key_encrypted: string | null;
  twilio_account_sid: string | null;
  twilio_auth_token_encrypted: string | null;
  elevenlabs_api_key_encrypted: string | null;
  updated_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Migration 0007: each tenant's secret for the voice platform's webhooks ('platform' or 'reseller:<id>'). */
export interface VoiceWebhookCredentialsTable {
  id: Generated<number>;
  tenant_key: string;
  reseller_id: number | null;
  secret_encrypted: string;
  /** The credential's id on the voice platform (Vapi credentialId), once created there. */
  voice_credential_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type KnowledgeSourceKind = 'file' | 'url' | 'text';
export type KnowledgeSourceStatus = 'processing' | 'ready' | 'failed';

/** Migration 0021: one source of an assistant's knowledge base (voice/knowledge). */
export interface KnowledgeSourcesTable {
  id: Generated<number>;
  assistant_id: number;
  kind: KnowledgeSourceKind;
  /** The file's name, the page's URL or the Q&A entry's question. */
  name: string;
  /** The upload's real type (from its bytes), text/html for a page, null for an entry. */
  content_type: string | null;
  size_bytes: Generated<number>;
  status: KnowledgeSourceStatus;
  /** Why processing failed, for the user. */
  error: string | null;
  /** The extracted text (a page's readable text, an entry's answer). */
  text: string | null;
  /** The file's id on the voice platform, once synced there. */
  remote_file_id: string | null;
  /** Processing attempts claimed so far, and the lease of the one running. */
  attempts: Generated<number>;
  locked_until: Timestamp | null;
  refreshed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Migration 0021: an uploaded file's bytes (read by the processing worker and the voice platform's sync). */
export interface KnowledgeFilesTable {
  source_id: number;
  bytes: Uint8Array;
}

/** Migration 0021: a piece of a source's text, searched per assistant. */
export interface KnowledgeChunksTable {
  id: Generated<number>;
  source_id: number;
  assistant_id: number;
  position: number;
  text: string;
}

/** Migration 0025: an assistant's custom function tool, calling the client's URL (voice/custom-tools). */
export interface CustomToolsTable {
  id: Generated<number>;
  assistant_id: number;
  reseller_id: number | null;
  /** The function's name, unique per assistant (^[a-zA-Z0-9_-]{1,64}$). */
  name: string;
  description: string;
  /** JSON text: the parameters' JSON schema ({type: 'object', properties, required?}). */
  parameters: string;
  url: string;
  timeout_seconds: number;
  /** The function tool's id on the voice platform, once created there. */
  remote_tool_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type ToolCallStatus = 'ok' | 'error' | 'timeout';

/** Migration 0025: a tool call answered during a call (custom tools and the booking calendar's). */
export interface ToolCallsTable {
  id: Generated<number>;
  /** The voice platform's call id (call_logs.call_id), when the message named it. */
  call_id: string | null;
  assistant_id: number;
  reseller_id: number | null;
  /** The platform's id of this tool call. */
  tool_call_id: string;
  name: string;
  /** JSON text: the arguments as the model gave them. */
  arguments: string;
  /** What the model was answered (capped). */
  result: string;
  status: ToolCallStatus;
  duration_ms: number;
  created_at: Timestamp;
}

export type DoNotCallSource = 'manual' | 'csv' | 'call';

/** Migration 0034: a number on a tenant's do-not-call list (voice/do-not-call). */
export interface DoNotCallTable {
  id: Generated<number>;
  /** The tenant (null: the platform's own). */
  reseller_id: number | null;
  phone_e164: string;
  reason: string | null;
  source: DoNotCallSource;
  /** The voice platform's call id when the assistant's tool added it (source 'call'). */
  call_id: string | null;
  added_by: number | null;
  created_at: Timestamp;
}

/** Migration 0028: a user's API key for the public API (integrations/api-keys); the key itself is never stored. */
export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** sha256 (hex) of the whole key. */
  token_hash: string;
  last4: string;
  /** JSON text: an array of scope names (@voice/contracts API_KEY_SCOPES), read by the api-keys repository. */
  scopes: string;
  expires_at: Timestamp | null;
  last_used_at: Timestamp | null;
  last_used_ip: string | null;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

/** Migration 0030: an Idempotency-Key of a public-API caller and the reply it got (integrations/public-api). */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  /** 'key:<api key id>' or 'user:<user id>'. */
  owner: string;
  idempotency_key: string;
  /** sha256 (hex) of the method, path and body. */
  request_hash: string;
  state: 'running' | 'done';
  response_status: number | null;
  /** JSON text of the reply's body. */
  response_body: string | null;
  created_at: Timestamp;
}

export type CampaignStatus =
  'draft' | 'scheduled' | 'running' | 'paused' | 'completed' | 'cancelled';
export type CampaignContactStatus =
  'queued' | 'calling' | 'completed' | 'failed' | 'no_answer' | 'voicemail' | 'do_not_call';
/** A weekday's calling hours ('HH:MM', 24 h, in the contact's time zone), or null: no calls that day. */
export type CallingWindow = Record<
  'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun',
  { start: string; end: string } | null
>;

/** Migration 0035: an assistant's outbound campaign (voice/campaigns). */
export interface CampaignsTable {
  id: Generated<number>;
  user_id: number;
  reseller_id: number | null;
  assistant_id: number;
  phone_number_id: number | null;
  name: string;
  status: Generated<CampaignStatus>;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  time_zone: string;
  calling_window: JSONColumnType<CallingWindow>;
  max_concurrent: number;
  retry_count: number;
  retry_spacing_minutes: number;
  /** JSON array of 'no_answer' | 'busy' | 'voicemail'. */
  retry_on: JSONColumnType<string[]>;
  consent_confirmed_at: Timestamp;
  consent_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0037: first started; completed or cancelled; why the engine paused it (shown to the user). */
  started_at: Timestamp | null;
  completed_at: Timestamp | null;
  paused_reason: string | null;
}

/** Migration 0035: one number of a campaign. */
export interface CampaignContactsTable {
  id: Generated<number>;
  campaign_id: number;
  phone_e164: string;
  name: string | null;
  /** IANA; null: the campaign's time_zone. */
  time_zone: string | null;
  variables: NullableJSON<Record<string, string>>;
  status: Generated<CampaignContactStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  last_call_id: number | null;
  outcome: string | null;
  created_at: Timestamp;
  /** Migration 0037: the attempt in flight: our reference, the platform's call id, the claim's lease. */
  call_ref: string | null;
  provider_call_id: string | null;
  locked_by: string | null;
  claimed_at: Timestamp | null;
  lease_until: Timestamp | null;
  placed_at: Timestamp | null;
}

export type ResellerDomainStatus = 'pending' | 'verified' | 'failed';

/** A reseller's own domain and its DNS verification (migration 0042). */
export interface ResellerDomainsTable {
  id: Generated<number>;
  reseller_id: number;
  /** Lower-case, punycode, no port or path. */
  domain: string;
  verification_token: string;
  status: ResellerDomainStatus;
  verified_at: Timestamp | null;
  last_checked_at: Timestamp | null;
  last_error: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type EmailSenderStatus = 'pending' | 'verified' | 'failed';

/** A reseller's own email sender (0044): see the migration for the columns. */
export interface ResellerEmailSendersTable {
  id: Generated<number>;
  reseller_id: number;
  from_name: string | null;
  from_address: string | null;
  reply_to: string | null;
  /** The domain the last check was for (the From address's domain then). */
  domain: string | null;
  dkim_selector: string;
  dkim_public_key: string;
  dkim_private_key_encrypted: string;
  status: EmailSenderStatus;
  verified_at: Timestamp | null;
  last_checked_at: Timestamp | null;
  last_error: string | null;
  smtp_host: string | null;
  smtp_port: number | null;
  smtp_secure: Generated<number>;
  smtp_user: string | null;
  smtp_password_encrypted: string | null;
  updated_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A reseller's own landing copy (migration 0043). */
export interface SiteContentsTable {
  id: Generated<number>;
  reseller_id: number;
  /** JSON text of the whole document, read and checked by tenancy/site-content (not a JSON_COLUMNS column). */
  content: string;
  updated_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A published build of a remote (migration 0046): immutable but for the failures the shell reports. */
export interface RemoteReleasesTable {
  id: Generated<number>;
  app: string;
  version: string;
  manifest_url: string;
  contract_version: number;
  size: number;
  file_count: number;
  published_by: string;
  published_at: Timestamp;
  failure_count: Generated<number>;
  last_failed_at: Timestamp | null;
}

/** Which version of a remote page loads get (migration 0046); canary_tenant_ids is JSON text of reseller ids. */
export interface RemoteReleaseStatesTable {
  app: string;
  live_version: string | null;
  previous_live_version: string | null;
  canary_version: string | null;
  canary_tenant_ids: string;
  canary_percent: number;
  updated_by: number | null;
  updated_at: Timestamp;
}

/** A remote's deploy key (migration 0046): only its SHA-256 and last 4 characters are kept. */
export interface RemoteDeployKeysTable {
  id: Generated<number>;
  app: string;
  name: string;
  token_hash: string;
  last4: string;
  created_by: number | null;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/** A reseller's terms or privacy page (tenancy/legal-pages): the draft being edited and the published text. */
export interface LegalPagesTable {
  id: Generated<number>;
  reseller_id: number;
  kind: 'terms' | 'privacy';
  /** Markdown. */
  draft: string;
  draft_updated_at: Timestamp;
  /** Markdown; null until first published. */
  published: string | null;
  published_at: Timestamp | null;
  updated_by: number | null;
}

export interface DB {
  resellers: ResellersTable;
  users: UsersTable;
  access_tokens: AccessTokensTable;
  packages: PackagesTable;
  assistants: AssistantsTable;
  call_logs: CallLogsTable;
  transactions: TransactionsTable;
  reseller_packages: ResellerPackagesTable;
  reseller_subscriptions: ResellerSubscriptionsTable;
  sandbox_checkout_sessions: SandboxCheckoutSessionsTable;
  email_outbox: EmailOutboxTable;
  password_reset_tokens: PasswordResetTokensTable;
  login_as_tokens: LoginAsTokensTable;
  contact_messages: ContactMessagesTable;
  features: FeaturesTable;
  subscriptions: SubscriptionsTable;
  payment_links: PaymentLinksTable;
  reseller_payment_settings: ResellerPaymentSettingsTable;
  assistant_templates: AssistantTemplatesTable;
  phone_numbers: PhoneNumbersTable;
  reseller_voice_settings: ResellerVoiceSettingsTable;
  voice_webhook_credentials: VoiceWebhookCredentialsTable;
  demo_requests: DemoRequestsTable;
  call_daily_totals: CallDailyTotalsTable;
  assistant_call_totals: AssistantCallTotalsTable;
  revenue_monthly_totals: RevenueMonthlyTotalsTable;
  revenue_totals: RevenueTotalsTable;
  events: EventsTable;
  webhook_endpoints: WebhookEndpointsTable;
  event_deliveries: EventDeliveriesTable;
  event_delivery_attempts: EventDeliveryAttemptsTable;
  email_queue: EmailQueueTable;
  email_notifications: EmailNotificationsTable;
  webhook_inboxes: WebhookInboxesTable;
  webhook_inbox_deliveries: WebhookInboxDeliveriesTable;
  audit_log: AuditLogTable;
  platform_settings: PlatformSettingsTable;
  two_factor_secrets: TwoFactorSecretsTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  trusted_devices: TrustedDevicesTable;
  knowledge_sources: KnowledgeSourcesTable;
  knowledge_files: KnowledgeFilesTable;
  knowledge_chunks: KnowledgeChunksTable;
  booking_calendars: BookingCalendarsTable;
  bookings: BookingsTable;
  transfer_destinations: TransferDestinationsTable;
  custom_tools: CustomToolsTable;
  tool_calls: ToolCallsTable;
  do_not_call: DoNotCallTable;
  campaigns: CampaignsTable;
  campaign_contacts: CampaignContactsTable;
  idempotency_keys: IdempotencyKeysTable;
  api_keys: ApiKeysTable;
  reseller_domains: ResellerDomainsTable;
  site_contents: SiteContentsTable;
  reseller_email_senders: ResellerEmailSendersTable;
  legal_pages: LegalPagesTable;
  remote_releases: RemoteReleasesTable;
  remote_release_states: RemoteReleaseStatesTable;
  remote_deploy_keys: RemoteDeployKeysTable;
}

/** The database or an open transaction of it: a repository's writes that a service may group take either. */
export type Db = Kysely<DB> | Transaction<DB>;

export type ResellerRow = Selectable<ResellersTable>;
export type NewReseller = Insertable<ResellersTable>;
export type NewUser = Insertable<UsersTable>;
export type PackageRow = Selectable<PackagesTable>;
export type AssistantRow = Selectable<AssistantsTable>;
export type NewAssistant = Insertable<AssistantsTable>;
export type NewCallLog = Insertable<CallLogsTable>;
export type NewTransaction = Insertable<TransactionsTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type NewSubscription = Insertable<SubscriptionsTable>;
