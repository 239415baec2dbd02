import type { FastifyInstance } from 'fastify';
import type { AccountRow } from '../users/repository';
import { isPlatformAdmin } from '../../lib/access';
import { validateOrThrow } from '../../lib/validate';
import { currentUser } from '../../plugins/auth';
import { pageQuerySchema } from './list-query';
import { listOutbox, type AdminScope } from './repository';

/** Roles that read the admin lists of this module and of contacts. */
// Platform admins only: the outbox holds live password links, and a reseller_admin must not be able to take
// over the accounts of its own users or co-admins by reading them. (The outbox is the sandbox transport; in
// production use MAIL_TRANSPORT=smtp.)
export const OUTBOX_ROLES = ['admin', 'super_admin'] as const;

/** Platform admins see every tenant's rows, a reseller_admin only its reseller's. */
export function adminScope(user: AccountRow): AdminScope {
  return isPlatformAdmin(user.role)
    ? { kind: 'all' }
    : { kind: 'reseller', resellerId: user.reseller_id };
}

export async function emailRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/admin/email-outbox',
    { preHandler: app.requireRole(...OUTBOX_ROLES) },
    async (request) => {
      const user = currentUser(request);
      const query = await validateOrThrow(pageQuerySchema, request.query);
      const { data, pagination } = await listOutbox(app.db, adminScope(user), query);
      return { success: true, data, pagination };
    },
  );
}
