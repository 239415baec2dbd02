import { sql, type Kysely, type Updateable } from 'kysely';
import type { ResellerListItem } from '@voice/contracts';
import type { DB, ResellerRow, ResellerStatus, ResellersTable } from '../../../db/schema';
import { containsText } from '../../../lib/like';
import { paginate, paginationOf, type Page, type PageRequest } from '../../../lib/paginate';
import { nowIso } from '../../../lib/time';

/** The reseller of a subdomain whatever its status (the tenant plugin tells pending and suspended sites apart). */
export async function findResellerBySubdomain(
  db: Kysely<DB>,
  subdomain: string,
): Promise<ResellerRow | undefined> {
  return db
    .selectFrom('resellers')
    .selectAll()
    .where('subdomain', '=', subdomain.toLowerCase())
    .executeTakeFirst();
}

/** A reseller by id whatever its status (a pending reseller's welcome email is branded too). */
export async function findResellerById(
  db: Kysely<DB>,
  id: number,
): Promise<ResellerRow | undefined> {
  return db.selectFrom('resellers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A reseller's subdomain, verified custom domain (its preferred host) and status, or undefined. */
export async function findResellerSite(
  db: Kysely<DB>,
  id: number,
): Promise<
  { subdomain: string; custom_domain: string | null; status: ResellerStatus } | undefined
> {
  return db
    .selectFrom('resellers')
    .select(['subdomain', 'custom_domain', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Saves a site's branding (the system settings page): the updated row, or undefined when there is no such reseller. */
export async function updateResellerBranding(
  db: Kysely<DB>,
  id: number,
  branding: Omit<Updateable<ResellersTable>, 'id' | 'updated_at'>,
): Promise<ResellerRow | undefined> {
  return db
    .updateTable('resellers')
    .set({ ...branding, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

// ---- the super admin's resellers console (consoles/resellers) ------------------------------------------

export interface ResellerListFilter {
  search?: string | undefined;
  status?: ResellerStatus | undefined;
}

const isoOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(String(value)).toISOString();

/**
 * The resellers of the console, by name: ?search= (name, subdomain, company email) and ?status=. `paging`
 * null answers every match on one page (the reseller pickers ask without paging). Counts are correlated
 * sub-selects on the reseller indexes of users and assistants; the admin is the reseller's first
 * reseller_admin and the package its newest subscription's.
 */
export async function listResellers(
  db: Kysely<DB>,
  filter: ResellerListFilter,
  paging: PageRequest | null,
): Promise<Page<ResellerListItem>> {
  let base = db.selectFrom('resellers as r');
  if (filter.status) base = base.where('r.status', '=', filter.status);
  if (filter.search) {
    const text = filter.search;
    base = base.where((eb) =>
      eb.or([
        containsText(sql.ref('r.org_name'), text),
        containsText(sql.ref('r.subdomain'), text),
        containsText(sql.ref('r.company_email'), text),
      ]),
    );
  }
  const rows = (q: typeof base) =>
    q
      .select((eb) => [
        'r.id',
        'r.org_name',
        'r.subdomain',
        'r.company_email',
        'r.status',
        'r.status_reason',
        'r.status_changed_at',
        'r.created_at',
        eb
          .selectFrom('users as u')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('u.reseller_id', '=', 'r.id')
          .where('u.deleted_at', 'is', null)
          .as('users_count'),
        eb
          .selectFrom('assistants as a')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('a.reseller_id', '=', 'r.id')
          .as('assistants_count'),
        eb
          .selectFrom('reseller_subscriptions as s')
          .innerJoin('reseller_packages as p', 'p.id', 's.reseller_package_id')
          .select('p.name')
          .whereRef('s.reseller_id', '=', 'r.id')
          .orderBy('s.id', 'desc')
          .limit(1)
          .as('package_name'),
      ])
      .orderBy('r.org_name', 'asc')
      .orderBy('r.id', 'asc');
  let page: Page<Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number]>;
  if (paging) {
    page = await paginate(base, paging, rows);
  } else {
    const data = await rows(base).execute();
    page = {
      data,
      pagination: paginationOf(data.length, 1, Math.max(1, data.length), data.length),
    };
  }
  const admins = await findResellerAdmins(
    db,
    page.data.map((row) => row.id),
  );
  return {
    pagination: page.pagination,
    data: page.data.map((row) => ({
      id: row.id,
      org_name: row.org_name,
      subdomain: row.subdomain,
      company_email: row.company_email,
      status: row.status,
      status_reason: row.status_reason,
      status_changed_at: isoOrNull(row.status_changed_at),
      created_at: isoOrNull(row.created_at) ?? '',
      admin: admins.get(row.id) ?? null,
      package_name: row.package_name ?? null,
      users_count: Number(row.users_count ?? 0),
      assistants_count: Number(row.assistants_count ?? 0),
    })),
  };
}

/** The first reseller_admin (lowest id, not deleted) of each of these resellers. */
export async function findResellerAdmins(
  db: Kysely<DB>,
  resellerIds: readonly number[],
): Promise<Map<number, { id: number; name: string; email: string; status: string }>> {
  const out = new Map<number, { id: number; name: string; email: string; status: string }>();
  if (resellerIds.length === 0) return out;
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'status', 'reseller_id'])
    .where('role', '=', 'reseller_admin')
    .where('deleted_at', 'is', null)
    .where('reseller_id', 'in', [...resellerIds])
    .orderBy('id', 'asc')
    .execute();
  for (const row of rows) {
    if (row.reseller_id !== null && !out.has(row.reseller_id)) {
      out.set(row.reseller_id, {
        id: row.id,
        name: row.name,
        email: row.email,
        status: row.status,
      });
    }
  }
  return out;
}

/** Users of a reseller: how many, how many active (deleted ones left out). */
export async function resellerUserCounts(db: Kysely<DB>, resellerId: number) {
  const row = await db
    .selectFrom('users')
    .where('reseller_id', '=', resellerId)
    .where('deleted_at', 'is', null)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'active').then(1).else(0).end()).as('active'),
    ])
    .executeTakeFirst();
  return { total: Number(row?.total ?? 0), active: Number(row?.active ?? 0) };
}

export async function resellerAssistantCount(db: Kysely<DB>, resellerId: number): Promise<number> {
  const row = await db
    .selectFrom('assistants')
    .where('reseller_id', '=', resellerId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A reseller's newest users (the detail page's Users tab). */
export async function latestResellerUsers(db: Kysely<DB>, resellerId: number, limit: number) {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'status', 'created_at'])
    .where('reseller_id', '=', resellerId)
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, created_at: isoOrNull(row.created_at) ?? '' }));
}

