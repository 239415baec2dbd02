import type { Insertable, Kysely } from 'kysely';
import type { AuditLogEntry } from '@voice/contracts';
import type { AuditLogTable, DB } from '../../../db/schema';
import { keysetChunks } from '../../../lib/csv';
import { containsText } from '../../../lib/like';
import { paginate, type Page, type PageRequest } from '../../../lib/paginate';

/**
 * The audit log's reads and its one insert (the table is append-only: nothing updates or deletes its rows). Which
 * entries: every tenant's, or one tenant's (a reseller's id, null: the platform's own, the main host).
 */
export type AuditScope = { kind: 'all' } | { kind: 'reseller'; resellerId: number | null };

export interface AuditFilters {
  action?: string | undefined;
  /** Found in the actor's or the impersonator's email or the target's label (case-insensitive). */
  search?: string | undefined;
  /** 'YYYY-MM-DD', UTC, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  /** One reseller's entries (super-admin routes). */
  reseller_id?: number | undefined;
}

/** 'YYYY-MM-DD' -> the ISO instant the UTC day starts; `days` later with days > 0. */
function dayStart(day: string, days = 0): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString();
}

function filtered(db: Kysely<DB>, scope: AuditScope, filters: AuditFilters) {
  let query = db.selectFrom('audit_log as l');
  if (scope.kind === 'reseller') {
    query =
      scope.resellerId === null
        ? query.where('l.reseller_id', 'is', null)
        : query.where('l.reseller_id', '=', scope.resellerId);
  }
  if (filters.reseller_id !== undefined) {
    query = query.where('l.reseller_id', '=', filters.reseller_id);
  }
  if (filters.action) query = query.where('l.action', '=', filters.action);
  if (filters.from) query = query.where('l.created_at', '>=', dayStart(filters.from));
  if (filters.to) query = query.where('l.created_at', '<', dayStart(filters.to, 1));
  const search = filters.search?.trim();
  if (search) {
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref('l.actor_email'), search),
        containsText(eb.ref('l.impersonator_email'), search),
        containsText(eb.ref('l.target_label'), search),
      ]),
    );
  }
  return query;
}

const COLUMNS = [
  'l.id',
  'l.created_at',
  'l.actor_id',
  'l.actor_email',
  'l.actor_role',
  'l.impersonator_id',
  'l.impersonator_email',
  'l.reseller_id',
  'r.org_name as reseller_name',
  'l.action',
  'l.target_type',
  'l.target_id',
  'l.target_label',
  'l.changes',
  'l.ip',
  'l.user_agent',
] as const;

type Selected = Omit<AuditLogEntry, 'created_at' | 'changes'> & {
  created_at: string | Date;
  changes: unknown;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toEntry(row: Selected): AuditLogEntry {
  return {
    ...row,
    id: Number(row.id),
    created_at: row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at,
    reseller_name: row.reseller_name ?? null,
    changes: isObject(row.changes) ? row.changes : null,
  };
}

/** One page of the entries of a scope, newest first. */
export async function listAuditLog(
  db: Kysely<DB>,
  scope: AuditScope,
  query: PageRequest & AuditFilters,
): Promise<Page<AuditLogEntry>> {
  const page = await paginate(filtered(db, scope, query), query, (base) =>
    base
      .leftJoin('resellers as r', 'r.id', 'l.reseller_id')
      .select([...COLUMNS])
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc'),
  );
  return { data: page.data.map(toEntry), pagination: page.pagination };
}

/** Rows read per query of an export. */
export const EXPORT_CHUNK = 500;

/**
 * Every filtered entry, newest first, read in chunks by keyset on (created_at, id): each chunk is one bounded
 * query starting where the previous one stopped, so an export never holds more than one chunk.
 */
export async function* exportAuditLog(
  db: Kysely<DB>,
  scope: AuditScope,
  filters: AuditFilters,
  chunk = EXPORT_CHUNK,
): AsyncGenerator<AuditLogEntry> {
  const rows = keysetChunks(
    (after: { created_at: string | Date; id: number } | null, limit) => {
      let query = filtered(db, scope, filters)
        .leftJoin('resellers as r', 'r.id', 'l.reseller_id')
        .select([...COLUMNS])
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc');
      if (after) {
        query = query
          .where('l.created_at', '<=', after.created_at as string)
          .where((eb) =>
            eb.or([eb('l.created_at', '<', after.created_at as string), eb('l.id', '<', after.id)]),
          );
      }
      return query.limit(limit).execute();
    },
    (last) => ({ created_at: last.created_at, id: Number(last.id) }),
    chunk,
  );
  for await (const row of rows) yield toEntry(row);
}

/** The id and email of a user named in an entry (the impersonator behind a login-as). */
export async function findAuditActor(
  db: Kysely<DB>,
  userId: number,
): Promise<{ id: number; email: string } | undefined> {
  return db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
}

/** Appends one entry (record.ts builds it from the request). */
export async function insertAuditEntry(
  db: Kysely<DB>,
  entry: Insertable<AuditLogTable>,
): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}
