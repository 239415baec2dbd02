import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/** Origins of remotes hosted elsewhere (absolute REMOTE_URL_<APP> values). */
export function remoteOrigins(config: Pick<AppConfig, 'remotes'>): string[] {
  const origins = new Set<string>();
  for (const remote of config.remotes) {
    try {
      const url = new URL(remote.entry);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // a relative entry is served by this server ('self')
    }
  }
  return [...origins];
}

/** Content-Security-Policy for the SPA: own scripts only; styled-components needs inline styles. */
export function cspDirectives(config: Pick<AppConfig, 'remotes' | 'appUrl' | 'appDomain'>) {
  const remotes = remoteOrigins(config);
  // Call recordings: the voice platform's (https) and the sandbox's, served by the main host (APP_URL), also
  // played on a reseller's subdomain.
  const app = new URL(config.appUrl);
  const appOrigin = app.origin;
  // Every tenant's host serves the same /uploads/: an email written for a reseller links its logo on the reseller's
  // host, and the platform admin's outbox preview (a srcdoc frame, which keeps this policy) must still show it.
  const tenantHosts = `${app.protocol}//*.${config.appDomain}${app.port ? `:${app.port}` : ''}`;
  const directives: Record<string, string[] | null> = {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...remotes],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    imgSrc: ["'self'", 'data:', 'blob:', appOrigin, tenantHosts, ...remotes],
    fontSrc: ["'self'", 'data:', ...remotes],
    mediaSrc: ["'self'", 'https:', appOrigin],
    connectSrc: ["'self'", ...remotes],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
  };
  if (config.appUrl.startsWith('https:')) directives.upgradeInsecureRequests = [];
  return directives;
}

/**
 * The headers helmet sends with `options`, computed once: a throwaway Fastify instance with helmet answers one
 * request, and whatever it adds to a bare answer is kept. (@fastify/helmet rebuilds helmet, CSP parsing
 * included, on every request: a few % of an API request's CPU time.)
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => 'ok');
    const res = await probe.inject({ method: 'GET', url: '/' });
    await probe.close();
    return res.headers;
  };
  const bare = await answer(false);
  const headers = await answer(true);
  return Object.entries(headers)
    .filter(([name]) => !(name in bare))
    .map(([name, value]) => [name, String(value)]);
}

/**
 * The headers of a JSON answer (OWASP's REST Security Cheat Sheet): a JSON answer is never a document, so it may load
 * nothing, be framed nowhere and be read by this origin only. Helmet's other headers (COOP, Origin-Agent-Cluster,
 * Referrer-Policy, X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection)
 * act on documents only; writing them cost a JSON answer about a fifth of its throughput
 * (test/bench/public-settings-ceiling.ts).
 */
export const JSON_ANSWER_HEADERS: readonly (readonly [string, string])[] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
];

/**
 * Security headers on every answer, set as it leaves, unless its route set one of them itself (an upload's
 * sandboxing CSP, the checkout pages'): JSON answers get JSON_ANSWER_HEADERS, every other answer (the app's
 * pages, static files, /api/docs) helmet's (the app's CSP). HSTS goes on both when the platform is served over HTTPS.
 */
export async function securityPlugin(app: FastifyInstance): Promise<void> {
  const https = app.config.appUrl.startsWith('https:');
  const documentHeaders = await helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(app.config) },
    strictTransportSecurity: https,
  });
  const jsonHeaders = [
    ...JSON_ANSWER_HEADERS,
    ...documentHeaders.filter(([name]) => name === 'strict-transport-security'),
  ];
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const headers =
      typeof type === 'string' && type.startsWith('application/json')
        ? jsonHeaders
        : documentHeaders;
    for (const [name, value] of headers) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
