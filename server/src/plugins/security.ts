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
export function cspDirectives(config: Pick<AppConfig, 'remotes' | 'appUrl'>) {
  const remotes = remoteOrigins(config);
  // Call recordings: the voice platform's (https) and the sandbox's, served by the main host (APP_URL), also
  // played on a reseller's subdomain.
  const appOrigin = new URL(config.appUrl).origin;
  const directives: Record<string, string[] | null> = {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...remotes],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
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

/** Helmet's headers (CSP, HSTS on https, ...) on every answer, set as the request arrives, as helmet does. */
export async function securityPlugin(app: FastifyInstance): Promise<void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(app.config) },
    // HSTS only makes sense when the platform is served over HTTPS.
    strictTransportSecurity: app.config.appUrl.startsWith('https:'),
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
