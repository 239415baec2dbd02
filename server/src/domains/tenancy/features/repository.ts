import { sql, type Kysely } from 'kysely';
import type { AdminFeature, FeatureInput } from '@voice/contracts/schemas';
import type { Dialect } from '../../../db/database';
import type { DB } from '../../../db/schema';
import { nowIso } from '../../../lib/time';

/**
 * The landing's features per tenant (migration 0011: features.reseller_id, null = the main host's list). A reseller
 * without a list of its own shows the main host's; its first change copies that list into its own
 * (ensureOwnList), so a reseller's edits never touch the main host's list and the main host's later edits no
 * longer reach a reseller that has made its own.
 */

/** Does the tenant (null: the main host) have a list of its own? The main host always has. */
async function hasOwnList(db: Kysely<DB>, resellerId: number | null): Promise<boolean> {
  if (resellerId === null) return true;
  const row = await db
    .selectFrom('features')
    .select('id')
    .where('reseller_id', '=', resellerId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

const ofTenant = (resellerId: number | null) =>
  resellerId === null
    ? sql<boolean>`reseller_id is null`
    : sql<boolean>`reseller_id = ${resellerId}`;

/** The landing page's active features of the host's tenant, in display order. */
export async function listActiveFeatures(db: Kysely<DB>, resellerId: number | null) {
  const owner = (await hasOwnList(db, resellerId)) ? resellerId : null;
  return db
    .selectFrom('features')
    .select(['id', 'title', 'description', 'icon'])
    .where(ofTenant(owner))
    .where('is_active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

type FeatureRow = {
  id: number;
  title: string;
  description: string;
  icon: string | null;
  is_active: number;
  sort_order: number;
};

export function toAdminFeature(row: FeatureRow): AdminFeature {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    icon: row.icon,
    is_active: Number(row.is_active) === 1,
    sort_order: Number(row.sort_order),
  };
}

async function rowsOf(db: Kysely<DB>, resellerId: number | null): Promise<FeatureRow[]> {
  return db
    .selectFrom('features')
    .select(['id', 'title', 'description', 'icon', 'is_active', 'sort_order'])
    .where(ofTenant(resellerId))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** The admin's list (hidden features included); `inherited` when a reseller still shows the main host's. */
export async function listTenantFeatures(
  db: Kysely<DB>,
  resellerId: number | null,
): Promise<{ data: AdminFeature[]; inherited: boolean }> {
  const own = await hasOwnList(db, resellerId);
  const rows = await rowsOf(db, own ? resellerId : null);
  return { data: rows.map(toAdminFeature), inherited: !own };
}

/**
 * Serialises a tenant's feature writes inside a transaction: PostgreSQL locks the reseller's row (the main host's
 * writes lock nothing: they never copy); SQLite takes the database's write lock by writing first.
 */
async function lockTenant(trx: Kysely<DB>, dialect: Dialect, resellerId: number | null) {
  if (dialect === 'postgres') {
    if (resellerId !== null) {
      await trx
        .selectFrom('resellers')
        .select('id')
        .where('id', '=', resellerId)
        .forUpdate()
        .execute();
    }
    return;
  }
  await trx
    .updateTable('features')
    .set({ updated_at: sql`updated_at` })
    .where('id', '=', 0)
    .execute();
}

/**
 * Inside a transaction: locks the tenant and, for a reseller without a list of its own, copies the main host's
 * list (hidden ones too, same order). Returns the copy's ids by the main host's ids (empty when nothing was
 * copied), so an edit of an inherited feature lands on the reseller's copy.
 */
export async function ensureOwnList(
  trx: Kysely<DB>,
  dialect: Dialect,
  resellerId: number | null,
): Promise<Map<number, number>> {
  await lockTenant(trx, dialect, resellerId);
  const copies = new Map<number, number>();
  if (resellerId === null || (await hasOwnList(trx, resellerId))) return copies;
  const now = new Date().toISOString();
  for (const row of await rowsOf(trx, null)) {
    const inserted = await trx
      .insertInto('features')
      .values({
        title: row.title,
        description: row.description,
        icon: row.icon,
        sort_order: row.sort_order,
        is_active: row.is_active,
        reseller_id: resellerId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    copies.set(row.id, inserted.id);
  }
  return copies;
}

/** One feature of the tenant, or undefined (another tenant's feature is not found). */
export async function findTenantFeature(
  db: Kysely<DB>,
  resellerId: number | null,
  id: number,
): Promise<FeatureRow | undefined> {
  return db
    .selectFrom('features')
    .select(['id', 'title', 'description', 'icon', 'is_active', 'sort_order'])
    .where('id', '=', id)
    .where(ofTenant(resellerId))
    .executeTakeFirst();
}

export async function tenantFeatureIds(
  db: Kysely<DB>,
  resellerId: number | null,
): Promise<number[]> {
  return (await rowsOf(db, resellerId)).map((row) => row.id);
}

export async function nextSortOrder(db: Kysely<DB>, resellerId: number | null): Promise<number> {
  const row = await db
    .selectFrom('features')
    .select((eb) => eb.fn.max('sort_order').as('top'))
    .where(ofTenant(resellerId))
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

/** The columns an editor's input sets (a create and an update alike). */
const featureColumns = (input: FeatureInput) => ({
  title: input.title,
  description: input.description,
  icon: input.icon ?? null,
  is_active: input.is_active ? 1 : 0,
});

const FEATURE_COLUMNS = ['id', 'title', 'description', 'icon', 'is_active', 'sort_order'] as const;

/** Adds a feature at the end of the tenant's list. */
export async function insertFeature(
  db: Kysely<DB>,
  resellerId: number | null,
  input: FeatureInput,
): Promise<AdminFeature> {
  const now = nowIso();
  const row = await db
    .insertInto('features')
    .values({
      ...featureColumns(input),
      sort_order: await nextSortOrder(db, resellerId),
      reseller_id: resellerId,
      created_at: now,
      updated_at: now,
    })
    .returning(FEATURE_COLUMNS)
    .executeTakeFirstOrThrow();
  return toAdminFeature(row);
}

export async function updateFeatureRow(
  db: Kysely<DB>,
  id: number,
  input: FeatureInput,
): Promise<AdminFeature> {
  const row = await db
    .updateTable('features')
    .set({ ...featureColumns(input), updated_at: nowIso() })
    .where('id', '=', id)
    .returning(FEATURE_COLUMNS)
    .executeTakeFirstOrThrow();
  return toAdminFeature(row);
}

export async function deleteFeatureRow(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('features').where('id', '=', id).execute();
}

/** Sets sort_order to 1, 2, 3... in the order of `ids`. */
export async function setFeatureOrder(db: Kysely<DB>, ids: readonly number[]): Promise<void> {
  const now = nowIso();
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable('features')
      .set({ sort_order: index + 1, updated_at: now })
      .where('id', '=', id)
      .execute();
  }
}
