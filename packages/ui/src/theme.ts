import type { Branding, PublicSettings } from '@voice/contracts';
import { darkenToContrast, readableTextOn } from './color';

export const DEFAULT_APP_NAME = 'AI Phone System';
export const DEFAULT_PRIMARY = '#4F46E5';
export const DEFAULT_SECONDARY = '#10B981';

/** The one Branding type (spec 000 §1, §3) is in @voice/contracts; re-exported for the UI's users. */
export type { Branding };

export const DEFAULT_BRANDING: Branding = {
  appName: DEFAULT_APP_NAME,
  slogan: 'AI voice assistants that answer every call, 24/7',
  description: '',
  companyName: null,
  companyPhone: null,
  supportEmail: null,
  logoUrl: null,
  bannerUrl: null,
  footerText: null,
  primaryColor: DEFAULT_PRIMARY,
  secondaryColor: DEFAULT_SECONDARY,
  website: null,
  privacyUrl: null,
  termsUrl: null,
  socialLinks: {},
  isMainHost: true,
  showDemoRequest: true,
  showContactForm: true,
  showPricing: true,
  showTestimonials: true,
};

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Public settings -> branding. Absent values take the defaults; flags are on unless explicitly false. */
export function brandingFromSettings(
  settings: Partial<PublicSettings> | null | undefined,
): Branding {
  if (!settings) return DEFAULT_BRANDING;
  const f = settings.features;
  return {
    appName: settings.site_title || DEFAULT_APP_NAME,
    slogan: settings.site_tagline || DEFAULT_BRANDING.slogan,
    description: settings.meta_description || '',
    companyName: settings.company_name ?? null,
    companyPhone: settings.company_phone ?? null,
    supportEmail: settings.support_email ?? settings.company_email ?? null,
    logoUrl: settings.logo_url ?? null,
    bannerUrl: settings.homepage_banner ?? null,
    footerText: settings.footer_text ?? null,
    primaryColor:
      settings.primary_color && HEX.test(settings.primary_color)
        ? settings.primary_color
        : DEFAULT_PRIMARY,
    secondaryColor:
      settings.secondary_color && HEX.test(settings.secondary_color)
        ? settings.secondary_color
        : DEFAULT_SECONDARY,
    website: settings.website ?? null,
    privacyUrl: settings.privacy_url ?? null,
    termsUrl: settings.terms_url ?? null,
    socialLinks: settings.social_links ?? {},
    isMainHost: settings.is_main_host ?? true,
    showDemoRequest: f?.showDemoRequest !== false,
    showContactForm: f?.showContactForm !== false,
    showPricing: f?.showPricing !== false,
    showTestimonials: f?.showTestimonials !== false,
    siteContent: settings.site_content,
    // Only when true, so that a live site's branding is unchanged.
    ...(settings.site_held_back ? { siteHeldBack: true } : {}),
  };
}

export interface Theme {
  colors: {
    primary: string;
    secondary: string;
    /** Text on a `primary` background (white, or dark text for a light brand colour). */
    onPrimary: string;
    /** Text on a `secondary` background (dark text for the default green: white fails AA). */
    onSecondary: string;
    /** `primary` darkened if needed so that it reads as text/links on white (AA). */
    primaryText: string;
    /** `secondary` darkened so that it reads as text on white (the default green does not). */
    secondaryText: string;
    text: string;
    muted: string;
    border: string;
    background: string;
    surface: string;
    danger: string;
    warning: string;
    success: string;
    info: string;
  };
  radius: string;
  shadow: string;
  font: string;
  breakpoints: { mobile: string };
}

export function themeFromBranding(branding: Branding): Theme {
  return {
    colors: {
      primary: branding.primaryColor,
      secondary: branding.secondaryColor,
      onPrimary: readableTextOn(branding.primaryColor),
      onSecondary: readableTextOn(branding.secondaryColor),
      primaryText: darkenToContrast(branding.primaryColor),
      secondaryText: darkenToContrast(branding.secondaryColor),
      text: '#111827',
      muted: '#4B5563',
      border: '#D1D5DB',
      background: '#F9FAFB',
      surface: '#FFFFFF',
      danger: '#B91C1C',
      warning: '#B45309',
      success: '#047857',
      info: '#1D4ED8',
    },
    radius: '8px',
    shadow: '0 1px 3px rgba(0,0,0,0.12)',
    font: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    breakpoints: { mobile: '768px' },
  };
}

/** 'page - app name' (spec 000 §1). */
export function pageTitle(page: string, appName: string): string {
  return page ? `${page} - ${appName}` : appName;
}
