import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../../lib/http-error';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { enforceThrottle, throttleFor } from '../../../lib/throttle';
import { currentUser } from '../../../plugins/auth';
import { findTransaction } from '../transactions/repository';
import { TRANSACTION_NOT_FOUND, transactionScope } from '../transactions/routes';
import type { AccountEmailDeps } from './deps';
import { accountEmailSchemas as schemas } from './schemas';
import { sendReceipt } from './transaction-emails';

export const RECEIPT_RESENT = 'Receipt sent again.';
export const NO_RECEIPT = 'Only a completed payment has a receipt.';
export const TOO_MANY_RESENDS = 'Too many receipts sent. Please try again in N seconds.';
/** Resends per user per hour, and per receipt per hour (a mailbox is not flooded from several accounts). */
export const RESENDS_PER_HOUR = 5;

/**
 * POST /api/transactions/:id/resend-receipt: the receipt of a completed payment, sent again to its payer. Allowed
 * to whoever may see the transaction (its payer, the admins of its tenant, platform admins: transactionScope);
 * anyone else gets 404 as for GET /api/transactions/:id. Throttled per user and per receipt.
 */
export function accountEmailRoutes(app: FastifyInstance, deps: AccountEmailDeps): void {
  const api = app.withTypeProvider<YupTypeProvider>();
  api.post(
    '/api/transactions/:id/resend-receipt',
    { config: { access: 'authenticated' }, schema: schemas.resendReceipt },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await findTransaction(app.db, transactionScope(user), request.params.id);
      if (!row) throw notFound(TRANSACTION_NOT_FOUND);
      if (row.status !== 'completed' || row.user_id === null) throw new HttpError(422, NO_RECEIPT);
      const throttle = throttleFor(app, 'resend-receipt', RESENDS_PER_HOUR, 3600_000);
      await enforceThrottle(
        reply,
        throttle,
        [`user:${user.id}`, `receipt:${row.id}`],
        TOO_MANY_RESENDS,
      );
      if (!(await sendReceipt(deps, row.id))) throw new HttpError(422, NO_RECEIPT);
      return { success: true, message: RECEIPT_RESENT };
    },
  );
}
