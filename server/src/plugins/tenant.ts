import type { FastifyInstance, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { DB, ResellerRow } from '../db/schema';
import { PUBLIC_CACHE_TTL_MS, TtlCache, dropOnMessage } from '../lib/cache';
import { HttpError } from '../lib/http-error';
import { PUBLIC_CONTENT_CHANGED } from './public-content';

/**
 * The tenant of a request, decided by its host:
 * - the main host (APP_DOMAIN, www.APP_DOMAIN, APP_URL's host, localhost, 127.0.0.1, ::1): the platform (reseller null);
 * - <sub>.<APP_DOMAIN> with an active reseller of that subdomain: that reseller;
 * - any other <sub>.<APP_DOMAIN>: unknown (the API answers 404 'This site does not exist');
 * - a host outside APP_DOMAIN: the active reseller whose verified custom domain it is; unknown when a reseller
 *   claimed it but has not verified it (or the reseller is not active); otherwise the platform, as before custom
 *   domains (an instance's own name, as a proxy's health check sends it).
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
export const PENDING_SITE_MESSAGE = 'This site is not active yet';
export const SUSPENDED_SITE_MESSAGE = 'This site is temporarily unavailable';

/** What the API answers on the host of a reseller that cannot be used (the shell shows it as a full page). */
function unavailableSite(status: string | undefined) {
  if (status === 'suspended') {
    return {
      code: 403,
      body: { success: false, reason: 'suspended', message: SUSPENDED_SITE_MESSAGE },
    };
  }
  if (status === 'pending') {
    return {
      code: 403,
      body: { success: false, reason: 'pending', message: PENDING_SITE_MESSAGE },
    };
  }
  return { code: 404, body: { success: false, reason: 'unknown', message: UNKNOWN_SITE_MESSAGE } };
}

export type HostKind =
  { kind: 'main' } | { kind: 'subdomain'; subdomain: string } | { kind: 'other'; host: string };

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

type HostConfig = Pick<AppConfig, 'appDomain' | 'appUrl'>;

/** The main host's names of a configuration, worked out once per configuration object. */
const mainHostsOf = new WeakMap<HostConfig, Set<string>>();

function mainHosts(config: HostConfig): Set<string> {
  let hosts = mainHostsOf.get(config);
  if (!hosts) {
    const domain = config.appDomain;
    hosts = new Set([domain, `www.${domain}`, 'localhost', '127.0.0.1', '::1', '[::1]']);
    const appHost = hostOf(config.appUrl);
    if (appHost) hosts.add(appHost);
    mainHostsOf.set(config, hosts);
  }
  return hosts;
}

/** Classifies a hostname (without port) against APP_DOMAIN. */
export function classifyHost(hostname: string, config: HostConfig) {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const domain = config.appDomain;
  if (mainHosts(config).has(host)) return { kind: 'main' } as HostKind;
  if (host.endsWith(`.${domain}`)) {
    return { kind: 'subdomain', subdomain: host.slice(0, -domain.length - 1) } as HostKind;
  }
  // A custom domain has a dot and is no IP address: an instance's own name (a proxy's health check sends `api-1`)
  // or an address is the platform's without a lookup.
  if (!host.includes('.') || host.startsWith('[') || /^[\d.]+$/.test(host)) {
    return { kind: 'main' } as HostKind;
  }
  return { kind: 'other', host } as HostKind;
}

/** A page (the SPA's index) or /remotes.json: what chooses each remote's version per tenant (remote releases). */
function choosesRemotes(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !/^\/(build|releases|uploads)\//.test(request.url)
  );
}

/**
 * Whether a request is for the API. Decided on the matched route, which the router has percent-decoded:
 * the raw URL would let `/%61pi/...` reach API handlers while skipping the tenant check and the rate limits.
 * Unmatched URLs fall back to the decoded path.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route) return route === '/api' || route.startsWith('/api/');
  let path = request.url.split('?')[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape is not a route of ours
  }
  return path === '/api' || path.startsWith('/api/');
}

/** The reseller of a subdomain (any status), from the tenancy domain (app.ts gives it). */
type FindResellerBySubdomain = (
  db: Kysely<DB>,
  subdomain: string,
) => Promise<ResellerRow | undefined>;

/**
 * What a host outside APP_DOMAIN is (tenancy/custom-domains, given by app.ts): undefined when no reseller claimed
 * it; else the reseller whose verified domain it is (any status), or null while it is only claimed.
 */
