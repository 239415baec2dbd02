import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { containsText } from '../../../lib/like';
import { paginate, type Page, type PageRequest } from '../../../lib/paginate';
import { withScope } from '../../../lib/scope';

export interface UsageUserRow {
  id: number;
  name: string;
  email: string;
  reseller_id: number | null;
  reseller_name: string | null;
}

/** The users (role user) an admin may see (tenantScope), searched by name or email, by name. */
export async function listUsageUsers(
  db: Kysely<DB>,
  scope: { kind: 'all' } | { kind: 'reseller'; resellerId: number | null },
  query: PageRequest & { search?: string | undefined },
): Promise<Page<UsageUserRow>> {
  let base = withScope(db.selectFrom('users as u'), scope, { reseller: 'u.reseller_id' }).where(
    'u.role',
    '=',
    'user',
  );
  if (query.search) {
    const text = query.search;
    base = base.where((eb) =>
      eb.or([containsText(sql.ref('u.name'), text), containsText(sql.ref('u.email'), text)]),
    );
  }
  return paginate(base, query, (rows) =>
    rows
      .leftJoin('resellers as r', 'r.id', 'u.reseller_id')
      .select(['u.id', 'u.name', 'u.email', 'u.reseller_id', 'r.org_name as reseller_name'])
      .orderBy('u.name', 'asc')
      .orderBy('u.id', 'asc'),
  );
}

/** Every reseller, oldest first (the same order on both databases, whatever their collation). */
export async function listResellers(db: Kysely<DB>) {
  return db
    .selectFrom('resellers')
    .select(['id', 'org_name', 'subdomain'])
    .orderBy('id', 'asc')
    .execute();
}

/** The users (role user) of one reseller. */
export async function userIdsOfReseller(db: Kysely<DB>, resellerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('reseller_id', '=', resellerId)
    .where('role', '=', 'user')
    .execute();
  return rows.map((row) => row.id);
}

/** Active subscriptions of a reseller's users (the live ones paid for; pending ones are not counted). */
export async function countActiveSubscriptions(db: Kysely<DB>, resellerId: number) {
  const row = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('reseller_id', '=', resellerId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The plan of a user's most recent subscription that was live in [start, end): the period a report covers
 * (active, past due or cancelled after `start`). Undefined without one.
 */
export async function planOfUserIn(db: Kysely<DB>, userId: number, start: string, end: string) {
  return db
    .selectFrom('subscriptions as s')
    .innerJoin('packages as p', 'p.id', 's.package_id')
    .select(['p.monthly_minutes_limit', 'p.extra_per_minute_charge'])
    .where('s.user_id', '=', userId)
    .where('s.status', 'in', ['active', 'past_due', 'cancelled', 'expired'])
    .where('s.created_at', '<', end)
    .where((eb) =>
      eb.or([eb('s.status', 'in', ['active', 'past_due']), eb('s.updated_at', '>=', start)]),
    )
    .orderBy('s.id', 'desc')
    .executeTakeFirst();
}

/**
 * Completed transactions in [start, end): earned by the reseller (its customers' payments), and paid by it to
 * the platform (its reseller package: reseller_id = it, earned by the platform).
 */
export async function resellerMoney(
  db: Kysely<DB>,
  resellerId: number,
  start: string,
  end: string,
) {
  const row = await db
    .selectFrom('transactions')
    .where('status', '=', 'completed')
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .select((eb) => [
      eb.fn
        .sum<number | string>(
          eb
            .case()
            .when('earner_reseller_id', '=', resellerId)
            .then(eb.ref('amount'))
            .else(0)
            .end(),
        )
        .as('earned'),
      eb.fn
        .sum<number | string>(
          eb
            .case()
            .when(
              eb.and([eb('reseller_id', '=', resellerId), eb('earner_reseller_id', 'is', null)]),
            )
            .then(eb.ref('amount'))
            .else(0)
            .end(),
        )
        .as('paid'),
    ])
    .executeTakeFirst();
  return { earned: Number(row?.earned ?? 0), paid: Number(row?.paid ?? 0) };
}
