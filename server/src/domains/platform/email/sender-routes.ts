import type { FastifyInstance } from 'fastify';
import { EMAIL_SENDER_MESSAGES } from '@voice/contracts/schemas';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { ownReseller } from '../../../lib/sealed-settings';
import { currentUser } from '../../../plugins/auth';
import { authRateLimit } from '../../../plugins/rate-limit';
import { recordAudit } from '../audit/record';
import { mailerFor } from '../deps';
import type { TxtLookup } from './sender';
import { emailSenderSchemas } from './sender-schemas';
import {
  readEmailSender,
  removeOwnSmtp,
  saveEmailSender,
  sendTestEmail,
  verifyEmailSender,
  type EmailSenderDeps,
} from './sender-service';

/**
 * /admin/email-sender's API: a reseller admin its own site's sender (GET, PUT, POST verify, POST test, DELETE smtp).
 * Anyone else is refused (ownReseller): a reseller's sender is its own, never set for it by another account.
 */
export async function emailSenderRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  const deps = (): EmailSenderDeps => ({
    db: app.db,
    config: app.config,
    branding: app.emailBranding,
    // The custom domains' DNS (tenancy/custom-domains/dns.ts, decorated on the root by app.ts): node:dns, or the
    // table of CUSTOM_DOMAIN_VERIFY=test, so that one test mode verifies both kinds of domain.
    dns: (app as unknown as { customDomainDns: TxtLookup }).customDomainDns,
  });
  const target = (resellerId: number, label: string | null) => ({
    type: 'email-sender',
    id: resellerId,
    label,
  });

  api.get(
    '/api/admin/email-sender',
    { config: { access: 'email-sender.manage' }, schema: emailSenderSchemas.read },
    async (request) => {
      const resellerId = ownReseller(currentUser(request));
      return { success: true, data: await readEmailSender(deps(), resellerId) };
    },
  );

  api.put(
    '/api/admin/email-sender',
    { config: { access: 'email-sender.manage' }, schema: emailSenderSchemas.save },
    async (request) => {
      const user = currentUser(request);
      const resellerId = ownReseller(user);
      const { view, verified } = await saveEmailSender(deps(), resellerId, user.id, request.body);
      const { smtp_password: password, ...after } = request.body;
      await recordAudit(app.db, request, {
        action: 'email-sender.update',
        resellerId,
        target: target(resellerId, view.from_address),
        after: { ...after, smtp_password_changed: password !== '' },
      });
      return {
        success: true,
        message: verified ? EMAIL_SENDER_MESSAGES.saved : EMAIL_SENDER_MESSAGES.savedUnverified,
        data: view,
      };
    },
  );

  api.post(
    '/api/admin/email-sender/verify',
    { config: { access: 'email-sender.manage' }, schema: emailSenderSchemas.verify },
    async (request) => {
      const resellerId = ownReseller(currentUser(request));
      const { view, verified } = await verifyEmailSender(deps(), resellerId);
      await recordAudit(app.db, request, {
        action: 'email-sender.verify',
        resellerId,
        target: target(resellerId, view.domain),
        after: { status: view.status, error: view.last_error },
      });
      return {
        success: true,
        message: verified ? EMAIL_SENDER_MESSAGES.verified : (view.last_error ?? ''),
        data: view,
      };
    },
  );

  api.post(
    '/api/admin/email-sender/test',
    {
      // A test sends mail and tries SMTP credentials: limited as the sign-in is.
      config: { ...authRateLimit(app), access: 'email-sender.manage' },
      schema: emailSenderSchemas.test,
    },
    async (request) => {
      const user = currentUser(request);
      const resellerId = ownReseller(user);
      const message = await sendTestEmail(
        { ...deps(), mailer: mailerFor(app), log: request.log },
        resellerId,
        user.email,
      );
      return { success: true, message };
    },
  );

  api.delete(
    '/api/admin/email-sender/smtp',
    { config: { access: 'email-sender.manage' }, schema: emailSenderSchemas.removeSmtp },
    async (request) => {
      const resellerId = ownReseller(currentUser(request));
      const data = await removeOwnSmtp(deps(), resellerId);
      await recordAudit(app.db, request, {
        action: 'email-sender.update',
        resellerId,
        target: target(resellerId, data.from_address),
        after: { smtp_host: null },
      });
      return { success: true, message: EMAIL_SENDER_MESSAGES.smtpRemoved, data };
    },
  );
}
