import { billedMinutesOf, type DataScope } from '@voice/contracts';

/**
 * The dashboards' pre-aggregated totals (migration 0010): calls, seconds and billed minutes (each call's seconds
 * rounded up, migration 0015) per UTC day and scope in
 * call_daily_totals, with the same three of the inbound and of the outbound calls (call_logs.direction, migration
 * 0040; web calls and calls of no known direction are in neither), per assistant in assistant_call_totals. They follow call_logs exactly: every write of
 * call_logs reads the facts of the calls it touches before it and after it (the write's RETURNING, or a read,
 * in the same transaction) and adds the difference, so a new call, an ended call's duration, a call moved to
 * another day or another owner all land right, whatever the write was. callStatsDrift compares them with a
 * GROUP BY recount of call_logs (tests, benchmarks), rebuildCallStats replaces them with it (a repair). This file
 * computes; call-stats-repository.ts reads and writes the tables.
 */

/** What the totals count of one call. */
export interface CallFacts {
  id: number;
  call_id: string;
  user_id: number | null;
  reseller_id: number | null;
  assistant_id: number | null;
  start_time: string;
  duration: number;
  ended_at_event: number;
  /** inbound, outbound, web; null when the provider did not say (calls/ingestion/call-status.ts directionOf). */
  direction: string | null;
}

/** The scope key of the totals a data scope reads. */
export function scopeKeyOf(scope: DataScope): string {
  if (scope.kind === 'all') return 'all';
  if (scope.kind === 'reseller') return `reseller:${scope.resellerId ?? 'none'}`;
  return `user:${scope.userId}`;
}

function scopeKeysOfCall(call: CallFacts): string[] {
  const keys = ['all', `reseller:${call.reseller_id ?? 'none'}`];
  if (call.user_id !== null) keys.push(`user:${call.user_id}`);
  return keys;
}

/** The UTC day of an ISO time ('YYYY-MM-DD'). */
export const utcDayOf = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/** The columns of call_logs that make a call's facts (e.g. for a RETURNING clause). */
export const CALL_FACT_COLUMNS = [
  'id',
  'call_id',
  'user_id',
  'reseller_id',
  'assistant_id',
  'start_time',
  'duration',
  'ended_at_event',
  'direction',
] as const;

/** A call's facts from a row of CALL_FACT_COLUMNS. */
export function callFactsOf(row: CallFacts): CallFacts {
  return {
    ...row,
    duration: Number(row.duration) || 0,
    ended_at_event: Number(row.ended_at_event) || 0,
  };
}

/** The directions the daily totals count apart (each also in the totals of every call). */
export const COUNTED_DIRECTIONS = ['inbound', 'outbound'] as const;
export type CountedDirection = (typeof COUNTED_DIRECTIONS)[number];

/** A row of call_daily_totals. */
export interface DailyTotalRow {
  scope_key: string;
  day: string;
  calls: number;
  seconds: number;
  billed_minutes: number;
  inbound_calls: number;
  inbound_seconds: number;
  inbound_billed_minutes: number;
  outbound_calls: number;
  outbound_seconds: number;
  outbound_billed_minutes: number;
}

/** The counted columns of call_daily_totals, in the order the drift check writes them. */
export const DAILY_TOTAL_COLUMNS = [
  'calls',
  'seconds',
  'billed_minutes',
  'inbound_calls',
  'inbound_seconds',
  'inbound_billed_minutes',
  'outbound_calls',
  'outbound_seconds',
  'outbound_billed_minutes',
] as const satisfies readonly (keyof DailyTotalRow)[];

/** A row of assistant_call_totals. */
export interface AssistantTotalRow {
  assistant_id: number;
  reseller_id: number | null;
  calls: number;
  seconds: number;
}

interface Delta {
  calls: number;
  seconds: number;
}

type DailyDelta = Omit<DailyTotalRow, 'scope_key' | 'day'>;

const zeroDaily = (): DailyDelta => ({
  calls: 0,
  seconds: 0,
  billed_minutes: 0,
  inbound_calls: 0,
  inbound_seconds: 0,
  inbound_billed_minutes: 0,
  outbound_calls: 0,
  outbound_seconds: 0,
  outbound_billed_minutes: 0,
});

/** The direction a call is counted under apart, or null (web calls, calls of no known direction). */
export function countedDirectionOf(direction: string | null): CountedDirection | null {
  return COUNTED_DIRECTIONS.find((d) => d === direction) ?? null;
}

function add(map: Map<string, DailyDelta>, key: string, sign: 1 | -1, call: CallFacts) {
  const delta = map.get(key) ?? zeroDaily();
  const billed = billedMinutesOf(call.duration);
  delta.calls += sign;
  delta.seconds += sign * call.duration;
  delta.billed_minutes += sign * billed;
  const direction = countedDirectionOf(call.direction);
  if (direction !== null) {
    delta[`${direction}_calls`] += sign;
    delta[`${direction}_seconds`] += sign * call.duration;
    delta[`${direction}_billed_minutes`] += sign * billed;
  }
  map.set(key, delta);
}

