import type { AppConfig } from '../config';

type SiteConfig = Pick<AppConfig, 'appUrl' | 'appDomain'>;

/** The site of a tenant: <protocol>//<sub>.<APP_DOMAIN>[:port] for a reseller, APP_URL otherwise. */
export function siteUrlFor(config: SiteConfig, subdomain: string | null): string {
  if (!subdomain) return config.appUrl;
  const base = new URL(config.appUrl);
  const port = base.port ? `:${base.port}` : '';
  return `${base.protocol}//${subdomain}.${config.appDomain}${port}`;
}

/**
 * The site of a reseller (by subdomain) or of the platform (null): http://acme.localhost:3000 on a
 * subdomain, APP_URL on the main host. Built from the configuration, never from the Host header.
 */
export function resellerBaseUrl(config: SiteConfig, subdomain: string | null): string {
  return siteUrlFor(config, subdomain);
}

/** The site of the request's tenant (see resellerBaseUrl): only a reseller's tenant carries a reseller. */
export function tenantBaseUrl(
  config: SiteConfig,
  tenant: { reseller: { subdomain: string } | null },
): string {
  return resellerBaseUrl(config, tenant.reseller ? tenant.reseller.subdomain : null);
}
