import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config';
import type { DB } from '../../../db/schema';
import { findResellerById } from '../../tenancy/resellers/repository';
import { readPlatformBranding } from '../../tenancy/settings/platform-store';
import {
  PLATFORM_SETTINGS,
  platformSettings,
  resellerSettings,
} from '../../tenancy/settings/service';

/** What an email shows of its tenant's brand. */
export interface EmailBranding {
  appName: string;
  primaryColor: string;
  /** Absolute URL of the logo, or null (the app name is shown instead). */
  logoUrl: string | null;
  footerText: string;
  /** Where the logo and the footer link lead: the tenant's site. */
  siteUrl: string;
  supportEmail: string | null;
  privacyUrl: string | null;
  termsUrl: string | null;
}

/** Colours are written into style attributes: only #rgb / #rrggbb pass, anything else is the default. */
export function safeColor(value: string | null | undefined, fallback: string): string {
  return value && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : fallback;
}

/** Only http(s) URLs are linked; a relative path is made absolute against the tenant's site. */
export function absoluteHttpUrl(value: string | null | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, `${base}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The site of a tenant: <protocol>//<sub>.<APP_DOMAIN>[:port] for a reseller, APP_URL otherwise. */
export function siteUrlFor(
  config: Pick<AppConfig, 'appUrl' | 'appDomain'>,
  subdomain: string | null,
): string {
  if (!subdomain) return config.appUrl;
  const base = new URL(config.appUrl);
  const port = base.port ? `:${base.port}` : '';
  return `${base.protocol}//${subdomain}.${config.appDomain}${port}`;
}

/** The reseller's brand (any status: a pending reseller's welcome email is branded too), or the platform's. */
export async function loadEmailBranding(
  deps: { db: Kysely<DB>; config: Pick<AppConfig, 'appUrl' | 'appDomain'> },
  resellerId: number | null,
): Promise<EmailBranding> {
  const reseller = resellerId === null ? undefined : await findResellerById(deps.db, resellerId);
  // The main host's brand as saved on /admin/system-settings (the defaults until then).
  const settings = reseller
    ? resellerSettings(reseller)
    : platformSettings(await readPlatformBranding(deps.db));
  const siteUrl = siteUrlFor(deps.config, reseller?.subdomain ?? null);
  const appName = settings.site_title;
  return {
    appName,
    primaryColor: safeColor(settings.primary_color, PLATFORM_SETTINGS.primary_color),
    logoUrl: absoluteHttpUrl(settings.logo_url, siteUrl),
    footerText:
      settings.footer_text || `© ${new Date().getUTCFullYear()} ${appName}. All rights reserved.`,
    siteUrl,
    supportEmail: settings.support_email,
    privacyUrl: absoluteHttpUrl(settings.privacy_url, siteUrl),
    termsUrl: absoluteHttpUrl(settings.terms_url, siteUrl),
  };
}
