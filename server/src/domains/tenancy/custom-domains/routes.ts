import type { FastifyInstance } from 'fastify';
import { CUSTOM_DOMAIN_MESSAGES } from '@voice/contracts/schemas';
import { type YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { publishPublicContentChanged } from '../../../plugins/public-content';
import { recordAudit } from '../../platform';
import { findResellerBySubdomain } from '../resellers/repository';
import { DnsTable, nodeDnsLookup, type DnsLookup } from './dns';
import { customDomainSchemas, tlsAskSchemas } from './schemas';
import {
  addCustomDomain,
  mayServeTls,
  readCustomDomain,
  removeCustomDomain,
  resellerOfRequest,
  verifyCustomDomain,
  type CustomDomainDeps,
} from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The DNS a custom domain's verification asks: node:dns, or a table in test mode (custom-domains/dns.ts). */
    customDomainDns: DnsLookup;
  }
}

export const TLS_ASK_REFUSED = 'No site of this platform answers on this domain.';
export const TLS_ASK_ALLOWED = 'A site of this platform answers on this domain.';

/** Gives the app its DNS for verifications (on the root instance, so that tests reach the test table). */
export function customDomainDnsPlugin(app: FastifyInstance): void {
  app.decorate(
    'customDomainDns',
    app.config.customDomains.verify === 'test' ? new DnsTable() : nodeDnsLookup(),
  );
}

/**
 * /admin/custom-domain's API (GET, POST, POST verify, DELETE /api/admin/custom-domain): a reseller admin its own
 * site's domain, a platform admin any reseller's (?reseller_id=). And GET /api/tls/ask for the proxy.
 */
export async function customDomainRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  const deps = (): CustomDomainDeps => ({
    db: app.db,
    config: app.config,
    dns: app.customDomainDns,
  });
  const target = (domain: string, resellerId: number) => ({
    type: 'custom-domain',
    id: resellerId,
    label: domain,
  });

  api.get(
    '/api/admin/custom-domain',
    { config: { access: 'custom-domain.manage' }, schema: customDomainSchemas.read },
    async (request) => {
      const resellerId = await resellerOfRequest(
        app.db,
        currentUser(request),
        request.query.reseller_id,
      );
      return { success: true, data: await readCustomDomain(deps(), resellerId) };
    },
  );

  api.post(
    '/api/admin/custom-domain',
    { config: { access: 'custom-domain.manage' }, schema: customDomainSchemas.add },
    async (request, reply) => {
      const user = currentUser(request);
      const resellerId = await resellerOfRequest(app.db, user, request.query.reseller_id);
      const data = await addCustomDomain(deps(), resellerId, request.body.domain, user.id);
      await recordAudit(app.db, request, {
        action: 'custom-domain.add',
        resellerId,
        target: target(data.domain, resellerId),
        after: { domain: data.domain, status: data.status },
      });
      // A claimed host stops being the platform's at once on every instance (plugins/tenant.ts).
      await publishPublicContentChanged(app);
      return reply.code(201).send({ success: true, message: CUSTOM_DOMAIN_MESSAGES.added, data });
    },
  );

  api.post(
    '/api/admin/custom-domain/verify',
    { config: { access: 'custom-domain.manage' }, schema: customDomainSchemas.verify },
    async (request) => {
      const resellerId = await resellerOfRequest(
        app.db,
        currentUser(request),
        request.query.reseller_id,
      );
      const { domain, verified } = await verifyCustomDomain(deps(), resellerId);
      await recordAudit(app.db, request, {
        action: 'custom-domain.verify',
        resellerId,
        target: target(domain.domain, resellerId),
        after: { status: domain.status, error: domain.last_error },
      });
      await publishPublicContentChanged(app);
      return {
        success: true,
        message: verified ? CUSTOM_DOMAIN_MESSAGES.verified : (domain.last_error ?? ''),
        data: domain,
      };
    },
  );

  api.delete(
    '/api/admin/custom-domain',
    { config: { access: 'custom-domain.manage' }, schema: customDomainSchemas.remove },
    async (request) => {
      const resellerId = await resellerOfRequest(
        app.db,
        currentUser(request),
        request.query.reseller_id,
      );
      const domain = await removeCustomDomain(deps(), resellerId);
      await recordAudit(app.db, request, {
        action: 'custom-domain.remove',
        resellerId,
        target: target(domain, resellerId),
        before: { domain },
      });
      // Before the answer: no instance serves the domain from its cache once the admin sees it removed.
      await publishPublicContentChanged(app);
      return { success: true, message: CUSTOM_DOMAIN_MESSAGES.removed };
    },
  );

  api.get(
    '/api/tls/ask',
    { config: { access: 'public' }, schema: tlsAskSchemas.ask },
    async (request, reply) => {
      const allowed = await mayServeTls(deps(), request.query.domain, async (subdomain) => {
        const reseller = await findResellerBySubdomain(app.db, subdomain);
        return reseller?.status === 'active';
      });
      if (!allowed) return reply.code(404).send({ success: false, message: TLS_ASK_REFUSED });
      return { success: true, message: TLS_ASK_ALLOWED };
    },
  );
}
