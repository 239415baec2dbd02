import type { Language } from '@voice/contracts';

/** What an email shows of its tenant's brand. */
export interface EmailBranding {
  appName: string;
  /** The site's default language: the emails of recipients who chose none are written in it. */
  language: Language;
  primaryColor: string;
  /** Absolute URL of the logo, or null (the app name is shown instead). */
  logoUrl: string | null;
  /** The site's own footer text; null: the standard one (© year, app name, all rights reserved). */
  footerText: string | null;
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

/**
 * Where an email's brand comes from: the reseller's settings, or the platform's (null). The tenancy domain
 * knows them; the app gives its loader to the mailer as the decorator app.emailBranding (app.ts).
 */
export type BrandingSource = (resellerId: number | null) => Promise<EmailBranding>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The brand of a tenant's emails (set by app.ts from the tenancy domain's settings). */
    emailBranding: BrandingSource;
  }
}
