import { array, boolean, number, object, string, type InferType } from 'yup';
import type { Static } from 'typebox';
import type {
  AdminFeatureListReply,
  AdminFeatureSchema,
  SystemSettingsSchema,
} from '../replies/tenancy';
import { EMAIL_INVALID, LANGUAGE_NOT_OFFERED, MAX_ROW_ID, rowId } from './fields';
import { UI_LANGUAGES } from '../languages';

/**
 * /admin/system-settings: a tenant's branding, as GET/PUT /api/admin/system-settings carry it. A platform
 * admin edits the main host's, a reseller admin its own. The logo and banner are uploaded as files of the same
 * multipart PUT (`logo_file`, `banner_file`; `remove_logo` / `remove_banner` clear them), checked by their bytes.
 */
export type SystemSettings = Static<typeof SystemSettingsSchema>;

/** The editable fields (everything but the tenant and the two pictures, which are files). */
export type SystemSettingsInput = InferType<typeof systemSettingsSchema>;

export const SYSTEM_SETTINGS_MESSAGES = {
  saved: 'Settings saved successfully',
  appNameRequired: 'App name is required',
  appNameMax: 'App name may be at most 100 characters',
  sloganMax: 'Slogan may be at most 255 characters',
  descriptionMax: 'Description may be at most 1000 characters',
  footerMax: 'Footer text may be at most 500 characters',
  color: 'Please enter a colour as #RRGGBB (for example #4F46E5)',
  colorRequired: 'Colour is required',
  url: 'Please enter a full web address starting with http:// or https://',
  urlMax: 'The address may be at most 2048 characters',
  phone: 'Please enter a valid phone number',
  emailMax: 'The email may be at most 255 characters',
  bannerSize: 'The banner must be 5MB or smaller',
  bannerDimensions: 'The banner must be at most 4000x4000 pixels',
} as const;

/** Logo: the reseller logo's limits (2MB, 800x400px). Banner: up to 5MB and 4000x4000px. */
export const BANNER_MAX_BYTES = 5 * 1024 * 1024;
export const BANNER_MAX_SIZE = 4000;

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** http(s) only: a javascript: or data: link in the footer would run in every visitor's page. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}

const M = SYSTEM_SETTINGS_MESSAGES;

function optionalUrl() {
  return string()
    .trim()
    .default('')
    .max(2048, M.urlMax)
    .test('http-url', M.url, (value) => !value || isHttpUrl(value));
}

function color() {
  return string().trim().required(M.colorRequired).matches(HEX_COLOR, M.color);
}

/** Flags arrive as booleans (JSON) or '1' / '0' / 'true' / 'false' (multipart); absent means on. */
function flag() {
  return boolean().default(true);
}

export const systemSettingsSchema = object({
  app_name: string().trim().required(M.appNameRequired).max(100, M.appNameMax),
  slogan: string().trim().default('').max(255, M.sloganMax),
  description: string().trim().default('').max(1000, M.descriptionMax),
  primary_color: color(),
  secondary_color: color(),
  show_demo_request: flag(),
  show_contact_form: flag(),
  show_pricing: flag(),
  show_testimonials: flag(),
  footer_text: string().trim().default('').max(500, M.footerMax),
  terms_url: optionalUrl(),
  privacy_url: optionalUrl(),
  support_email: string().trim().default('').max(255, M.emailMax).email(EMAIL_INVALID),
  company_phone: string()
    .trim()
    .default('')
    .test('phone', M.phone, (value) => !value || /^\+?[0-9 ().-]{7,32}$/.test(value)),
  website: optionalUrl(),
  // Left out: the site keeps the language it has.
  default_language: string().oneOf([...UI_LANGUAGES], LANGUAGE_NOT_OFFERED),
  remove_logo: boolean().default(false),
  remove_banner: boolean().default(false),
});

// ---- the landing's features, per tenant (/admin/features) ---------------------------------------------

/** The icons the landing page draws (mfe-public landing/icons.tsx holds each of these). */
export const FEATURE_ICONS = [
  'phone',
  'clock',
  'calendar',
  'database',
  'globe',
  'voice',
  'chart',
  'document',
  'transfer',
  'message',
  'shield',
  'plug',
  'mail',
  'check',
  'sparkle',
] as const;
export type FeatureIcon = (typeof FEATURE_ICONS)[number];

/** A feature of the tenant's landing as the admin sees it (hidden ones included). */
export type AdminFeature = Static<typeof AdminFeatureSchema>;

/** GET /api/admin/features: `inherited` when a reseller has no list of its own yet (it shows the main host's). */
export type AdminFeatureList = Omit<Static<typeof AdminFeatureListReply>, 'success'>;

export const FEATURE_MESSAGES = {
  created: 'Feature created successfully',
  updated: 'Feature updated successfully',
  deleted: 'Feature deleted successfully',
  reordered: 'Feature order saved',
  notFound: 'Feature not found',
  titleRequired: 'Title is required',
  titleMax: 'Title may be at most 255 characters',
  descriptionRequired: 'Description is required',
  descriptionMax: 'Description may be at most 2000 characters',
  icon: 'Please choose one of the listed icons',
  orderRequired: 'The order is required',
  orderEach: 'The order must list each feature exactly once',
} as const;

const F = FEATURE_MESSAGES;

export const featureSchema = object({
  title: string().trim().required(F.titleRequired).max(255, F.titleMax),
  description: string().trim().required(F.descriptionRequired).max(2000, F.descriptionMax),
  icon: string()
    .trim()
    .nullable()
    .default(null)
    .transform((value: unknown) => (value === '' ? null : value))
    .oneOf([...FEATURE_ICONS, null], F.icon),
  is_active: boolean().default(true),
});
export type FeatureInput = InferType<typeof featureSchema>;

export const featureOrderSchema = object({
  ids: array(
    number()
      .typeError(F.orderEach)
      .required(F.orderEach)
      .integer(F.orderEach)
      .min(1, F.orderEach)
      .max(MAX_ROW_ID, F.orderEach),
  )
    .required(F.orderRequired)
    .min(1, F.orderRequired)
    .max(500, F.orderEach)
    .test('unique', F.orderEach, (ids) => !ids || new Set(ids).size === ids.length),
});
export type FeatureOrderInput = InferType<typeof featureOrderSchema>;

export const featureIdSchema = object({
  id: rowId(F.notFound).required(F.notFound),
});