const isZeroDaily = (d: Omit<DailyTotalRow, 'scope_key' | 'day'>) =>
  DAILY_TOTAL_COLUMNS.every((column) => Number(d[column]) === 0);

/**
 * The rows to add to the totals for what changed between `before` and `after` (facts by call_id; a call missing
 * from `before` is new, one missing from `after` was deleted), zero differences left out, in key order.
 */
export function callStatDeltas(
  before: ReadonlyMap<string, CallFacts>,
  after: ReadonlyMap<string, CallFacts>,
): { daily: DailyTotalRow[]; assistants: AssistantTotalRow[] } {
  const daily = new Map<string, DailyDelta>();
  const perAssistant = new Map<number, Delta & { reseller_id: number | null }>();
  const count = (call: CallFacts, sign: 1 | -1) => {
    const day = utcDayOf(call.start_time);
    for (const key of scopeKeysOfCall(call)) {
      add(daily, `${key}|${day}`, sign, call);
    }
    if (call.assistant_id !== null) {
      const delta = perAssistant.get(call.assistant_id) ?? {
        calls: 0,
        seconds: 0,
        reseller_id: call.reseller_id,
      };
      delta.calls += sign;
      delta.seconds += sign * call.duration;
      if (sign === 1) delta.reseller_id = call.reseller_id;
      perAssistant.set(call.assistant_id, delta);
    }
  };
  for (const call of before.values()) count(call, -1);
  for (const call of after.values()) count(call, 1);

  return {
    daily: [...daily]
      .filter(([, d]) => !isZeroDaily(d))
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, d]) => {
        const cut = key.lastIndexOf('|');
        return { scope_key: key.slice(0, cut), day: key.slice(cut + 1), ...d };
      }),
    assistants: [...perAssistant]
      .filter(([, d]) => d.calls !== 0 || d.seconds !== 0)
      .sort(([a], [b]) => a - b)
      .map(([assistant_id, d]) => ({ assistant_id, ...d })),
  };
}

/**
 * Where stored totals differ from a recount, one line per difference (empty when they are exact). Stored rows
 * of zero in every column count as absent. A daily row reads calls/seconds/billed minutes, then the same of the
 * inbound and of the outbound calls.
 */
export function callStatsDriftLines(
  expected: { daily: readonly DailyTotalRow[]; assistants: readonly AssistantTotalRow[] },
  stored: { daily: readonly DailyTotalRow[]; assistants: readonly AssistantTotalRow[] },
): string[] {
  const drift: string[] = [];
  const figures = (r: DailyTotalRow) => {
    const n = (column: (typeof DAILY_TOTAL_COLUMNS)[number]) => Number(r[column]);
    return `${n('calls')}/${n('seconds')}/${n('billed_minutes')} in ${n('inbound_calls')}/${n('inbound_seconds')}/${n('inbound_billed_minutes')} out ${n('outbound_calls')}/${n('outbound_seconds')}/${n('outbound_billed_minutes')}`;
  };
  const storedDaily = new Map(
    stored.daily.filter((r) => !isZeroDaily(r)).map((r) => [`${r.scope_key}|${r.day}`, figures(r)]),
  );
  for (const r of expected.daily) {
    const key = `${r.scope_key}|${r.day}`;
    const want = figures(r);
    const got = storedDaily.get(key);
    if (got !== want) drift.push(`call_daily_totals ${key}: ${got ?? 'missing'}, recount ${want}`);
    storedDaily.delete(key);
  }
  for (const [key, got] of storedDaily)
    drift.push(`call_daily_totals ${key}: ${got}, recount none`);
  const storedAssistants = new Map(
    stored.assistants
      .filter((r) => Number(r.calls) !== 0 || Number(r.seconds) !== 0)
      .map((r) => [
        Number(r.assistant_id),
        `${Number(r.calls)}/${Number(r.seconds)} reseller ${r.reseller_id ?? 'none'}`,
      ]),
  );
  for (const r of expected.assistants) {
    const want = `${r.calls}/${r.seconds} reseller ${r.reseller_id ?? 'none'}`;
    const got = storedAssistants.get(r.assistant_id);
    if (got !== want) {
      drift.push(`assistant_call_totals ${r.assistant_id}: ${got ?? 'missing'}, recount ${want}`);
    }
    storedAssistants.delete(r.assistant_id);
  }
  for (const [id, got] of storedAssistants) {
    drift.push(`assistant_call_totals ${id}: ${got}, recount none`);
  }
  return drift;
}
