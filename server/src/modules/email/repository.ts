import type { Kysely } from 'kysely';
import type { Pagination } from '@voice/contracts';
import type { DB } from '../../db/schema';
import { paginationOf } from '../assistants/repository';
import type { PageQuery } from './list-query';

/** Which rows an admin list shows: everything (platform admins) or one tenant's (reseller_admin). */
export type AdminScope = { kind: 'all' } | { kind: 'reseller'; resellerId: number | null };

export interface OutboxItem {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  reseller_id: number | null;
  reseller_name: string | null;
  created_at: string;
}

export async function listOutbox(
  db: Kysely<DB>,
  scope: AdminScope,
  query: PageQuery,
): Promise<{ data: OutboxItem[]; pagination: Pagination }> {
  let base = db.selectFrom('email_outbox as m');
  if (scope.kind === 'reseller') {
    base =
      scope.resellerId === null
        ? base.where('m.reseller_id', 'is', null)
        : base.where('m.reseller_id', '=', scope.resellerId);
  }
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const data = await base
    .leftJoin('resellers as r', 'r.id', 'm.reseller_id')
    .select([
      'm.id',
      'm.to',
      'm.subject',
      'm.html',
      'm.text',
      'm.reseller_id',
      'r.org_name as reseller_name',
      'm.created_at',
    ])
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  return { data, pagination: paginationOf(total, query.page, query.per_page, data.length) };
}
