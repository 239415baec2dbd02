/** GET /api/public-settings data (spec 000 §3, 001 §3, plus the branding fields of 000 §1). */
export interface PublicSettings {
  site_title: string;
  site_tagline: string;
  meta_description: string;
  logo_url: string | null;
  homepage_banner: string | null;
  company_phone: string | null;
  company_email: string | null;
  company_name: string | null;
  primary_color: string;
  secondary_color: string;
  footer_text: string | null;
  website: string | null;
  support_email: string | null;
  privacy_url: string | null;
  terms_url: string | null;
  social_links: Record<string, string>;
  /** True on the platform's main host (or localhost), false on a reseller's subdomain. */
  is_main_host: boolean;
  features: FeatureFlags;
}

/** Landing feature flags: all on unless explicitly false (spec 000 §1). */
export interface FeatureFlags {
  showDemoRequest: boolean;
  showContactForm: boolean;
  showPricing: boolean;
  showTestimonials: boolean;
}

/** Branding as the spec names it (spec 000 §1, §3); packages/ui derives it from PublicSettings. */
export interface Branding extends FeatureFlags {
  appName: string;
  slogan: string;
  description: string;
  companyName: string | null;
  companyPhone: string | null;
  supportEmail: string | null;
  logoUrl: string | null;
  bannerUrl: string | null;
  footerText: string | null;
  primaryColor: string;
  secondaryColor: string;
  website: string | null;
  privacyUrl: string | null;
  termsUrl: string | null;
  socialLinks: Record<string, string>;
  isMainHost: boolean;
}

/** A plan card on the landing page (spec 000 §3): a subset of the subscription Package. */
export interface LandingPackage {
  id: number;
  name: string;
  description: string;
  /** monthly price */
  price: number;
  yearly_price: number;
  features: string[];
  is_popular: boolean;
}

/**
 * An entry of GET /api/features (landing page's feature list). The spec does not show its fields;
 * this is the shape the server returns.
 */
export interface LandingFeature {
  id: number;
  title: string;
  description: string;
  /** An icon name the landing page knows, or null. */
  icon: string | null;
}

/** Contact form (spec 000 §3), POST /api/contact. */
export interface ContactForm {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string | null;
  message: string;
}
