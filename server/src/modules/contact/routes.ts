import type { FastifyInstance } from 'fastify';
import { contactSchema } from '@voice/contracts/schemas';
import { validateOrThrow } from '../../lib/validate';
import { currentUser } from '../../plugins/auth';
import { tenantResellerId } from '../../plugins/tenant';
import { retryAfterAny, throttleFor, tooManyRequests } from '../auth/throttle';
import { sendEmail } from '../email/mailer';
import { pageQuerySchema } from '../email/list-query';
import { adminScope } from '../email/routes';

/** Platform admins see every tenant's messages, a reseller_admin its own reseller's. */
const CONTACT_ROLES = ['admin', 'super_admin', 'reseller_admin'] as const;
import { tenantBaseUrl } from '../password-reset/service';
import { insertContactMessage, listContactMessages, tenantAdminEmails } from './repository';

export const CONTACT_THANKS = 'Thank you for your message! We will get back to you soon.';
export const CONTACT_THROTTLED = 'Too many messages. Please try again in N seconds.';

/** Messages a client IP may send in a minute. */
const CONTACT_MAX_PER_MINUTE = 5;

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/contact', async (request, reply) => {
    const form = await validateOrThrow(contactSchema, request.body);
    const throttle = throttleFor(app, 'contact', CONTACT_MAX_PER_MINUTE);
    const keys = [`ip:${request.ip}`];
    const wait = retryAfterAny(throttle, keys);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw tooManyRequests(CONTACT_THROTTLED.replace('N', String(wait)), wait);
    }
    throttle.hit(keys[0] as string);

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
        await sendEmail(app, {
          to,
          subject: `New contact message from ${name}`,
          heading: 'You have a new message from the contact form',
          lines: [
            `Name: ${name}`,
            `Email: ${message.email}`,
            `Phone: ${message.phone ?? 'not given'}`,
            'Message:',
            message.message,
          ],
          action: {
            label: 'View messages',
            url: `${tenantBaseUrl(app, request.tenant)}/admin/contacts`,
          },
          resellerId,
        });
      } catch (error) {
        request.log.error({ err: error }, 'contact notification failed');
      }
    }
    return { success: true, message: CONTACT_THANKS };
  });

  app.get(
    '/api/admin/contacts',
    { preHandler: app.requireRole(...CONTACT_ROLES) },
    async (request) => {
      const user = currentUser(request);
      const query = await validateOrThrow(pageQuerySchema, request.query);
      const { data, pagination } = await listContactMessages(app.db, adminScope(user), query);
      return { success: true, data, pagination };
    },
  );
}
