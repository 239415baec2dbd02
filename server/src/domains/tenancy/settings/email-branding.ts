import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE } from '@voice/contracts';
import type { AppConfig } from '../../../config';
import type { DB } from '../../../db/schema';
import { siteUrlFor } from '../../../lib/site-url';
import { absoluteHttpUrl, safeColor, type EmailBranding } from '../../platform';
import { findResellerById } from '../resellers/repository';
import { readPlatformBranding } from './platform-store';
import { PLATFORM_SETTINGS, platformSettings, resellerSettings } from './service';

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
  const siteUrl = siteUrlFor(deps.config, reseller ?? null);
  const appName = settings.site_title;
  return {
    appName,
    language: settings.default_language ?? DEFAULT_LANGUAGE,
    primaryColor: safeColor(settings.primary_color, PLATFORM_SETTINGS.primary_color),
    logoUrl: absoluteHttpUrl(settings.logo_url, siteUrl),
    // Empty: the standard footer, in the email's language (render.ts).
    footerText: settings.footer_text || null,
    siteUrl,
    supportEmail: settings.support_email,
    privacyUrl: absoluteHttpUrl(settings.privacy_url, siteUrl),
    termsUrl: absoluteHttpUrl(settings.terms_url, siteUrl),
  };
}