/** A reseller's assistants with the most calls first (assistant_call_totals), then the newest. */
export async function latestResellerAssistants(db: Kysely<DB>, resellerId: number, limit: number) {
  const rows = await db
    .selectFrom('assistants as a')
    .leftJoin('assistant_call_totals as t', 't.assistant_id', 'a.id')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.name', 'a.type', 'a.phone_number', 'u.name as user_name', 't.calls'])
    .where('a.reseller_id', '=', resellerId)
    .orderBy(sql`coalesce(t.calls, 0)`, 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ calls, ...row }) => ({ ...row, total_calls: Number(calls ?? 0) }));
}

/**
 * Moves a reseller from `from` to `to` with the reason and time of the change; false when its status was
 * no longer `from` (a concurrent change): the conditional update admits one caller.
 */
export async function changeResellerStatus(
  db: Kysely<DB>,
  id: number,
  from: ResellerStatus,
  to: ResellerStatus,
  reason: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('resellers')
    .set({ status: to, status_reason: reason, status_changed_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Ends every session of a reseller's users (a suspension): their access tokens are revoked and their unused
 * login-as tokens spent, so that a reactivation brings none of them back; they sign in again.
 */
export async function revokeResellerSessions(
  db: Kysely<DB>,
  resellerId: number,
  at: string,
): Promise<void> {
  const users = db.selectFrom('users').select('id').where('reseller_id', '=', resellerId);
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: at })
    .where('user_id', 'in', users)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .updateTable('login_as_tokens')
    .set({ used_at: at })
    .where('user_id', 'in', users)
    .where('used_at', 'is', null)
    .execute();
}
