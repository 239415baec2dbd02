import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config';

/**
 * The main host's branding as edited on /admin/system-settings. The schema has no platform settings table (the
 * resellers' branding lives in their rows) and migrations are frozen, so it is kept in
 * <DATA_DIR>/platform-settings.json, next to the uploads its logo and banner point to. Written atomically (a
 * temporary file renamed over the old one); read through a cache keyed on the file's modification time and
 * size, so a save (by this process or another sharing DATA_DIR) is seen by the next request.
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
  show_demo_request: boolean;
  show_contact_form: boolean;
  show_pricing: boolean;
  show_testimonials: boolean;
}

export const PLATFORM_SETTINGS_FILE = 'platform-settings.json';

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
  show_demo_request: true,
  show_contact_form: true,
  show_pricing: true,
  show_testimonials: true,
};

export function platformSettingsFile(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, PLATFORM_SETTINGS_FILE);
}

/** Only the known keys with values of their type survive (a hand-edited file cannot inject anything else). */
export function parsePlatformBranding(value: unknown): PlatformBranding {
  const out: PlatformBranding = { ...EMPTY_PLATFORM_BRANDING };
  if (!value || typeof value !== 'object' || Array.isArray(value)) return out;
  const source = value as Record<string, unknown>;
  for (const key of TEXT_KEYS) {
    const v = source[key];
    if (typeof v === 'string' && v !== '') out[key] = v;
  }
  for (const key of FLAG_KEYS) {
    if (source[key] === false) out[key] = false;
  }
  return out;
}

interface CacheEntry {
  stamp: string;
  value: PlatformBranding;
}
const cache = new Map<string, CacheEntry>();

export async function readPlatformBranding(
  config: Pick<AppConfig, 'dataDir'>,
): Promise<PlatformBranding> {
  const file = platformSettingsFile(config);
  let stamp: string;
  try {
    const stat = await fs.stat(file);
    stamp = `${stat.mtimeMs}:${stat.size}`;
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return { ...EMPTY_PLATFORM_BRANDING };
    throw error;
  }
  const cached = cache.get(file);
  if (cached && cached.stamp === stamp) return { ...cached.value };
  const value = parsePlatformBranding(JSON.parse(await fs.readFile(file, 'utf8')));
  cache.set(file, { stamp, value });
  return { ...value };
}

export async function writePlatformBranding(
  config: Pick<AppConfig, 'dataDir'>,
  branding: PlatformBranding,
): Promise<void> {
  const file = platformSettingsFile(config);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify(parsePlatformBranding(branding), null, 2)}\n`, {
    mode: 0o644,
  });
  try {
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  cache.delete(file);
}
