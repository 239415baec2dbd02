import type { Kysely } from 'kysely';
import { isLanguage } from '@voice/contracts';
import type { DB } from '../../../db/schema';
import { readPlatformSetting, writePlatformSetting } from './platform-settings-repository';

/**
 * The main host's branding as edited on /admin/system-settings (the resellers' branding lives in their rows): a
 * JSON value under the key 'branding' of platform_settings (migration 0011), so every instance of the server
 * reads the same, and a save shows on the next request.
 */
export interface PlatformBranding {
  app_name: string | null;
  slogan: string | null;
  description: string | null;
  logo_url: string | null;
  banner_url: string | null;
  primary_color: string | null;
  secondary_color: string | null;
  footer_text: string | null;
  support_email: string | null;
  company_phone: string | null;
  website: string | null;
  privacy_url: string | null;
  terms_url: string | null;
  /** The site's language for visitors who have not chosen one; null: English. */
  default_language: string | null;
  show_demo_request: boolean;
  show_contact_form: boolean;
  show_pricing: boolean;
  show_testimonials: boolean;
}

const TEXT_KEYS = [
  'app_name',
  'slogan',
  'description',
  'logo_url',
  'banner_url',
  'primary_color',
  'secondary_color',
  'footer_text',
  'support_email',
  'company_phone',
  'website',
  'privacy_url',
  'terms_url',
  'default_language',
] as const;
const FLAG_KEYS = [
  'show_demo_request',
  'show_contact_form',
  'show_pricing',
  'show_testimonials',
] as const;

/** Nothing saved yet: every field falls back to the platform defaults. */
export const EMPTY_PLATFORM_BRANDING: PlatformBranding = {
  app_name: null,
  slogan: null,
  description: null,
  logo_url: null,
  banner_url: null,
  primary_color: null,
  secondary_color: null,
  footer_text: null,
  support_email: null,
  company_phone: null,
  website: null,
  privacy_url: null,
  terms_url: null,
  default_language: null,
  show_demo_request: true,
  show_contact_form: true,
  show_pricing: true,
  show_testimonials: true,
};

/** Only the known keys with values of their type survive (a hand-edited file cannot inject anything else). */
export function parsePlatformBranding(value: unknown): PlatformBranding {
  const out: PlatformBranding = { ...EMPTY_PLATFORM_BRANDING };
  if (!value || typeof value !== 'object' || Array.isArray(value)) return out;
  const source = value as Record<string, unknown>;
  for (const key of TEXT_KEYS) {
    const v = source[key];
    if (typeof v === 'string' && v !== '') out[key] = v;
  }
  if (!isLanguage(out.default_language)) out.default_language = null;
  for (const key of FLAG_KEYS) {
    if (source[key] === false) out[key] = false;
  }
  return out;
}

const BRANDING_KEY = 'branding';

export async function readPlatformBranding(db: Kysely<DB>): Promise<PlatformBranding> {
  const value = await readPlatformSetting(db, BRANDING_KEY);
  if (value === undefined) return { ...EMPTY_PLATFORM_BRANDING };
  try {
    return parsePlatformBranding(JSON.parse(value));
  } catch {
    return { ...EMPTY_PLATFORM_BRANDING };
  }
}

export async function writePlatformBranding(
  db: Kysely<DB>,
  branding: PlatformBranding,
): Promise<void> {
  await writePlatformSetting(db, BRANDING_KEY, JSON.stringify(parsePlatformBranding(branding)));
}
