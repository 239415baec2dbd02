import type { AssistantType } from '../constants/assistant-options';
import type { CallStatus } from '../entities/dashboard';
import type { ResellerStatus, RevenueSource } from '../entities/super-admin';
import type { ResellerSubscriptionSummarySchema } from './reseller-billing';
import { dataReply, pagedList, savedReply, UserRefSchema } from './common';
import { json } from './json';
import type { PublicSettingsSchema } from './tenancy';
import type { Static } from 'typebox';

const money = { total: json.number, this_month: json.number };

/** A day of the calls chart. */
export const DailyCallsSchema = json.object({
  date: json.string,
  calls: json.integer,
  minutes: json.number,
});

/**
 * A day of the dashboards' calls chart with its inbound and outbound calls apart (call_logs.direction; web calls
 * and calls of no known direction are in `calls` and `minutes` only).
 */
export const DirectionalDailyCallsSchema = json.object({
  ...DailyCallsSchema.properties,
  inbound_calls: json.integer,
  /** Talk time in minutes, one decimal. */
  inbound_minutes: json.number,
  outbound_calls: json.integer,
  outbound_minutes: json.number,
});

/** The calls of one direction: all time and this UTC month; *_minutes talk time, *_billed_minutes rounded up. */
export const DirectionFiguresSchema = json.object({
  total_calls: json.integer,
  this_month_calls: json.integer,
  total_minutes: json.number,
  this_month_minutes: json.number,
  total_billed_minutes: json.integer,
  this_month_billed_minutes: json.integer,
});

/** Call figures both dashboards show: *_minutes talk time (one decimal), *_billed_minutes each call rounded up. */
const callFigures = {
  total_calls: json.integer,
  calls_today: json.integer,
  /** Talk time in minutes, one decimal (talkMinutesOf). */
  total_minutes: json.number,
  this_month_minutes: json.number,
  /** Billed minutes: each call rounded up to whole minutes, summed (billedMinutesOf). */
  total_billed_minutes: json.integer,
  this_month_billed_minutes: json.integer,
  /** Inbound and outbound calls apart (web calls and calls of no known direction are in neither). */
  directions: json.object({ inbound: DirectionFiguresSchema, outbound: DirectionFiguresSchema }),
};

/** A call of the user's dashboard. */
export const RecentCallSchema = json.object({
  id: json.integer,
  call_id: json.string,
  /** The assistant's own number. */
  phone_number: json.nullableString,
  /** The caller's (or, outbound, the callee's) number: Vapi's call.customer.number. */
  customer_number: json.nullableString,
  /** inbound, outbound, web; null when the provider did not say. */
  direction: json.nullableString,
  status: json.stringOf<CallStatus | (string & {})>(),
  assistant_name: json.nullableString,
  /** seconds */
  duration: json.number,
  start_time: json.string,
});

/**
 * A new customer's first steps, from their own data: a plan (none, pending payment, or active: active or
 * past_due), an assistant, a call to one of them (a test call counts), an assistant with a phone number.
 */
export const FirstRunProgressSchema = json.object({
  plan: json.enumOf(['none', 'pending', 'active']),
  has_assistant: json.boolean,
  has_call: json.boolean,
  has_number: json.boolean,
});

/** GET /api/dashboard/stats data (spec 000 §3). */
export const DashboardStatsSchema = json.object({
  overview: json.object({
    total_assistants: json.integer,
    ...callFigures,
    /** seconds, per call */
    avg_duration: json.integer,
    /** Bookings of the user's assistants still to come (booked, starting from now on). */
    bookings_upcoming: json.integer,
    /** Bookings the user's assistants took this UTC month (booked then and not cancelled). */
    bookings_this_month: json.integer,
  }),
  recent_calls: json.array(RecentCallSchema),
  /** Beyond the spec: the last 30 UTC days' calls, for the chart. */
  calls_per_day: json.array(DirectionalDailyCallsSchema),
  /** Beyond the spec: the first-run checklist's progress. */
  first_run: FirstRunProgressSchema,
});
export const DashboardStatsReply = dataReply(DashboardStatsSchema);

/** An assistant of the admin dashboard's top list. */
export const TopAssistantSchema = json.object({
  id: json.integer,
  name: json.string,
  type: json.stringOf<AssistantType>(),
  total_calls: json.integer,
  user_name: json.nullableString,
  phone_number: json.nullableString,
});

