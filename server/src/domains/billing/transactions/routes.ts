import type { FastifyInstance } from 'fastify';
import { isPlatformAdmin } from '@voice/contracts';
import { notFound } from '../../../lib/http-error';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { toTransactionsJson } from './presenter';
import { findTransaction, listTransactions, type TransactionScope } from './repository';
import { transactionSchemas as schemas } from './schemas';

export const TRANSACTION_NOT_FOUND = 'Transaction not found';

/**
 * Who sees which transactions: a platform admin all (optionally one reseller's), a reseller admin its
 * tenant's, anyone else only its own. The list of a reseller admin holds what its customers paid it
 * (/admin/transactions), or with ?own=1 what it paid the platform (/transactions); a receipt shows either.
 */
export function transactionScope(
  user: { id: number; role: string; reseller_id: number | null },
  resellerId?: number,
  rows: 'customers' | 'fees' | 'both' = 'both',
): TransactionScope {
  if (isPlatformAdmin(user.role)) {
    return resellerId === undefined ? { kind: 'all' } : { kind: 'all', resellerId };
  }
  if (user.role === 'reseller_admin' && user.reseller_id !== null) {
    return { kind: 'tenant', resellerId: user.reseller_id, rows };
  }
  return { kind: 'own', userId: user.id };
}

export async function transactionRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();

  api.get(
    '/api/transactions',
    { config: { access: 'authenticated' }, schema: schemas.list },
    async (request) => {
      const { page, per_page, reseller_id, own } = request.query;
      const scope = transactionScope(currentUser(request), reseller_id, own ? 'fees' : 'customers');
      const result = await listTransactions(app.db, scope, { page, per_page });
      return {
        success: true,
        data: await toTransactionsJson(app.db, result.data),
        pagination: result.pagination,
      };
    },
  );

  api.get(
    '/api/transactions/:id',
    { config: { access: 'authenticated' }, schema: schemas.show },
    async (request) => {
      const row = await findTransaction(
        app.db,
        transactionScope(currentUser(request)),
        request.params.id,
      );
      if (!row) throw notFound(TRANSACTION_NOT_FOUND);
      const [data] = await toTransactionsJson(app.db, [row]);
      return { success: true, data };
    },
  );
}
