import type { FastifyInstance } from 'fastify';
import { tenantScope } from '@voice/contracts';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { tenantResellerId } from '../../../plugins/tenant';
import { enforceThrottle, throttleFor } from '../../../lib/throttle';
import { mailerFor } from '../deps';
import { insertContactMessage, listContactMessages, tenantAdminEmails } from './repository';
import { contactSchemas } from './schemas';
import { tenantBaseUrl } from '../../../lib/site-url';

export const CONTACT_THANKS = 'Thank you for your message! We will get back to you soon.';
export const CONTACT_THROTTLED = 'Too many messages. Please try again in N seconds.';

/** Messages a client IP may send in a minute. */
const CONTACT_MAX_PER_MINUTE = 5;

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  api.post(
    '/api/contact',
    { config: { access: 'public' }, schema: contactSchemas.send },
    async (request, reply) => {
      const form = request.body;
      const throttle = throttleFor(app, 'contact', CONTACT_MAX_PER_MINUTE);
      await enforceThrottle(reply, throttle, [`ip:${request.ip}`], CONTACT_THROTTLED);

      const resellerId = tenantResellerId(request.tenant);
      const message = {
        reseller_id: resellerId,
        first_name: form.first_name,
        last_name: form.last_name,
        email: form.email.toLowerCase(),
        phone: form.phone ? form.phone : null,
        message: form.message,
      };
      await insertContactMessage(app.db, message);

      // The message is stored; a failed notification is logged and does not fail the request.
      const name = `${message.first_name} ${message.last_name}`;
      for (const to of await tenantAdminEmails(app.db, resellerId)) {
        try {
          await mailerFor(app).send({
            to,
            compose: ({ i18n }) => {
              const notGiven = i18n._(/*i18n*/ { id: 'email.notGiven', message: 'not given' });
              return {
                subject: i18n._(
                  /*i18n*/ {
                    id: 'email.contact.subject',
                    message: 'New contact message from {name}',
                    values: { name },
                  },
                ),
                heading: i18n._(
                  /*i18n*/ {
                    id: 'email.contact.heading',
                    message: 'You have a new message from the contact form',
                  },
                ),
                lines: [
                  i18n._(
                    /*i18n*/ { id: 'email.field.name', message: 'Name: {name}', values: { name } },
                  ),
                  i18n._(
                    /*i18n*/ {
                      id: 'email.field.email',
                      message: 'Email: {email}',
                      values: { email: message.email },
                    },
                  ),
                  i18n._(
                    /*i18n*/ {
                      id: 'email.field.phone',
                      message: 'Phone: {phone}',
                      values: { phone: message.phone ?? notGiven },
                    },
                  ),
                  i18n._(/*i18n*/ { id: 'email.field.message', message: 'Message:' }),
                  message.message,
                ],
                action: {
                  label: i18n._(/*i18n*/ { id: 'email.contact.action', message: 'View messages' }),
                  url: `${tenantBaseUrl(app.config, request.tenant)}/admin/contacts`,
                },
              };
            },
            resellerId,
          });
        } catch (error) {
          request.log.error({ err: error }, 'contact notification failed');
        }
      }
      return { success: true, message: CONTACT_THANKS };
    },
  );

  api.get(
    '/api/admin/contacts',
    // Platform admins see every tenant's messages, a reseller_admin its own reseller's.
    { config: { access: 'contacts.read' }, schema: contactSchemas.list },
    async (request) => {
      const user = currentUser(request);
      const query = request.query;
      const { data, pagination } = await listContactMessages(app.db, tenantScope(user), query);
      return { success: true, data, pagination };
    },
  );
}
