import {
  DASHBOARD_RECENT_CALLS,
  type CallDirections,
  type DashboardOverview,
  type DirectionFigures,
  type DashboardStats,
  type FirstRunProgress,
  type RecentCall,
} from '@voice/contracts';
import { axios, getDashboardStats } from '@voice/api-client';

const NO_CALLS: DirectionFigures = {
  total_calls: 0,
  this_month_calls: 0,
  total_minutes: 0,
  this_month_minutes: 0,
  total_billed_minutes: 0,
  this_month_billed_minutes: 0,
};

export const EMPTY_STATS: DashboardStats = {
  overview: {
    total_assistants: 0,
    total_calls: 0,
    calls_today: 0,
    total_minutes: 0,
    this_month_minutes: 0,
    total_billed_minutes: 0,
    this_month_billed_minutes: 0,
    directions: { inbound: NO_CALLS, outbound: NO_CALLS },
    avg_duration: 0,
    bookings_upcoming: 0,
    bookings_this_month: 0,
  },
  recent_calls: [],
  calls_per_day: [],
  first_run: null,
};

const PLAN_STATES = ['none', 'pending', 'active'] as const;

/** The first-run progress of a reply, or null when it has none (the checklist is then not shown). */
function toFirstRun(value: unknown): FirstRunProgress | null {
  if (!isObject(value)) return null;
  const plan = PLAN_STATES.find((state) => state === value.plan);
  if (!plan) return null;
  return {
    plan,
    has_assistant: value.has_assistant === true,
    has_call: value.has_call === true,
    has_number: value.has_number === true,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function num(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

/** One direction's figures of a reply (zeros for what it lacks: a server from before the split sends none). */
function toDirectionFigures(value: unknown): DirectionFigures {
  const d = isObject(value) ? value : {};
  return {
    total_calls: num(d.total_calls),
    this_month_calls: num(d.this_month_calls),
    total_minutes: num(d.total_minutes),
    this_month_minutes: num(d.this_month_minutes),
    total_billed_minutes: num(d.total_billed_minutes),
    this_month_billed_minutes: num(d.this_month_billed_minutes),
  };
}

function toDirections(value: unknown): CallDirections {
  const d = isObject(value) ? value : {};
  return { inbound: toDirectionFigures(d.inbound), outbound: toDirectionFigures(d.outbound) };
}

/** Reads a {success, data: {overview, recent_calls}} reply; throws when it is not one. */
export function toDashboardStats(body: unknown): DashboardStats {
  if (!isObject(body)) throw new Error('Unexpected reply from the server');
  if (body.success === false) return EMPTY_STATS;
  const data = body.data;
  if (!isObject(data) || !isObject(data.overview)) {
    throw new Error('Unexpected reply from the server');
  }
  const o = data.overview;
  const overview: DashboardOverview = {
    total_assistants: num(o.total_assistants),
    total_calls: num(o.total_calls),
    calls_today: num(o.calls_today),
    total_minutes: num(o.total_minutes),
    this_month_minutes: num(o.this_month_minutes),
    total_billed_minutes: num(o.total_billed_minutes),
    this_month_billed_minutes: num(o.this_month_billed_minutes),
    directions: toDirections(o.directions),
    avg_duration: num(o.avg_duration),
    bookings_upcoming: num(o.bookings_upcoming),
    bookings_this_month: num(o.bookings_this_month),
  };
  const calls = Array.isArray(data.recent_calls) ? data.recent_calls : [];
  const recent_calls = calls
    .filter(isObject)
    .slice(0, DASHBOARD_RECENT_CALLS)
    .map((c): RecentCall => ({
      id: num(c.id),
      call_id: String(c.call_id ?? c.id ?? ''),
      phone_number: typeof c.phone_number === 'string' ? c.phone_number : null,
      customer_number: typeof c.customer_number === 'string' ? c.customer_number : null,
      direction: typeof c.direction === 'string' ? c.direction : null,
      status: typeof c.status === 'string' ? c.status : 'unknown',
      assistant_name: typeof c.assistant_name === 'string' ? c.assistant_name : null,
      duration: num(c.duration),
      start_time: typeof c.start_time === 'string' ? c.start_time : null,
    }));
  const days = Array.isArray(data.calls_per_day) ? data.calls_per_day : [];
  const calls_per_day = days.filter(isObject).map((d) => ({
    date: String(d.date ?? ''),
    calls: num(d.calls),
    minutes: num(d.minutes),
    inbound_calls: num(d.inbound_calls),
    inbound_minutes: num(d.inbound_minutes),
    outbound_calls: num(d.outbound_calls),
    outbound_minutes: num(d.outbound_minutes),
  }));
  return { overview, recent_calls, calls_per_day, first_run: toFirstRun(data.first_run) };
}

/**
 * Spec 000 §7: no token -> empty stats without a call; a non-OK reply or a network error -> empty
 * stats (no error); an exception while processing the reply -> thrown (shown as 'Error: ...').
 */
export async function loadDashboardStats(hasToken: boolean): Promise<DashboardStats> {
  if (!hasToken) return EMPTY_STATS;
  let body: unknown;
  try {
    body = await getDashboardStats();
  } catch (error) {
    if (axios.isAxiosError(error)) return EMPTY_STATS;
    throw error;
  }
  return toDashboardStats(body);
}
