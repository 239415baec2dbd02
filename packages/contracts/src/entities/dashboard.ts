import type { Static } from 'typebox';
import type {
  AdminDashboardStatsSchema,
  DashboardStatsSchema,
  DirectionalDailyCallsSchema,
  DirectionFiguresSchema,
  FirstRunProgressSchema,
  RecentCallSchema,
  TopAssistantSchema,
} from '../replies/consoles';

/** The calls of one direction (inbound or outbound) on the dashboards: all time and this UTC month. */
export type DirectionFigures = Static<typeof DirectionFiguresSchema>;

/** The dashboards' inbound and outbound figures. */
export type CallDirections = { inbound: DirectionFigures; outbound: DirectionFigures };

/** A day of the dashboards' calls chart with its inbound and outbound calls apart. */
export type DirectionalDailyCalls = Static<typeof DirectionalDailyCallsSchema>;

/** GET /api/dashboard/stats data's overview. */
export type DashboardOverview = Static<typeof DashboardStatsSchema>['overview'];

export const CALL_STATUSES = ['completed', 'failed', 'in-progress'] as const;
/** Badge statuses; anything else gets a neutral style (spec 000 §4). */
export type CallStatus = (typeof CALL_STATUSES)[number];

/**
 * A call of the user's dashboard. The browser reads the reply defensively (dashboard-stats.ts): a start time
 * that is not a string becomes null there.
 */
export type RecentCall = Omit<Static<typeof RecentCallSchema>, 'start_time'> & {
  start_time: string | null;
};

/**
 * A new customer's first steps, from their own data: a plan (none, pending payment, or active: active or
 * past_due), an assistant, a call to one of them (a test call counts), an assistant with a phone number.
 */
export type FirstRunProgress = Static<typeof FirstRunProgressSchema>;

/**
 * GET /api/dashboard/stats data (spec 000 §3), as the browser reads it: first_run is null when the reply had
 * none (the checklist is then not shown), the recent calls as RecentCall.
 */
export type DashboardStats = Omit<
  Static<typeof DashboardStatsSchema>,
  'first_run' | 'recent_calls'
> & {
  recent_calls: RecentCall[];
  first_run: FirstRunProgress | null;
};

/** GET /api/admin/dashboard/stats data's overview. */
export type AdminOverview = Static<typeof AdminDashboardStatsSchema>['overview'];

/** An assistant of the admin dashboard's top list. */
export type TopAssistant = Static<typeof TopAssistantSchema>;

/** GET /api/admin/dashboard/stats data (spec 000 §3). */
export type AdminDashboardStats = Static<typeof AdminDashboardStatsSchema>;
