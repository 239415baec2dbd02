import { sql, type Kysely } from 'kysely';
import type { CallingWindow, CampaignContactStatus, DB, Db } from '../../../db/schema';
import { emitEvent } from '../../platform';

/**
 * The dialling engine's queries (dialler.ts): the campaigns it works on, the claim of due contacts under the
 * campaign's lock, the attempt's steps (placed, released, settled), the leases expired by a crash, completion.
 * Every change of a contact in flight is conditional on its status 'calling' AND its call_ref (the attempt), so a
 * late or repeated step of an older attempt never touches a newer one.
 */

export interface ActiveCampaign {
  id: number;
  user_id: number;
  reseller_id: number | null;
  assistant_id: number;
  phone_number_id: number | null;
  status: 'running' | 'scheduled';
  starts_at: string | null;
  ends_at: string | null;
  time_zone: string;
  calling_window: CallingWindow;
  max_concurrent: number;
}

const iso = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString()
      : String(value);

const windowOf = (value: unknown): CallingWindow =>
  (typeof value === 'string' ? JSON.parse(value) : value) as CallingWindow;

/** Running and scheduled campaigns (a few; the engine reads them every round). */
export async function activeCampaigns(db: Kysely<DB>): Promise<ActiveCampaign[]> {
  const rows = await db
    .selectFrom('campaigns')
    .select([
      'id',
      'user_id',
      'reseller_id',
      'assistant_id',
      'phone_number_id',
      'status',
      'starts_at',
      'ends_at',
      'time_zone',
      'calling_window',
      'max_concurrent',
    ])
    .where('status', 'in', ['running', 'scheduled'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    status: row.status as ActiveCampaign['status'],
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    calling_window: windowOf(row.calling_window),
  }));
}

/** A scheduled campaign whose start has come runs. */
export async function runScheduled(db: Kysely<DB>, id: number, now: string): Promise<void> {
  await db
    .updateTable('campaigns')
    .set({ status: 'running', updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .execute();
}

export interface DueContact {
  id: number;
  phone_e164: string;
  time_zone: string | null;
  attempts: number;
}

export interface ClaimedContact extends DueContact {
  call_ref: string;
  variables: Record<string, string> | null;
}

/** Our reference of one attempt on one contact: sent with the call, matched when its end comes back. */
export const callRefOf = (campaignId: number, contactId: number, attempt: number) =>
  `campaign-${campaignId}-${contactId}-${attempt}`;

export interface ClaimOptions {
  now: string;
  leaseUntil: string;
  lockedBy: string;
  /** Whether the contact's window is open now; else when it opens next (null: never). */
  windowCheck: (contact: DueContact) => { open: true } | { open: false; next: string | null };
}

export interface Claim {
  claimed: ClaimedContact[];
  /** The campaign's contacts calling when the claim looked (before its own). */
  calling: number;
}

const callingCount = async (db: Db, campaignId: number) =>
  Number(
    (
      await db
        .selectFrom('campaign_contacts')
        .select(sql<number | string>`count(*)`.as('n'))
        .where('campaign_id', '=', campaignId)
        .where('status', '=', 'calling')
        .executeTakeFirstOrThrow()
    ).n,
  );

const jsonOf = (value: unknown) =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, string> | null;

/**
 * Claims the campaign's due contacts, as many as its max_concurrent leaves room for, in one transaction that
 * first takes the campaign's row (an UPDATE of it: a row lock on PostgreSQL, the write lock on SQLite), so claims
 * of one campaign by several processes run one after another and each counts the 'calling' contacts the previous
 * ones left: the cap holds across processes. A campaign already at its cap is seen without the lock (a count), the
 * common case of a busy campaign's rounds. A due contact outside its window gets next_attempt_at = its next opening
 * instead. The open ones are claimed by one conditional UPDATE (status still 'queued'), each with its attempt's
 * reference.
 */
export async function claimDueContacts(
  db: Kysely<DB>,
  campaign: Pick<ActiveCampaign, 'id' | 'max_concurrent'>,
  options: ClaimOptions,
): Promise<Claim> {
  const before = await callingCount(db, campaign.id);
  if (before >= campaign.max_concurrent) return { claimed: [], calling: before };
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .updateTable('campaigns')
      .set((eb) => ({ max_concurrent: eb.ref('max_concurrent') }))
      .where('id', '=', campaign.id)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (Number(locked.numUpdatedRows) === 0) return { claimed: [], calling: before };
    const calling = await callingCount(trx, campaign.id);
    const room = campaign.max_concurrent - calling;
    if (room <= 0) return { claimed: [], calling };
    const due = await trx
      .selectFrom('campaign_contacts')
      .select(['id', 'phone_e164', 'time_zone', 'attempts'])
      .where('campaign_id', '=', campaign.id)
      .where('status', '=', 'queued')
      .where((eb) =>
        eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', options.now)]),
      )
      .orderBy('id')
      .limit(Math.max(room * 2, 10))
      .execute();
    const open: number[] = [];
    for (const row of due) {
      if (open.length >= room) break;
      const window = options.windowCheck({ ...row, attempts: Number(row.attempts) });
      if (window.open) {
        open.push(row.id);
        continue;
      }
      await trx
        .updateTable('campaign_contacts')
        .set({ next_attempt_at: window.next })
        .where('id', '=', row.id)
        .where('status', '=', 'queued')
        .execute();
    }
    if (open.length === 0) return { claimed: [], calling };
    // The attempt's reference, callRefOf's shape, written by the same UPDATE that claims (from the columns: SQLite
    // would concatenate a bound number as a real, "1.0").
    const rows = await trx
      .updateTable('campaign_contacts')
      .set((eb) => ({
        status: 'calling',
        attempts: eb('attempts', '+', 1),
        call_ref: sql<string>`'campaign-' || ${eb.ref('campaign_id')} || '-' || ${eb.ref('id')} || '-' || (${eb.ref('attempts')} + 1)`,
        provider_call_id: null,
        placed_at: null,
        claimed_at: options.now,
        lease_until: options.leaseUntil,
        locked_by: options.lockedBy,
        next_attempt_at: null,
      }))
      .where('id', 'in', open)
      .where('status', '=', 'queued')
      .returning(['id', 'phone_e164', 'time_zone', 'attempts', 'call_ref', 'variables'])
      .execute();
    const claimed = rows
      .map((row) => ({
        id: row.id,
        phone_e164: row.phone_e164,
        time_zone: row.time_zone,
        attempts: Number(row.attempts),
        call_ref: String(row.call_ref),
        variables: jsonOf(row.variables),
      }))
      .sort((a, b) => a.id - b.id);
    return { claimed, calling };
  });
}

