import type { Static } from 'typebox';
import type {
  FeatureFlagsSchema,
  LandingFeatureSchema,
  LegalPageAdminSchema,
  LegalPagesAdminSchema,
  PublicLegalPageSchema,
  PublicSettingsSchema,
  SiteContentAdminSchema,
  SiteContentSchema,
} from '../replies/tenancy';
import type { Package } from './billing';

/** GET /api/public-settings data (spec 000 §3, 001 §3, plus the branding fields of 000 §1). */
export type PublicSettings = Static<typeof PublicSettingsSchema>;

/** Landing feature flags: all on unless explicitly false (spec 000 §1). */
export type FeatureFlags = Static<typeof FeatureFlagsSchema>;

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
  /** A reseller's site whose terms and privacy pages are not both published: its public pages are held back. */
  siteHeldBack?: boolean;
  /** The site's own landing copy (/admin/site-content); null or absent: the landing's standard copy. */
  siteContent?: SiteContent | null;
}

/** A site's own landing copy, as GET /api/public-settings carries it (`site_content`). */
export type SiteContent = Static<typeof SiteContentSchema>;

/** A reseller's terms or privacy page as its editor reads it (/api/admin/legal-pages). */
export type LegalPageAdmin = Static<typeof LegalPageAdminSchema>;
export type LegalPagesAdmin = Static<typeof LegalPagesAdminSchema>;
/** GET /api/legal-pages/{kind}: a reseller's published page. */
export type PublicLegalPage = Static<typeof PublicLegalPageSchema>;

/** GET/PUT /api/admin/site-content data. */
export type SiteContentAdmin = Static<typeof SiteContentAdminSchema>;

/** A plan card on the landing page (spec 000 §3): the fields it shows of a Package (GET /api/packages). */
export type LandingPackage = Pick<
  Package,
  'id' | 'name' | 'description' | 'price' | 'yearly_price' | 'features' | 'is_popular'
>;

/** An entry of GET /api/features (the landing page's feature list). */
export type LandingFeature = Static<typeof LandingFeatureSchema>;

/** Contact form (spec 000 §3), POST /api/contact. */
export interface ContactForm {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string | null;
  message: string;
}
