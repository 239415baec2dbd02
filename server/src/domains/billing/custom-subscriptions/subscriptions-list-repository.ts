import type { AdminSubscription } from '@voice/contracts';
import type { Db, SubscriptionStatus } from '../../../db/schema';
import { paginate, type Page, type PageRequest } from '../../../lib/paginate';
import { withScope } from '../../../lib/scope';
import type { TenantScope } from './repository';

/** /admin/subscriptions: every subscription of the scope (custom and regular), newest first. */
export async function listSubscriptionsPage(
  db: Db,
  scope: TenantScope,
  query: PageRequest & { status?: string | undefined },
): Promise<Page<AdminSubscription>> {
  let base = withScope(db.selectFrom('subscriptions as s'), scope, { reseller: 's.reseller_id' });
  if (query.status) base = base.where('s.status', '=', query.status as SubscriptionStatus);
  const page = await paginate(base, query, (rows) =>
    rows
      .innerJoin('users as u', 'u.id', 's.user_id')
      .innerJoin('packages as p', 'p.id', 's.package_id')
      .leftJoin('resellers as r', 'r.id', 's.reseller_id')
      .select([
        's.id',
        's.user_id',
        'u.name as user_name',
        'u.email as user_email',
        's.package_id',
        'p.name as package_name',
        'r.org_name as reseller_name',
        's.status',
        's.billing_interval',
        's.amount',
        's.currency',
        's.is_custom',
        's.current_period_start',
        's.current_period_end',
        's.cancel_at_period_end',
        's.created_at',
      ])
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc'),
  );
  return {
    pagination: page.pagination,
    data: page.data.map((row) => ({
      id: row.id,
      user: { id: row.user_id, name: row.user_name, email: row.user_email },
      package: { id: row.package_id, name: row.package_name },
      reseller_name: row.reseller_name,
      status: row.status,
      billing_interval: row.billing_interval,
      amount: Number(row.amount),
      currency: row.currency,
      is_custom: Number(row.is_custom) === 1,
      current_period_start: row.current_period_start,
      current_period_end: row.current_period_end,
      cancel_at_period_end: Number(row.cancel_at_period_end) === 1,
      created_at: row.created_at,
    })),
  };
}