const inFlight = (contactId: number, callRef: string) => (db: Db) =>
  db
    .updateTable('campaign_contacts')
    .where('id', '=', contactId)
    .where('status', '=', 'calling')
    .where('call_ref', '=', callRef);

/** The platform accepted the attempt's call: its id (the webhook's call id) and a lease as long as a call. */
export async function markPlaced(
  db: Db,
  contactId: number,
  callRef: string,
  values: { providerCallId: string; placedAt: string; leaseUntil: string },
): Promise<boolean> {
  const result = await inFlight(
    contactId,
    callRef,
  )(db)
    .set({
      provider_call_id: values.providerCallId,
      placed_at: values.placedAt,
      lease_until: values.leaseUntil,
    })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The attempt never reached the platform: the contact is queued again as it was (the attempt not counted). */
export async function releaseAttempt(
  db: Db,
  contactId: number,
  callRef: string,
  nextAttemptAt: string | null,
): Promise<boolean> {
  const result = await inFlight(
    contactId,
    callRef,
  )(db)
    .set((eb) => ({
      status: 'queued',
      attempts: eb('attempts', '-', 1),
      call_ref: null,
      provider_call_id: null,
      lease_until: null,
      locked_by: null,
      claimed_at: null,
      next_attempt_at: nextAttemptAt,
    }))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface Settlement {
  status: CampaignContactStatus;
  outcome: string;
  nextAttemptAt: string | null;
  lastCallId: number | null;
  /** The attempt never placed a call (a number on the do-not-call list): not counted. */
  uncount: boolean;
}

/** The attempt's outcome, once: only while the contact is still 'calling' with this attempt. */
export async function settleAttempt(
  db: Db,
  contactId: number,
  callRef: string,
  settlement: Settlement,
): Promise<boolean> {
  const result = await inFlight(
    contactId,
    callRef,
  )(db)
    .set((eb) => ({
      status: settlement.status,
      outcome: settlement.outcome,
      next_attempt_at: settlement.nextAttemptAt,
      lease_until: null,
      locked_by: null,
      ...(settlement.lastCallId === null ? {} : { last_call_id: settlement.lastCallId }),
      ...(settlement.uncount ? { attempts: eb('attempts', '-', 1) } : {}),
    }))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface ExpiredAttempt {
  id: number;
  campaign_id: number;
  phone_e164: string;
  call_ref: string;
  provider_call_id: string | null;
  claimed_at: string | null;
}

/**
 * Takes over 'calling' contacts whose lease expired (their process died, or their call outlived it): one
 * conditional UPDATE per contact renews the lease for this process, so one recovery at a time looks at each.
 */
export async function claimExpiredAttempts(
  db: Kysely<DB>,
  options: { now: string; leaseUntil: string; lockedBy: string; limit: number },
): Promise<ExpiredAttempt[]> {
  const rows = await db
    .selectFrom('campaign_contacts')
    .select(['id', 'campaign_id', 'phone_e164', 'call_ref', 'provider_call_id', 'claimed_at'])
    .where('status', '=', 'calling')
    .where('lease_until', '<', options.now)
    .orderBy('lease_until')
    .limit(options.limit)
    .execute();
  const taken: ExpiredAttempt[] = [];
  for (const row of rows) {
    if (row.call_ref === null) continue;
    const result = await db
      .updateTable('campaign_contacts')
      .set({ lease_until: options.leaseUntil, locked_by: options.lockedBy })
      .where('id', '=', row.id)
      .where('status', '=', 'calling')
      .where('call_ref', '=', row.call_ref)
      .where('lease_until', '<', options.now)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) continue;
    taken.push({ ...row, call_ref: row.call_ref, claimed_at: iso(row.claimed_at) });
  }
  return taken;
}

/** Pauses a running campaign for a reason the user is shown (the plan's minutes ran out...). */
export async function pauseForReason(
  db: Kysely<DB>,
  id: number,
  reason: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('campaigns')
    .set({ status: 'paused', paused_reason: reason, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['running', 'scheduled'])
    .execute();
}

/** After its end: the contacts never called get their final outcome, 'not_called' (status failed). */
export async function closeUncalled(db: Kysely<DB>, campaignId: number): Promise<void> {
  await db
    .updateTable('campaign_contacts')
    .set({ status: 'failed', outcome: 'not_called', next_attempt_at: null })
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'queued')
    .execute();
}

/**
 * Completes a running campaign that has no contact queued or calling, and writes campaign.completed to the event
 * outbox in the same transaction (only the process whose UPDATE changed the row writes it). Answers whether it did.
 */
export async function completeIfFinished(
  db: Kysely<DB>,
  campaign: Pick<ActiveCampaign, 'id' | 'user_id' | 'reseller_id'>,
  now: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('campaigns')
      .set({ status: 'completed', completed_at: now, updated_at: now })
      .where('id', '=', campaign.id)
      .where('status', '=', 'running')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('campaign_contacts')
              .select('id')
              .where('campaign_id', '=', campaign.id)
              .where('status', 'in', ['queued', 'calling']),
          ),
        ),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    const counts = await trx
      .selectFrom('campaign_contacts')
      .select(['outcome', sql<number | string>`count(*)`.as('n')])
      .where('campaign_id', '=', campaign.id)
      .groupBy('outcome')
      .execute();
    const outcomes: Record<string, number> = {};
    for (const row of counts) outcomes[row.outcome ?? 'none'] = Number(row.n);
    await emitEvent(trx, {
      type: 'campaign.completed',
      resourceType: 'campaign',
      resourceId: campaign.id,
      userId: campaign.user_id,
      resellerId: campaign.reseller_id,
      payload: { campaign_id: campaign.id, completed_at: now, outcomes },
    });
    return true;
  });
}

/** Does the platform's call `callId` have a call log (its first status-update was recorded)? */
export async function callLogOf(db: Db, callId: string) {
  return db
    .selectFrom('call_logs')
    .select(['id', 'ended_at_event', 'status', 'ended_reason', 'end_time'])
    .where('call_id', '=', callId)
    .executeTakeFirst();
}
