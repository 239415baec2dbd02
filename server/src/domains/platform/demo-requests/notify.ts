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
        compose: ({ i18n }) => {
          const notGiven = i18n._(/*i18n*/ { id: 'email.notGiven', message: 'not given' });
          const name = demo.name;
          return {
            subject: i18n._(
              /*i18n*/ {
                id: 'email.demo.subject',
                message: 'New demo request from {name}',
                values: { name },
              },
            ),
            heading: i18n._(
              /*i18n*/ { id: 'email.demo.heading', message: 'You have a new demo request' },
            ),
            lines: [
              i18n._(
                /*i18n*/ { id: 'email.field.name', message: 'Name: {name}', values: { name } },
              ),
              i18n._(
                /*i18n*/ {
                  id: 'email.field.email',
                  message: 'Email: {email}',
                  values: { email: demo.email },
                },
              ),
              i18n._(
                /*i18n*/ {
                  id: 'email.field.phone',
                  message: 'Phone: {phone}',
                  values: { phone: demo.phone ?? notGiven },
                },
              ),
              i18n._(
                /*i18n*/ {
                  id: 'email.demo.company',
                  message: 'Company: {company}',
                  values: { company: demo.company ?? notGiven },
                },
              ),
              i18n._(
                /*i18n*/ {
                  id: 'email.demo.preferredTime',
                  message: 'Preferred time: {time}',
                  values: { time: demo.preferred_time ?? notGiven },
                },
              ),
              ...(demo.message
                ? [
                    i18n._(/*i18n*/ { id: 'email.field.message', message: 'Message:' }),
                    demo.message,
                  ]
                : []),
            ],
            action: {
              label: i18n._(/*i18n*/ { id: 'email.demo.action', message: 'View demo requests' }),
              url,
            },
          };
        },
        resellerId: demo.reseller_id,
      });
    } catch (error) {
      request.log.error({ err: error }, 'demo request notification failed');
    }
  }
}
