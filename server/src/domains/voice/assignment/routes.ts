import type { FastifyInstance } from 'fastify';
import { dataScope, tenantScope } from '@voice/contracts';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { listUsersForAssignment } from './repository';
import { assignmentSchemas } from './schemas';

/**
 * Users for the editor's "User assignment" section (spec 001 §2, §7): the admin's (its tenant's users; every
 * tenant's for platform admins) and the super admin's (with the reseller filter).
 */
export async function assignmentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  api.get(
    '/api/admin/users/for-assignment',
    {
      config: { access: 'admin-area' },
      schema: {
        ...assignmentSchemas.list,
        summary: "List the tenant's users an assistant can be assigned to",
      },
    },
    async (request) => ({
      success: true,
      data: await listUsersForAssignment(app.db, tenantScope(currentUser(request)), request.query),
    }),
  );
  api.get(
    '/api/super-admin/assistants/users-for-assignment',
    {
      config: { access: 'super-admin-assistants' },
      schema: {
        ...assignmentSchemas.list,
        summary: 'List the users an assistant can be assigned to',
      },
    },
    async (request) => ({
      success: true,
      data: await listUsersForAssignment(app.db, dataScope(currentUser(request)), request.query),
    }),
  );
}
