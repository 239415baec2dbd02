import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  AdminResellerPackage,
  AdminResellerSubscription,
  ResellerBillingStatus,
  ResellerTransaction,
} from '@voice/contracts';
import type { DB, Db, ResellerPackagesTable } from '../../../db/schema';
import { paginate, type Page, type PageRequest } from '../../../lib/paginate';
import { nowIso } from '../../../lib/time';
import { toResellerPackageJson } from '../reseller-registration/repository';
import { RENEWAL_GRACE_DAYS } from '../subscriptions/renewal';
import {
  DAY_MS,
  SUBSCRIPTION_COLUMNS,
  iso,
  subscriptionsQuery,
  toSummary,
  type ResellerRenewalState,
} from './repository';

// What the super admin manages of the reseller packages: the packages, the resellers' subscriptions to them and
// their payments (the lists of /super-admin/reseller-billing).

type PackageRow = Selectable<ResellerPackagesTable>;

export async function listAllResellerPackages(db: Db): Promise<AdminResellerPackage[]> {
  const rows = await db
    .selectFrom('reseller_packages')
    .selectAll()
    .orderBy('sort_order', 'asc')
    .orderBy('price', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const counts = await db
    .selectFrom('reseller_subscriptions')
    .select(['reseller_package_id', sql<number | string>`count(*)`.as('n')])
    .where('status', 'in', ['pending', 'active'])
    .groupBy('reseller_package_id')
    .execute();
  const live = new Map(counts.map((c) => [c.reseller_package_id, Number(c.n)]));
  return rows.map((row) => toAdminPackage(row, live.get(row.id) ?? 0));
}

export function toAdminPackage(row: PackageRow, liveSubscriptions: number): AdminResellerPackage {
  return {
    ...toResellerPackageJson(row),
    voice_agents_limit: row.voice_agents_limit,
    minutes_limit: row.minutes_limit,
    is_active: Number(row.is_active) === 1,
    sort_order: row.sort_order,
    live_subscriptions: liveSubscriptions,
  };
}

export async function findResellerPackage(db: Db, id: number) {
  return db.selectFrom('reseller_packages').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface ResellerPackageValues {
  name: string;
  description: string;
  price: number;
  yearly_price: number;
  is_popular: boolean;
  voice_agents_limit: number;
  minutes_limit: number;
  support_level: string;
  sort_order: number;
  is_active: boolean;
}

function columns(values: ResellerPackageValues) {
  return {
    ...values,
    is_popular: values.is_popular ? 1 : 0,
    is_active: values.is_active ? 1 : 0,
  } as const;
}

export async function insertResellerPackage(db: Db, values: ResellerPackageValues) {
  const now = nowIso();
  const row = await db
    .insertInto('reseller_packages')
    .values({ ...columns(values), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateResellerPackage(
  db: Db,
  id: number,
  values: Partial<ResellerPackageValues>,
) {
  const set: Record<string, unknown> = { ...values, updated_at: nowIso() };
  if (values.is_popular !== undefined) set.is_popular = values.is_popular ? 1 : 0;
  if (values.is_active !== undefined) set.is_active = values.is_active ? 1 : 0;
  await db.updateTable('reseller_packages').set(set).where('id', '=', id).execute();
}

export async function countLiveSubscriptions(db: Db, packageId: number): Promise<number> {
  const row = await db
    .selectFrom('reseller_subscriptions')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('reseller_package_id', '=', packageId)
    .where('status', 'in', ['pending', 'active'])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface SubscriptionFilter {
  status?: ResellerBillingStatus;
  search?: string;
}

/** Every reseller's subscription, newest first; ?status= (expired computed), ?search= reseller name. */
export async function listResellerSubscriptions(
  db: Kysely<DB>,
  filter: SubscriptionFilter,
  request: PageRequest,
  now: Date,
): Promise<Page<AdminResellerSubscription & ResellerRenewalState>> {
  const nowText = nowIso(now);
  const graceStart = nowIso(new Date(now.getTime() - RENEWAL_GRACE_DAYS * DAY_MS));
  let base = subscriptionsQuery(db)
    .innerJoin('resellers as r', 'r.id', 's.reseller_id')
    .select('s.id');
  if (filter.status === 'expired') {
    base = base
      .where('s.status', '=', 'active')
      .where('s.current_period_end', '<=', nowText)
      .where((eb) =>
        eb.or([
          eb('s.last_payment_error', 'is', null),
          eb('s.current_period_end', '<=', graceStart),
        ]),
      );
  } else if (filter.status === 'active') {
    // Running, in the grace of a failed renewal, or cancelled at a period end still to come.
    base = base.where((eb) =>
      eb.or([
        eb.and([
          eb('s.status', '=', 'active'),
          eb.or([
            eb('s.current_period_end', 'is', null),
            eb('s.current_period_end', '>', nowText),
            eb.and([
              eb('s.last_payment_error', 'is not', null),
              eb('s.current_period_end', '>', graceStart),
            ]),
          ]),
        ]),
        eb.and([eb('s.status', '=', 'cancelled'), eb('s.current_period_end', '>', nowText)]),
      ]),
    );
  } else if (filter.status === 'cancelled') {
    base = base
      .where('s.status', '=', 'cancelled')
      .where((eb) =>
        eb.or([eb('s.current_period_end', 'is', null), eb('s.current_period_end', '<=', nowText)]),
      );
  } else if (filter.status) {
    base = base.where('s.status', '=', filter.status);
  }
  if (filter.search) {
    const like = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['r.org_name']), 'like', like),
        eb(eb.fn('lower', ['r.subdomain']), 'like', like),
      ]),
    );
  }
  const page = await paginate(base, request, (q) =>
    q
      .clearSelect()
      .select([...SUBSCRIPTION_COLUMNS, 'r.org_name', 'r.subdomain'])
      .orderBy('s.id', 'desc'),
  );
  return {
    pagination: page.pagination,
    data: page.data.map((row) => ({
      ...toSummary(row, now),
      reseller: { id: row.reseller_id, org_name: row.org_name, subdomain: row.subdomain },
    })),
  };
}

/** What resellers paid the platform (kind 'reseller'), newest first; ?reseller_id= narrows. */
export async function listResellerTransactions(
  db: Kysely<DB>,
  filter: { reseller_id?: number },
  request: PageRequest,
): Promise<Page<ResellerTransaction>> {
  let base = db
    .selectFrom('transactions as t')
    .leftJoin('resellers as r', 'r.id', 't.reseller_id')
    .select('t.id')
    .where('t.kind', '=', 'reseller');
  if (filter.reseller_id !== undefined) base = base.where('t.reseller_id', '=', filter.reseller_id);
  const page = await paginate(base, request, (q) =>
    q
      .clearSelect()
      .select([
        't.id',
        't.reference',
        't.status',
        't.amount',
        't.currency',
        't.description',
        't.provider',
        't.provider_ref',
        't.created_at',
        't.reseller_id',
        'r.org_name',
        'r.subdomain',
      ])
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc'),
  );
  return {
    pagination: page.pagination,
    data: page.data.map((row) => ({
      id: row.id,
      reference: row.reference,
      status: row.status,
      amount: Number(row.amount),
      currency: row.currency,
      description: row.description,
      provider: row.provider,
      provider_ref: row.provider_ref,
      created_at: iso(row.created_at) ?? '',
      reseller:
        row.reseller_id !== null && row.org_name !== null
          ? { id: row.reseller_id, org_name: row.org_name, subdomain: row.subdomain ?? '' }
          : null,
    })),
  };
}
