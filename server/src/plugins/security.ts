import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

export async function securityPlugin(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(app.config) },
    // HSTS only makes sense when the platform is served over HTTPS.
    strictTransportSecurity: app.config.appUrl.startsWith('https:'),
  });
}
