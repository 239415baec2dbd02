import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { tenantAdminEmails } from '../contact/repository';
import type { NewDemoRequest } from './repository';
import { tenantBaseUrl } from '../../../lib/site-url';

/**
 * Emails a new demo request to its tenant's admins (a reseller's reseller admins; the platform admins for
 * the main host), branded for the tenant. The request is already stored: a failed email is logged only.
 */
export async function notifyTenantAdmins(
  deps: Pick<Deps, 'db' | 'config' | 'mailer'>,
  request: FastifyRequest,
  demo: NewDemoRequest,
): Promise<void> {
  const url = `${tenantBaseUrl(deps.config, request.tenant)}/admin/demo-requests`;
  for (const to of await tenantAdminEmails(deps.db, demo.reseller_id)) {
    try {
      await deps.mailer.send({
        to,
        subject: `New demo request from ${demo.name}`,
        heading: 'You have a new demo request',
        lines: [
          `Name: ${demo.name}`,
          `Email: ${demo.email}`,
          `Phone: ${demo.phone ?? 'not given'}`,
          `Company: ${demo.company ?? 'not given'}`,
          `Preferred time: ${demo.preferred_time ?? 'not given'}`,
          ...(demo.message ? ['Message:', demo.message] : []),
        ],
        action: { label: 'View demo requests', url },
        resellerId: demo.reseller_id,
      });
    } catch (error) {
      request.log.error({ err: error }, 'demo request notification failed');
    }
  }
}
