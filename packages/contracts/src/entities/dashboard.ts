import type { AssistantType } from '../constants/assistant-options';
import type { DailyCalls } from './call-log';

export interface DashboardOverview {
  total_assistants: number;
  total_calls: number;
  calls_today: number;
  /** Talk time in minutes, one decimal (talkMinutesOf). */
  total_minutes: number;
  this_month_minutes: number;
  /** Billed minutes: each call rounded up to whole minutes, summed (billedMinutesOf). */
  total_billed_minutes: number;
  this_month_billed_minutes: number;
  /** seconds, per call */
  avg_duration: number;
}

export const CALL_STATUSES = ['completed', 'failed', 'in-progress'] as const;
/** Badge statuses; anything else gets a neutral style (spec 000 §4). */
export type CallStatus = (typeof CALL_STATUSES)[number];

export interface RecentCall {
  id: number;
  call_id: string;
  /** The assistant's own number. */
  phone_number: string | null;
  /** The caller's (or, outbound, the callee's) number: Vapi's call.customer.number. */
  customer_number: string | null;
  /** inbound, outbound, web; null when the provider did not say. */
  direction: string | null;
  status: CallStatus | (string & {});
  assistant_name: string | null;
  /** seconds */
  duration: number;
  start_time: string | null;
}

/**
 * A new customer's first steps, from their own data: a plan (none, pending payment, or active: active or
 * past_due), an assistant, a call to one of them (a test call counts), an assistant with a phone number.
 */
export interface FirstRunProgress {
  plan: 'none' | 'pending' | 'active';
  has_assistant: boolean;
  has_call: boolean;
  has_number: boolean;
}

/** GET /api/dashboard/stats data (spec 000 §3). */
export interface DashboardStats {
  overview: DashboardOverview;
  recent_calls: RecentCall[];
  /** Beyond the spec: the last 30 UTC days' calls, for the chart. */
  calls_per_day: DailyCalls[];
  /** Beyond the spec: the first-run checklist's progress (null when the reply had none). */
  first_run: FirstRunProgress | null;
}

export interface AdminOverview {
  total_users: number;
  active_users: number;
  total_calls: number;
  calls_today: number;
  /** Talk time in minutes, one decimal (talkMinutesOf). */
  total_minutes: number;
  this_month_minutes: number;
  /** Billed minutes: each call rounded up to whole minutes, summed (billedMinutesOf). */
  total_billed_minutes: number;
  this_month_billed_minutes: number;
  total_revenue: number;
  revenue_this_month: number;
}

export interface TopAssistant {
  id: number;
  name: string;
  type: AssistantType;
  total_calls: number;
  user_name: string | null;
  phone_number: string | null;
}

/** GET /api/admin/dashboard/stats data (spec 000 §3). */
export interface AdminDashboardStats {
  overview: AdminOverview;
  top_assistants: TopAssistant[];
  /** Beyond the spec: the last 30 UTC days' calls of the scope, for the chart. */
  calls_per_day: DailyCalls[];
}
