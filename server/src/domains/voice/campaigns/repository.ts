import { sql, type Kysely } from 'kysely';
import type { DataScope } from '@voice/contracts';
import type {
  CampaignContactStatus,
  CampaignStatus,
  CallingWindow,
  DB,
  Db,
} from '../../../db/schema';
import { keysetChunks } from '../../../lib/csv';
import { paginate, type Page, type PageRequest } from '../../../lib/paginate';
import { withScope } from '../../../lib/scope';
import { parseId } from '../../../lib/validate';

/** campaigns and campaign_contacts (migration 0035). */

const campaignColumns = [
  'c.id',
  'c.name',
  'c.status',
  'c.user_id',
  'c.reseller_id',
  'c.assistant_id',
  'a.name as assistant_name',
  'c.phone_number_id',
  'c.starts_at',
  'c.ends_at',
  'c.time_zone',
  'c.calling_window',
  'c.max_concurrent',
  'c.retry_count',
  'c.retry_spacing_minutes',
  'c.retry_on',
  'c.consent_confirmed_at',
  'c.consent_by',
  'c.created_at',
  'c.updated_at',
  'c.started_at',
  'c.completed_at',
  'c.paused_reason',
] as const;

const visible = (db: Kysely<DB>, scope: DataScope) =>
  withScope(
    db.selectFrom('campaigns as c').leftJoin('assistants as a', 'a.id', 'c.assistant_id'),
    scope,
    { reseller: 'c.reseller_id', owner: 'c.user_id' },
  );

export type CampaignRecord = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

/** The campaign `id` if `scope` may see it, else undefined. */
export async function findCampaign(db: Kysely<DB>, scope: DataScope, id: string) {
  const campaignId = parseId(id);
  if (campaignId === null) return undefined;
  return visible(db, scope)
    .select(campaignColumns)
    .where('c.id', '=', campaignId)
    .executeTakeFirst();
}

/** A page of the campaigns `scope` may see, newest first (?status: only those). */
export function listCampaigns(
  db: Kysely<DB>,
  scope: DataScope,
  query: PageRequest & { status?: CampaignStatus | undefined },
): Promise<Page<CampaignRecord>> {
  let base = visible(db, scope);
  if (query.status !== undefined) base = base.where('c.status', '=', query.status);
  return paginate(base, query, (q) =>
    q.select(campaignColumns).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc'),
  );
}

/** How many contacts each campaign holds, by status (one query for a page of campaigns). */
export async function contactCounts(
  db: Kysely<DB>,
  campaignIds: readonly number[],
): Promise<Map<number, Partial<Record<CampaignContactStatus, number>> & { total: number }>> {
  const counts = new Map<
    number,
    Partial<Record<CampaignContactStatus, number>> & { total: number }
  >();
  for (const id of campaignIds) counts.set(id, { total: 0 });
  if (campaignIds.length === 0) return counts;
  const rows = await db
    .selectFrom('campaign_contacts')
    .select(['campaign_id', 'status', sql<number | string>`count(*)`.as('n')])
    .where('campaign_id', 'in', campaignIds)
    .groupBy(['campaign_id', 'status'])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.campaign_id);
    if (!entry) continue;
    entry[row.status] = Number(row.n);
    entry.total += Number(row.n);
  }
  return counts;
}

export interface CampaignValues {
  name: string;
  assistant_id: number;
  phone_number_id: number | null;
  starts_at: string | null;
  ends_at: string | null;
  time_zone: string;
  calling_window: CallingWindow;
  max_concurrent: number;
  retry_count: number;
  retry_spacing_minutes: number;
  retry_on: string[];
}

const jsonValues = (values: CampaignValues) => ({
  ...values,
  calling_window: JSON.stringify(values.calling_window),
  retry_on: JSON.stringify(values.retry_on),
});

export async function insertCampaign(
  db: Db,
  values: CampaignValues & {
    user_id: number;
    reseller_id: number | null;
    consent_by: number;
    now: string;
  },
): Promise<number> {
  const { now, ...rest } = values;
  const row = await db
    .insertInto('campaigns')
    .values({
      ...rest,
      ...jsonValues(rest),
      status: 'draft',
      consent_confirmed_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a draft (the status is checked in the statement: a campaign started meanwhile is not changed). */
export async function updateDraft(
  db: Db,
  id: number,
  values: CampaignValues & { user_id: number; reseller_id: number | null },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('campaigns')
    .set({ ...values, ...jsonValues(values), updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a draft and its contacts (cascade); false when it is no longer a draft. */
export async function deleteDraft(db: Db, id: number): Promise<boolean> {
  await db
    .deleteFrom('campaign_contacts')
    .where('campaign_id', '=', id)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('campaigns').select('id').where('id', '=', id).where('status', '=', 'draft'),
      ),
    )
    .execute();
  const result = await db
    .deleteFrom('campaigns')
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The contacts a campaign holds. */
export async function countContacts(db: Db, campaignId: number): Promise<number> {
  const row = await db
    .selectFrom('campaign_contacts')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Contacts imported since `since` into the campaigns of `userId` (the plan's monthly limit counts these). */
export async function contactsImportedSince(
  db: Db,
  userId: number,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('campaign_contacts as cc')
    .innerJoin('campaigns as c', 'c.id', 'cc.campaign_id')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('c.user_id', '=', userId)
    .where('cc.created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const contactColumns = [
  'cc.id',
  'cc.phone_e164 as phone',
  'cc.name',
  'cc.time_zone',
  'cc.variables',
  'cc.status',
  'cc.attempts',
  'cc.next_attempt_at',
  'cc.last_call_id',
  'l.call_id',
  'cc.outcome',
  'cc.created_at',
] as const;

/** A campaign's contacts with their last call's platform id (call_logs.call_id: the call-log page's key). */
const contactsOf = (db: Kysely<DB>, campaignId: number) =>
  db
    .selectFrom('campaign_contacts as cc')
    .leftJoin('call_logs as l', 'l.id', 'cc.last_call_id')
    .where('cc.campaign_id', '=', campaignId);

/** A page of a campaign's contacts in import order (?status: only those). */
export function listContacts(
  db: Kysely<DB>,
  campaignId: number,
  query: PageRequest & { status?: CampaignContactStatus | undefined },
) {
  let base = contactsOf(db, campaignId);
  if (query.status !== undefined) base = base.where('cc.status', '=', query.status);
  return paginate(base, query, (q) => q.select(contactColumns).orderBy('cc.id'));
}

/** Every contact of a campaign, read by keyset in chunks of 1,000 (a CSV export of 100,000 holds one chunk). */
export function exportContacts(db: Kysely<DB>, campaignId: number) {
  return keysetChunks(
    (after: number | null, limit) =>
      contactsOf(db, campaignId)
        .select(contactColumns)
        .$if(after !== null, (q) => q.where('cc.id', '>', after as number))
        .orderBy('cc.id')
        .limit(limit)
        .execute(),
    (row) => row.id,
    1000,
  );
}

/** Is `phoneNumberId` one of the assistant's numbers? */
export async function isAssistantNumber(
  db: Kysely<DB>,
  assistantId: number,
  phoneNumberId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('phone_numbers')
    .select('id')
    .where('id', '=', phoneNumberId)
    .where('assistant_id', '=', assistantId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The country (ISO alpha-2) of one of our phone numbers: numbers written without + in a list are read as its. */
export async function countryOfNumber(
  db: Kysely<DB>,
  phoneNumberId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('phone_numbers')
    .select('country')
    .where('id', '=', phoneNumberId)
    .executeTakeFirst();
  return row?.country ?? null;
}
