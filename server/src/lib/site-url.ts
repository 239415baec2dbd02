import type { AppConfig } from '../config';

type SiteConfig = Pick<AppConfig, 'appUrl' | 'appDomain'>;

/**
 * A reseller's site as its links need it: its subdomain, and its verified custom domain (resellers.custom_domain),
 * which is then its preferred host. A bare subdomain string names a site without one; a null subdomain (a row
 * left-joined to no reseller) is the platform.
 */
export type ResellerSite = { subdomain: string | null; custom_domain: string | null } | string;

/**
 * The site of a tenant: APP_URL for the platform (null); for a reseller, its verified custom domain when it has
 * one, else <sub>.<APP_DOMAIN>; with APP_URL's protocol and port either way (https behind the proxy).
 */
export function siteUrlFor(config: SiteConfig, site: ResellerSite | null): string {
  if (!site) return config.appUrl;
  const base = new URL(config.appUrl);
  const port = base.port ? `:${base.port}` : '';
  if (typeof site !== 'string' && site.custom_domain) {
    return `${base.protocol}//${site.custom_domain}${port}`;
  }
  const subdomain = typeof site === 'string' ? site : site.subdomain;
  if (!subdomain) return config.appUrl;
  return `${base.protocol}//${subdomain}.${config.appDomain}${port}`;
}

/**
 * The site of a reseller or of the platform (null): http://acme.localhost:3000 on a subdomain (or its verified
 * custom domain), APP_URL on the main host. Built from the configuration and the reseller's row, never from the
 * Host header.
 */
export function resellerBaseUrl(config: SiteConfig, site: ResellerSite | null): string {
  return siteUrlFor(config, site);
}

/** The site of the request's tenant (see resellerBaseUrl): only a reseller's tenant carries a reseller. */
export function tenantBaseUrl(
  config: SiteConfig,
  tenant: { reseller: { subdomain: string; custom_domain: string | null } | null },
): string {
  return resellerBaseUrl(config, tenant.reseller);
}
