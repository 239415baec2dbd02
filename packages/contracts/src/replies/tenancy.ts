import { LEGAL_PAGE_KINDS } from '../schemas/legal-pages';
import { DEMO_SPEAKERS, type IndustryIcon } from '../schemas/site-content';
import { dataReply, savedReply } from './common';
import { json } from './json';
import { UI_LANGUAGES } from '../languages';

// ---- a site's own landing copy (/admin/site-content) ----------------------------------------------------

const titled = { title: json.string, text: json.string };

/** A site's landing copy (schemas/site-content.ts says what each part may hold); a null list: the standard one. */
export const SiteContentSchema = json.object({
  hero: json.object({ title: json.string, subtitle: json.string }),
  features: json.object({ title: json.string, lead: json.string }),
  steps: json.orNull(json.array(json.object(titled))),
  industries: json.orNull(
    json.array(
      json.object({ name: json.string, text: json.string, icon: json.stringOf<IndustryIcon>() }),
    ),
  ),
  testimonials: json.orNull(
    json.array(
      json.object({ quote: json.string, name: json.string, role: json.string, url: json.string }),
    ),
  ),
  integrations: json.orNull(json.array(json.object({ name: json.string, kind: json.string }))),
  faqs: json.orNull(json.array(json.object({ question: json.string, answer: json.string }))),
  closing: json.object(titled),
  demo: json.object({
    lines: json.array(json.object({ speaker: json.enumOf(DEMO_SPEAKERS), text: json.string })),
  }),
});

/** Landing feature flags: all on unless explicitly false (spec 000 §1). */
export const FeatureFlagsSchema = json.open({
  showDemoRequest: json.boolean,
  showContactForm: json.boolean,
  showPricing: json.boolean,
  showTestimonials: json.boolean,
});

/** GET /api/public-settings data (spec 000 §3, 001 §3, plus the branding fields of 000 §1). */
export const PublicSettingsSchema = json.open(
  {
    // The first six in the order the reply has always listed them (the serializer writes listed ones first).
    site_title: json.string,
    site_tagline: json.string,
    meta_description: json.string,
    primary_color: json.string,
    secondary_color: json.string,
    /** True on the platform's main host (or localhost), false on a reseller's subdomain. */
    is_main_host: json.boolean,
    logo_url: json.nullableString,
    homepage_banner: json.nullableString,
    company_phone: json.nullableString,
    company_email: json.nullableString,
    company_name: json.nullableString,
    footer_text: json.nullableString,
    website: json.nullableString,
    support_email: json.nullableString,
    privacy_url: json.nullableString,
    terms_url: json.nullableString,
    social_links: json.as<Record<string, string>>({ type: 'object', additionalProperties: true }),
    features: FeatureFlagsSchema,
    /** The site's own landing copy, or null for the landing's standard copy (/admin/site-content). */
    site_content: json.nullableObject(SiteContentSchema),
    /** Present (true) on a reseller's site whose terms and privacy pages are not both published yet. */
    site_held_back: json.boolean,
    /** The language the site speaks to a visitor who has not chosen one (/admin/system-settings). */
    default_language: json.enumOf(UI_LANGUAGES),
  },
  ['site_content', 'site_held_back', 'default_language'],
);
/** 404 {success: false, message} on an unknown site. */
export const PublicSettingsReply = dataReply(PublicSettingsSchema);

/**
 * /admin/system-settings: a tenant's branding, as GET/PUT /api/admin/system-settings carry it. A platform
 * admin edits the main host's, a reseller admin its own.
 */
export const SystemSettingsSchema = json.object({
  /** Whose branding this is: the main host's ('platform') or a reseller's. */
  tenant: json.enumOf(['platform', 'reseller']),
  app_name: json.string,
  slogan: json.string,
  description: json.string,
  logo_url: json.nullableString,
  banner_url: json.nullableString,
  primary_color: json.string,
  secondary_color: json.string,
  show_demo_request: json.boolean,
  show_contact_form: json.boolean,
  show_pricing: json.boolean,
  show_testimonials: json.boolean,
  footer_text: json.string,
  terms_url: json.string,
  privacy_url: json.string,
  support_email: json.string,
  company_phone: json.string,
  website: json.string,
  default_language: json.enumOf(UI_LANGUAGES),
});
export const SystemSettingsReply = dataReply(SystemSettingsSchema);
export const SystemSettingsSavedReply = savedReply(SystemSettingsSchema);

/**
 * An entry of GET /api/features (landing page's feature list). The spec does not show its fields;
 * this is the shape the server returns.
 */
export const LandingFeatureSchema = json.object({
  id: json.integer,
  title: json.string,
  description: json.string,
  /** An icon name the landing page knows, or null. */
  icon: json.nullableString,
});
export const LandingFeatureListReply = dataReply(json.array(LandingFeatureSchema));

/** A feature of the tenant's landing as the admin sees it (hidden ones included). */
export const AdminFeatureSchema = json.object({
  id: json.integer,
  title: json.string,
  description: json.string,
  icon: json.nullableString,
  is_active: json.boolean,
  sort_order: json.integer,
});
/** GET /api/admin/features: `inherited` when a reseller has no list of its own yet (it shows the main host's). */
export const AdminFeatureListReply = json.object({
  success: json.boolean,
  data: json.array(AdminFeatureSchema),
  inherited: json.boolean,
});
export const AdminFeatureReply = savedReply(AdminFeatureSchema);
/** PUT /api/admin/features/order: the list in its new order. */
export const AdminFeatureOrderReply = savedReply(json.array(AdminFeatureSchema));

/**
 * GET/PUT /api/admin/site-content: whose site it is, its saved copy (null: nothing saved, the landing shows its
 * standard copy, without the platform's testimonials on a reseller's site) and when it was last saved.
 */
export const SiteContentAdminSchema = json.object({
  tenant: json.enumOf(['platform', 'reseller']),
  content: json.nullableObject(SiteContentSchema),
  updated_at: json.nullableString,
});
export const SiteContentAdminReply = dataReply(SiteContentAdminSchema);
export const SiteContentSavedReply = savedReply(SiteContentAdminSchema);

// ---- a reseller's own terms and privacy pages (/admin/system-settings/legal-pages) ----------------------

/** One page as its editor reads it: the draft, the live text (null: never published) and what is left to fill. */
export const LegalPageAdminSchema = json.object({
  kind: json.enumOf(LEGAL_PAGE_KINDS),
  draft: json.string,
  draft_updated_at: json.nullableString,
  published: json.nullableString,
  published_at: json.nullableString,
  /** The `[[...]]` placeholders the draft still holds (publishing is refused while any is left). */
  placeholders: json.array(json.string),
});
/** GET /api/admin/legal-pages: both pages, and whether the site is held back for want of them. */
export const LegalPagesAdminSchema = json.object({
  terms: LegalPageAdminSchema,
  privacy: LegalPageAdminSchema,
  held_back: json.boolean,
});
export const LegalPagesAdminReply = dataReply(LegalPagesAdminSchema);
/** PUT /api/admin/legal-pages/{kind} and POST .../publish: the page as saved or published. */
export const LegalPageSavedReply = savedReply(LegalPageAdminSchema);
/** GET /api/legal-pages/{kind}: the published text a reseller's visitors read (404 until published). */
export const PublicLegalPageSchema = json.object({
  kind: json.enumOf(LEGAL_PAGE_KINDS),
  content: json.string,
  published_at: json.string,
});
export const PublicLegalPageReply = dataReply(PublicLegalPageSchema);
