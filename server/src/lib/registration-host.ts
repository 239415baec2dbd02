import type { AppConfig } from '../config';

/**
 * The reseller wizard lives only on the platform's main host: localhost (and loopback addresses),
 * APP_DOMAIN, www.APP_DOMAIN or the host of APP_URL. Anything else (a reseller's subdomain, a foreign
 * host) does not have it.
 */
export function isRegistrationHost(
  hostname: string,
  config: Pick<AppConfig, 'appDomain' | 'appUrl'>,
): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^\[(.*)\]$/, '$1');
  const hosts = new Set([
    'localhost',
    '127.0.0.1',
    '::1',
    config.appDomain,
    `www.${config.appDomain}`,
  ]);
  try {
    hosts.add(new URL(config.appUrl).hostname.toLowerCase());
  } catch {
    // an invalid APP_URL adds nothing
  }
  return hosts.has(host);
}
