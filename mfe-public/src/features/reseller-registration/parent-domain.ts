/**
 * The fixed parent domain under which resellers' sites live (spec 000 §9), derived from the host the
 * wizard runs on: the wizard exists only on the main host (APP_DOMAIN, www.APP_DOMAIN) or localhost,
 * so its host, without a leading 'www.', is the parent. Loopback addresses map to 'localhost'
 * (<subdomain>.localhost resolves to this machine in browsers).
 */
export function parentDomainOf(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || host === '127.0.0.1' || host === '::1' || host === '[::1]') return 'localhost';
  return host.startsWith('www.') ? host.slice(4) : host;
}

/** Where a reseller's site will be: e.g. 'http://acme.localhost:3000'. */
export function resellerSiteUrl(
  subdomain: string,
  location: Pick<Location, 'protocol' | 'hostname' | 'port'> = window.location,
): string {
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${subdomain}.${parentDomainOf(location.hostname)}${port}`;
}