type FindResellerByCustomHost = (
  db: Kysely<DB>,
  host: string,
) => Promise<{ reseller: ResellerRow | null } | undefined>;

export function tenantPlugin(
  app: FastifyInstance,
  findResellerBySubdomain: FindResellerBySubdomain,
  findResellerByCustomHost: FindResellerByCustomHost,
): void {
  // Fastify forbids object defaults on requests; the hook below sets it on every request.
  app.decorateRequest('tenant');

  // Active resellers by subdomain, so that a request on a reseller's host reads no row: dropped on every
  // instance when public content changes (a suspension, a branding save: plugins/public-content.ts), else
  // after a few seconds. Only active ones are kept: a reseller that becomes active is served at once.
  const activeResellers = new TtlCache<string, ResellerRow | undefined>(PUBLIC_CACHE_TTL_MS);
  const unsubscribe = dropOnMessage(app.bus, PUBLIC_CONTENT_CHANGED, activeResellers);
  // The same for verified custom domains, by host: a removed domain (or a suspended reseller) drops it everywhere.
  const customHosts = new TtlCache<string, { reseller: ResellerRow | null } | undefined>(
    PUBLIC_CACHE_TTL_MS,
  );
  const unsubscribeHosts = dropOnMessage(app.bus, PUBLIC_CONTENT_CHANGED, customHosts);
  app.addHook('onClose', async () => {
    unsubscribe();
    unsubscribeHosts();
  });

  // Only API requests need the tenant; static files and the SPA shell are the same for every host.
  // A callback hook, not an async one: the main host's requests (and cached resellers') make no promise here.
  app.addHook('onRequest', (request, _reply, done) => {
    request.tenant = PLATFORM;
    const api = isApiRequest(request);
    // Pages and /remotes.json need the tenant too: its remote versions (a canary for chosen resellers). Static files
    // do not; and for these a site that cannot be shown is left to the page (no error here).
    if (!api && !choosesRemotes(request)) return done();
    const host = classifyHost(request.hostname, app.config);
    if (host.kind === 'main') return done();
    if (host.kind === 'other') return resolveCustomHost(request, done, host.host, api);
    const { subdomain } = host;
    if (!/^[a-z0-9-]{1,63}$/.test(subdomain)) {
      return answerUnknown(request, done, subdomain, undefined, api);
    }
    const found = (reseller: ResellerRow | undefined) => {
      if (reseller?.status !== 'active') {
        return answerUnknown(request, done, subdomain, reseller, api);
      }
      request.tenant = { kind: 'reseller', reseller, isMainHost: false };
      done();
    };
    const cached = activeResellers.peek(subdomain);
    if (cached) return found(cached.value);
    activeResellers
      .get(
        subdomain,
        () => findResellerBySubdomain(app.db, subdomain),
        (row) => row?.status === 'active',
      )
      .then(found, done);
  });

  function resolveCustomHost(
    request: FastifyRequest,
    done: HookHandlerDoneFunction,
    host: string,
    api: boolean,
  ): void {
    const found = (claim: { reseller: ResellerRow | null } | undefined) => {
      if (!claim) return done();
      const { reseller } = claim;
      if (reseller?.status !== 'active') {
        return answerUnknown(request, done, host, reseller ?? undefined, api);
      }
      request.tenant = { kind: 'reseller', reseller, isMainHost: false };
      done();
    };
    const cached = customHosts.peek(host);
    if (cached) return found(cached.value);
    customHosts
      .get(
        host,
        () => findResellerByCustomHost(app.db, host),
        (claim) => claim?.reseller?.status === 'active',
      )
      .then(found, done);
  }
}

/** A host whose reseller does not exist or is not active: its own answer, except for the health probe. */
function answerUnknown(
  request: FastifyRequest,
  done: HookHandlerDoneFunction,
  subdomain: string,
  reseller: ResellerRow | undefined,
  api: boolean,
): void {
  request.tenant = { kind: 'unknown', reseller: null, isMainHost: false, subdomain };
  // Health stays available for probes; every other API route belongs to a site that does not exist.
  if (!api || request.routeOptions.url === '/api/health') return done();
  const answer = unavailableSite(reseller?.status);
  // Through the error handler of the route's scope, so that /api/v1 answers in its own error shape.
  done(new HttpError(answer.code, answer.body.message, answer.body));
}

/** The reseller id of the request's tenant (null on the platform). */
export function tenantResellerId(tenant: Tenant): number | null {
  return tenant.kind === 'reseller' ? tenant.reseller.id : null;
}
