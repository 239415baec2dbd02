import type { FastifyInstance } from 'fastify';
import { isPlatformAdmin } from '@voice/contracts';
import { notFound } from '../../../lib/http-error';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { enforceThrottle, throttleFor } from '../../../lib/throttle';
import { currentUser } from '../../../plugins/auth';
import { tenantResellerId } from '../../../plugins/tenant';
import { depsOf } from '../deps';
import { notifyTenantAdmins } from './notify';
import {
  findDemoRequest,
  insertDemoRequest,
  listDemoRequests,
  updateDemoRequestStatus,
  type DemoRequestScope,
} from './repository';
import { demoRequestSchemas as schemas } from './schemas';

export const DEMO_REQUEST_SENT =
  'Thank you! Your demo request has been sent. We will contact you soon.';
export const DEMO_REQUEST_THROTTLED = 'Too many demo requests. Please try again in N seconds.';
export const DEMO_REQUEST_NOT_FOUND = 'Demo request not found';
export const DEMO_REQUEST_UPDATED = 'Demo request updated';

/** Requests a user may send in an hour. */
const MAX_PER_HOUR = 5;

/** A platform admin sees every tenant's requests (or one reseller's); a reseller admin its tenant's. */
export function demoRequestScope(
  user: { role: string; reseller_id: number | null },
  resellerId?: number,
): DemoRequestScope {
  if (isPlatformAdmin(user.role)) {
    return resellerId === undefined ? { kind: 'all' } : { kind: 'all', resellerId };
  }
  return { kind: 'reseller', resellerId: user.reseller_id };
}

const nullIfBlank = (value: string | null | undefined) => (value ? value : null);

export async function demoRequestRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();

  api.post(
    '/api/demo-requests',
    { config: { access: 'authenticated' }, schema: schemas.create },
    async (request, reply) => {
      const user = currentUser(request);
      const throttle = throttleFor(app, 'demo-requests', MAX_PER_HOUR, 3_600_000);
      await enforceThrottle(reply, throttle, [`user:${user.id}`], DEMO_REQUEST_THROTTLED);

      const form = request.body;
      const demo = {
        reseller_id: tenantResellerId(request.tenant),
        user_id: user.id,
        name: form.name,
        email: form.email.toLowerCase(),
        phone: nullIfBlank(form.phone),
        company: nullIfBlank(form.company),
        preferred_time: nullIfBlank(form.preferred_time),
        message: nullIfBlank(form.message),
      };
      await insertDemoRequest(app.db, demo);
      await notifyTenantAdmins(depsOf(app), request, demo);
      return reply.code(201).send({ success: true, message: DEMO_REQUEST_SENT });
    },
  );

  api.get(
    '/api/admin/demo-requests',
    { config: { access: 'demo-requests.manage' }, schema: schemas.list },
    async (request) => {
      const { page, per_page, status, search, reseller_id } = request.query;
      const scope = demoRequestScope(currentUser(request), reseller_id);
      const result = await listDemoRequests(app.db, scope, { page, per_page, status, search });
      return { success: true, ...result };
    },
  );

  api.patch(
    '/api/admin/demo-requests/:id',
    { config: { access: 'demo-requests.manage' }, schema: schemas.update },
    async (request) => {
      const scope = demoRequestScope(currentUser(request));
      const { id } = request.params;
      if (!(await findDemoRequest(app.db, scope, id))) throw notFound(DEMO_REQUEST_NOT_FOUND);
      await updateDemoRequestStatus(app.db, id, request.body.status);
      const data = await findDemoRequest(app.db, scope, id);
      if (!data) throw notFound(DEMO_REQUEST_NOT_FOUND);
      return { success: true, message: DEMO_REQUEST_UPDATED, data };
    },
  );
}
