import { sql, type Kysely } from 'kysely';
import type { DemoRequest, DemoRequestStatus } from '@voice/contracts';
import type { DB } from '../../../db/schema';
import { containsText } from '../../../lib/like';
import { paginate, type Page, type PageRequest } from '../../../lib/paginate';
import { withScope } from '../../../lib/scope';
import { isoString, nowIso } from '../../../lib/time';

/** Which demo requests an admin sees: every tenant's (optionally one reseller's) or one tenant's. */
export type DemoRequestScope =
  { kind: 'all'; resellerId?: number } | { kind: 'reseller'; resellerId: number | null };

export interface NewDemoRequest {
  reseller_id: number | null;
  user_id: number;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  preferred_time: string | null;
  message: string | null;
}

export interface DemoRequestFilters {
  status?: DemoRequestStatus | undefined;
  /** Name, email, company or phone containing this text. */
  search?: string | undefined;
}

export async function insertDemoRequest(db: Kysely<DB>, input: NewDemoRequest): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('demo_requests')
    .values({ ...input, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function scoped(db: Kysely<DB>, scope: DemoRequestScope) {
  const base = db.selectFrom('demo_requests as d');
  if (scope.kind === 'all') {
    return scope.resellerId === undefined
      ? base
      : base.where('d.reseller_id', '=', scope.resellerId);
  }
  return withScope(base, scope, { reseller: 'd.reseller_id' });
}

const COLUMNS = [
  'd.id',
  'd.reseller_id',
  'r.org_name as reseller_name',
  'd.user_id',
  'd.name',
  'd.email',
  'd.phone',
  'd.company',
  'd.preferred_time',
  'd.message',
  'd.status',
  'd.created_at',
  'd.updated_at',
] as const;

/** The requests a scope sees, filtered, newest first. */
export async function listDemoRequests(
  db: Kysely<DB>,
  scope: DemoRequestScope,
  query: PageRequest & DemoRequestFilters,
): Promise<Page<DemoRequest>> {
  let base = scoped(db, scope);
  if (query.status) base = base.where('d.status', '=', query.status);
  if (query.search) {
    const text = query.search;
    base = base.where((eb) =>
      eb.or(
        ['d.name', 'd.email', 'd.company', 'd.phone'].map((column) =>
          containsText(sql.ref(column), text),
        ),
      ),
    );
  }
  const page = await paginate(base, query, (rows) =>
    rows
      .leftJoin('resellers as r', 'r.id', 'd.reseller_id')
      .select([...COLUMNS])
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc'),
  );
  return { ...page, data: page.data.map(toItem) };
}

/** One request the scope sees, or undefined. */
export async function findDemoRequest(
  db: Kysely<DB>,
  scope: DemoRequestScope,
  id: number,
): Promise<DemoRequest | undefined> {
  const row = await scoped(db, scope)
    .leftJoin('resellers as r', 'r.id', 'd.reseller_id')
    .select([...COLUMNS])
    .where('d.id', '=', id)
    .executeTakeFirst();
  return row ? toItem(row) : undefined;
}

export async function updateDemoRequestStatus(
  db: Kysely<DB>,
  id: number,
  status: DemoRequestStatus,
): Promise<void> {
  await db
    .updateTable('demo_requests')
    .set({ status, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

type Row = Omit<DemoRequest, 'created_at' | 'updated_at'> & {
  created_at: string | Date;
  updated_at: string | Date;
};

function toItem(row: Row): DemoRequest {
  return { ...row, created_at: isoString(row.created_at), updated_at: isoString(row.updated_at) };
}
