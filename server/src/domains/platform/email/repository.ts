import type { Kysely } from 'kysely';
import type { tenantScope } from '@voice/contracts';
import type { DB } from '../../../db/schema';
import { paginate, type Page, type PageRequest } from '../../../lib/paginate';
import { withScope } from '../../../lib/scope';
import { nowIso } from '../../../lib/time';

/** Which rows an admin list shows: everything (platform admins) or one tenant's (tenantScope). */
export type AdminScope = ReturnType<typeof tenantScope>;

export interface OutboxItem {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  reseller_id: number | null;
  reseller_name: string | null;
  from_name: string | null;
  from_address: string | null;
  reply_to: string | null;
  created_at: string;
}

export async function listOutbox(
  db: Kysely<DB>,
  scope: AdminScope,
  query: PageRequest,
): Promise<Page<OutboxItem>> {
  const base = withScope(db.selectFrom('email_outbox as m'), scope, { reseller: 'm.reseller_id' });
  return paginate(base, query, (rows) =>
    rows
      .leftJoin('resellers as r', 'r.id', 'm.reseller_id')
      .select([
        'm.id',
        'm.to',
        'm.subject',
        'm.html',
        'm.text',
        'm.reseller_id',
        'r.org_name as reseller_name',
        'm.from_name',
        'm.from_address',
        'm.reply_to',
        'm.created_at',
      ])
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc'),
  );
}

/** Stores a sent message in the outbox; returns its id. */
export async function insertOutboxMessage(
  db: Kysely<DB>,
  message: Pick<
    OutboxItem,
    'to' | 'subject' | 'html' | 'text' | 'reseller_id' | 'from_name' | 'from_address' | 'reply_to'
  >,
): Promise<number> {
  const row = await db
    .insertInto('email_outbox')
    .values({ ...message, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
