import type { FastifyInstance } from 'fastify';
import { tenantScope } from '@voice/contracts';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { listOutbox } from './repository';
import { emailSchemas } from './schemas';
import { emailSenderRoutes } from './sender-routes';

export async function emailRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<YupTypeProvider>().get(
    '/api/admin/email-outbox',
    // 'email-outbox.read': platform admins only. The outbox holds live password links, and a reseller_admin
    // must not be able to take over the accounts of its own users or co-admins by reading them. (The outbox is
    // the sandbox transport; in production use MAIL_TRANSPORT=smtp.)
    { config: { access: 'email-outbox.read' }, schema: emailSchemas.outbox },
    async (request) => {
      const user = currentUser(request);
      const query = request.query;
      const { data, pagination } = await listOutbox(app.db, tenantScope(user), query);
      return { success: true, data, pagination };
    },
  );
  // A reseller's own sender (/admin/email-sender): registered with the email routes it belongs to.
  await emailSenderRoutes(app);
}
