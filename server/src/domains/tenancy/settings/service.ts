import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type PublicSettings,
  type SiteContent,
} from '@voice/contracts';
import type { ResellerRow } from '../../../db/schema';
import type { Deps } from '../../platform';
import { PUBLIC_CACHE_TTL_MS, TtlCache, dropOnMessage } from '../../../lib/cache';
import type { MessageBus } from '../../../lib/shared-state/bus';
import { PUBLIC_CONTENT_CHANGED } from '../../../plugins/public-content';
import type { Tenant } from '../../../plugins/tenant';
import { readPlatformBranding, type PlatformBranding } from './platform-store';
import { isSiteHeldBack } from '../legal-pages/service';
import { publicSiteContent } from '../site-content/service';

/** The platform's own branding by default (spec 000 §1 defaults); platformSettings applies the saved one. */
export const PLATFORM_SETTINGS: PublicSettings = {
  site_title: 'AI Phone System',
  site_tagline: 'AI voice assistants that answer every call, 24/7',
  meta_description: 'AI voice phone assistants that answer every call, 24/7.',
  logo_url: null,
  homepage_banner: null,
  company_phone: null,
  company_email: null,
  company_name: 'AI Phone System',
  primary_color: '#4F46E5',
  secondary_color: '#10B981',
  footer_text: null,
  website: null,
  support_email: null,
  privacy_url: null,
  terms_url: null,
  social_links: {},
  is_main_host: true,
  default_language: DEFAULT_LANGUAGE,
  features: {
    showDemoRequest: true,
    showContactForm: true,
    showPricing: true,
    showTestimonials: true,
  },
};

/** The links whose values are strings (the column holds any JSON object). */
function socialLinks(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** What a site's branding sets (a reseller's row or the main host's saved branding), with the defaults' fallbacks. */
function brandedSettings(branding: Omit<PlatformBranding, 'app_name'>) {
  const d = PLATFORM_SETTINGS;
  return {
    site_tagline: branding.slogan || d.site_tagline,
    meta_description: branding.description || d.meta_description,
    logo_url: branding.logo_url,
    homepage_banner: branding.banner_url,
    company_phone: branding.company_phone,
    primary_color: branding.primary_color || d.primary_color,
    secondary_color: branding.secondary_color || d.secondary_color,
    footer_text: branding.footer_text,
    website: branding.website,
    support_email: branding.support_email,
    privacy_url: branding.privacy_url,
    terms_url: branding.terms_url,
    default_language: isLanguage(branding.default_language)
      ? branding.default_language
      : DEFAULT_LANGUAGE,
    features: {
      showDemoRequest: branding.show_demo_request,
      showContactForm: branding.show_contact_form,
      showPricing: branding.show_pricing,
      showTestimonials: branding.show_testimonials,
    },
  };
}

/** A reseller's branding, each field falling back to the platform default. */
export function resellerSettings(reseller: ResellerRow): PublicSettings {
  return {
    ...brandedSettings({
      ...reseller,
      show_demo_request: reseller.show_demo_request !== 0,
      show_contact_form: reseller.show_contact_form !== 0,
      show_pricing: reseller.show_pricing !== 0,
      show_testimonials: reseller.show_testimonials !== 0,
    }),
    site_title: reseller.app_name || reseller.org_name,
    company_email: reseller.company_email,
    company_name: reseller.org_name,
    social_links: socialLinks(reseller.social_links),
    is_main_host: false,
  };
}

/** The main host's branding: what /admin/system-settings saved, each field falling back to the defaults. */
export function platformSettings(branding: PlatformBranding): PublicSettings {
  const d = PLATFORM_SETTINGS;
  return {
    ...d,
    ...brandedSettings(branding),
    site_title: branding.app_name || d.site_title,
    company_name: branding.app_name || d.company_name,
  };
}

/**
 * A host's public settings (the platform's branding on the main host, a reseller's on its own; none elsewhere), for
 * GET /api/public-settings: the main host's branding is read once per
 * PUBLIC_CACHE_TTL_MS and dropped on every instance when public content changes (a save:
 * plugins/public-content.ts); a reseller's is computed once per row the tenant cache holds (plugins/tenant.ts).
 */
export function cachedPublicSettings(deps: Pick<Deps, 'db'> & { bus: MessageBus }): {
  read: (tenant: Tenant) => Promise<PublicSettings | null>;
  /** Stops listening to the bus (when the app closes). */
  close: () => void;
} {
  const platform = new TtlCache<'platform', PublicSettings>(PUBLIC_CACHE_TTL_MS, 1);
  const close = dropOnMessage(deps.bus, PUBLIC_CONTENT_CHANGED, platform);
  // A reseller's landing copy (site_contents), per reseller id, dropped with the rest on a change.
  const contents = new TtlCache<number, SiteContent | null>(PUBLIC_CACHE_TTL_MS);
  const closeContents = dropOnMessage(deps.bus, PUBLIC_CONTENT_CHANGED, contents);
  // Whether a reseller's site is held back (its terms and privacy pages not both published), dropped likewise.
  const heldBack = new TtlCache<number, boolean>(PUBLIC_CACHE_TTL_MS);
  const closeHeldBack = dropOnMessage(deps.bus, PUBLIC_CONTENT_CHANGED, heldBack);
  const ofReseller = new WeakMap<ResellerRow, PublicSettings>();
  const read = async (tenant: Tenant) => {
    if (tenant.kind === 'platform') {
      return platform.get('platform', async () => ({
        ...platformSettings(await readPlatformBranding(deps.db)),
        site_content: await publicSiteContent(deps.db, { kind: 'platform' }),
      }));
    }
    if (tenant.kind === 'reseller') {
      const { reseller } = tenant;
      const content = await contents.get(reseller.id, () =>
        publicSiteContent(deps.db, { kind: 'reseller', resellerId: reseller.id }),
      );
      const held = await heldBack.get(reseller.id, () => isSiteHeldBack(deps.db, reseller.id));
      // One object per row, copy and state (the rendered page's cache key is made from it).
      let settings = ofReseller.get(reseller);
      if (settings?.site_content !== content || (settings.site_held_back ?? false) !== held) {
        settings = {
          ...resellerSettings(reseller),
          site_content: content,
          ...(held ? { site_held_back: true } : {}),
        };
        ofReseller.set(reseller, settings);
      }
      return settings;
    }
    return null;
  };
  return {
    read,
    close: () => {
      close();
      closeContents();
      closeHeldBack();
    },
  };
}
