import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { ResellerRow } from '../db/schema';
import { findActiveResellerBySubdomain } from '../modules/resellers/repository';

/**
 * The tenant of a request, decided by its host:
 * - the main host (APP_DOMAIN, www.APP_DOMAIN, APP_URL's host, localhost, 127.0.0.1, ::1) and any host
 *   outside APP_DOMAIN: the platform (reseller null);
 * - <sub>.<APP_DOMAIN> with an active reseller of that subdomain: that reseller;
 * - any other <sub>.<APP_DOMAIN>: unknown (the API answers 404 'This site does not exist').
 */
export type Tenant =
  | { kind: 'platform'; reseller: null; isMainHost: true }
  | { kind: 'reseller'; reseller: ResellerRow; isMainHost: false }
  | { kind: 'unknown'; reseller: null; isMainHost: false; subdomain: string };

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
  }
}

export const PLATFORM: Tenant = { kind: 'platform', reseller: null, isMainHost: true };
export const UNKNOWN_SITE_MESSAGE = 'This site does not exist';

export type HostKind = { kind: 'main' } | { kind: 'subdomain'; subdomain: string };

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** Classifies a hostname (without port) against APP_DOMAIN. */
export function classifyHost(hostname: string, config: Pick<AppConfig, 'appDomain' | 'appUrl'>) {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const domain = config.appDomain;
  const mainHosts = new Set([domain, `www.${domain}`, 'localhost', '127.0.0.1', '::1', '[::1]']);
  const appHost = hostOf(config.appUrl);
  if (appHost) mainHosts.add(appHost);
  if (mainHosts.has(host)) return { kind: 'main' } as HostKind;
  if (host.endsWith(`.${domain}`)) {
    return { kind: 'subdomain', subdomain: host.slice(0, -domain.length - 1) } as HostKind;
  }
  return { kind: 'main' } as HostKind;
}

export function tenantPlugin(app: FastifyInstance): void {
  // Fastify forbids object defaults on requests; the hook below sets it on every request.
  app.decorateRequest('tenant');

  // Only API requests need the tenant; static files and the SPA shell are the same for every host.
  app.addHook('onRequest', async (request, reply) => {
    request.tenant = PLATFORM;
    if (!request.url.startsWith('/api/')) return;
    const host = classifyHost(request.hostname, app.config);
    if (host.kind === 'main') {
      request.tenant = PLATFORM;
      return;
    }
    const reseller = /^[a-z0-9-]{1,63}$/.test(host.subdomain)
      ? await findActiveResellerBySubdomain(app.db, host.subdomain)
      : undefined;
    if (reseller) {
      request.tenant = { kind: 'reseller', reseller, isMainHost: false };
      return;
    }
    request.tenant = {
      kind: 'unknown',
      reseller: null,
      isMainHost: false,
      subdomain: host.subdomain,
    };
    // Health stays available for probes; everything else belongs to a site that does not exist.
    if (request.url !== '/api/health' && !request.url.startsWith('/api/health?')) {
      return reply.code(404).send({ success: false, message: UNKNOWN_SITE_MESSAGE });
    }
  });
}

/** The reseller id of the request's tenant (null on the platform). */
export function tenantResellerId(tenant: Tenant): number | null {
  return tenant.kind === 'reseller' ? tenant.reseller.id : null;
}