/** GET /api/admin/dashboard/stats data (spec 000 §3). */
export const AdminDashboardStatsSchema = json.object({
  overview: json.object({
    total_users: json.integer,
    active_users: json.integer,
    ...callFigures,
    total_revenue: json.number,
    revenue_this_month: json.number,
  }),
  top_assistants: json.array(TopAssistantSchema),
  /** Beyond the spec: the last 30 UTC days' calls of the scope, for the chart. */
  calls_per_day: json.array(DirectionalDailyCallsSchema),
});
export const AdminDashboardStatsReply = dataReply(AdminDashboardStatsSchema);

/** GET /api/super-admin/overview data: the platform at a glance ("this month" is the UTC month). */
export const SuperAdminOverviewSchema = json.object({
  month_start: json.string,
  resellers: json.object({
    total: json.integer,
    active: json.integer,
    pending: json.integer,
    suspended: json.integer,
  }),
  users: json.object({ total: json.integer, active: json.integer }),
  assistants: json.object({ total: json.integer }),
  /** *_minutes: talk time in minutes (one decimal); *_billed_minutes: each call rounded up, summed. */
  calls: json.object({
    total: json.integer,
    total_minutes: json.number,
    total_billed_minutes: json.integer,
    this_month: json.integer,
    this_month_minutes: json.number,
    this_month_billed_minutes: json.integer,
    /** Inbound and outbound calls apart (web calls and calls of no known direction are in neither). */
    directions: json.object({ inbound: DirectionFiguresSchema, outbound: DirectionFiguresSchema }),
  }),
  revenue: json.object({
    ...money,
    by_source: json.array(
      json.object({ source: json.stringOf<RevenueSource>(), label: json.string, ...money }),
    ),
    /** The 10 resellers bringing the most (their customers' payments and their packages). */
    by_reseller: json.array(
      json.object({
        id: json.integer,
        org_name: json.string,
        subdomain: json.string,
        status: json.stringOf<ResellerStatus>(),
        ...money,
        customers_total: json.number,
        packages_total: json.number,
      }),
    ),
  }),
  /** This month's 10 busiest resellers; id null is the main site's own calls. */
  calls_by_reseller: json.array(
    json.object({
      id: json.nullableInteger,
      org_name: json.string,
      calls: json.integer,
      minutes: json.number,
    }),
  ),
  calls_per_day: json.array(DirectionalDailyCallsSchema),
});
export const SuperAdminOverviewReply = dataReply(SuperAdminOverviewSchema);

/** One row of GET /api/super-admin/resellers. */
export const ResellerListItemSchema = json.object({
  id: json.integer,
  org_name: json.string,
  subdomain: json.string,
  company_email: json.string,
  status: json.stringOf<ResellerStatus>(),
  status_reason: json.nullableString,
  status_changed_at: json.nullableString,
  created_at: json.string,
  admin: json.nullableObject(UserRefSchema),
  package_name: json.nullableString,
  users_count: json.integer,
  assistants_count: json.integer,
});
export const ResellerListReply = pagedList(ResellerListItemSchema);

/** GET /api/super-admin/resellers/:id data. Its open parts are serialised as they are, with these types. */
export const ResellerDetailSchema = json.object({
  id: json.integer,
  org_name: json.string,
  subdomain: json.string,
  site_url: json.string,
  company_email: json.string,
  status: json.stringOf<ResellerStatus>(),
  status_reason: json.nullableString,
  status_changed_at: json.nullableString,
  created_at: json.string,
  branding: json.as<Static<typeof PublicSettingsSchema>>(json.open()),
  admin: json.nullableObject(json.object({ ...UserRefSchema.properties, status: json.string })),
  subscription: json.as<Static<typeof ResellerSubscriptionSummarySchema> | null>({
    ...json.open(),
    type: ['object', 'null'],
  }),
  counts: json.object({
    users: json.integer,
    active_users: json.integer,
    assistants: json.integer,
  }),
  /** The newest 10. */
  users: json.array(
    json.as<{
      id: number;
      name: string;
      email: string;
      role: string;
      status: string;
      created_at: string;
    }>(json.open()),
  ),
  /** The 10 with the most calls. */
  assistants: json.array(
    json.as<{
      id: number;
      name: string;
      type: AssistantType;
      phone_number: string | null;
      user_name: string | null;
      total_calls: number;
    }>(json.open()),
  ),
  usage: json.as<{
    total_calls: number;
    total_minutes: number;
    calls_this_month: number;
    minutes_this_month: number;
    calls_per_day: Static<typeof DailyCallsSchema>[];
  }>(json.open()),
  revenue: json.as<{
    customers_total: number;
    customers_this_month: number;
    packages_total: number;
    packages_this_month: number;
  }>(json.open()),
});
export const ResellerDetailReply = dataReply(ResellerDetailSchema);
export const ResellerDetailSavedReply = savedReply(ResellerDetailSchema);
