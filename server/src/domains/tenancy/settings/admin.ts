import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isPlatformAdmin, type PublicSettings } from '@voice/contracts';
import {
  BANNER_MAX_SIZE,
  BANNER_MAX_BYTES,
  SYSTEM_SETTINGS_MESSAGES,
  checkImageBytes,
  checkLogoBytes,
  sniffImageType,
  systemSettingsSchema,
  validatePayload,
  type FieldErrors,
  type SystemSettings,
  type SystemSettingsInput,
} from '@voice/contracts/schemas';
import { type Deps, recordChange, deleteUpload, saveImage } from '../../platform';
import { ValidationFailed, forbidden, notFound } from '../../../lib/http-error';
import { findResellerById, updateResellerBranding } from '../resellers/repository';
import { BANNER_FIELD, LOGO_FIELD, type SettingsForm } from './form';
import {
  readPlatformBranding,
  writePlatformBranding,
  type PlatformBranding,
} from './platform-store';
import { platformSettings, resellerSettings } from './service';

/** Whose branding an admin edits: platform admins the main host's, a reseller admin its own reseller's. */
export type SettingsTenant = { kind: 'platform' } | { kind: 'reseller'; resellerId: number };

export function settingsTenantOf(user: {
  role: string;
  reseller_id: number | null;
}): SettingsTenant {
  if (isPlatformAdmin(user.role)) return { kind: 'platform' };
  // admin-area holds platform admins and reseller admins only; a reseller admin without a reseller has no site.
  if (user.reseller_id === null) throw forbidden();
  return { kind: 'reseller', resellerId: user.reseller_id };
}

/** The form's view of a tenant's public settings (what its site shows, defaults included). */
export function systemSettingsView(
  tenant: SettingsTenant['kind'],
  settings: PublicSettings,
): SystemSettings {
  return {
    tenant,
    app_name: settings.site_title,
    slogan: settings.site_tagline,
    description: settings.meta_description,
    logo_url: settings.logo_url,
    banner_url: settings.homepage_banner,
    primary_color: settings.primary_color,
    secondary_color: settings.secondary_color,
    show_demo_request: settings.features.showDemoRequest,
    show_contact_form: settings.features.showContactForm,
    show_pricing: settings.features.showPricing,
    show_testimonials: settings.features.showTestimonials,
    footer_text: settings.footer_text ?? '',
    terms_url: settings.terms_url ?? '',
    privacy_url: settings.privacy_url ?? '',
    support_email: settings.support_email ?? '',
    company_phone: settings.company_phone ?? '',
    website: settings.website ?? '',
    default_language: settings.default_language ?? DEFAULT_LANGUAGE,
  };
}

async function loadSettings(
  { db }: Pick<Deps, 'db'>,
  tenant: SettingsTenant,
): Promise<{ settings: PublicSettings; label: string }> {
  if (tenant.kind === 'platform') {
    const settings = platformSettings(await readPlatformBranding(db));
    return { settings, label: settings.site_title };
  }
  const reseller = await findResellerById(db, tenant.resellerId);
  if (!reseller) throw notFound();
  return { settings: resellerSettings(reseller), label: reseller.org_name };
}

export async function readSystemSettings(
  deps: Pick<Deps, 'db' | 'config'>,
  tenant: SettingsTenant,
): Promise<SystemSettings> {
  return systemSettingsView(tenant.kind, (await loadSettings(deps, tenant)).settings);
}

/** The banner: PNG, JPG or GIF by its bytes, up to 5MB and 4000x4000px. */
export function checkBannerBytes(bytes: Uint8Array): string | null {
  if (!sniffImageType(bytes)) return checkImageBytes(bytes);
  if (bytes.length > BANNER_MAX_BYTES) return SYSTEM_SETTINGS_MESSAGES.bannerSize;
  const problem = checkImageBytes(bytes, {
    maxBytes: BANNER_MAX_BYTES,
    maxWidth: BANNER_MAX_SIZE,
    maxHeight: BANNER_MAX_SIZE,
  });
  return problem ? SYSTEM_SETTINGS_MESSAGES.bannerDimensions : null;
}

/** The checked fields and pictures, or a 422 with every problem on its field. */
async function validateForm(form: SettingsForm): Promise<SystemSettingsInput> {
  const result = await validatePayload(systemSettingsSchema, form.fields);
  const errors: FieldErrors = result.ok ? {} : { ...result.errors };
  const logoProblem = form.logo ? checkLogoBytes(form.logo) : null;
  if (logoProblem) errors[LOGO_FIELD] = [logoProblem];
  const bannerProblem = form.banner ? checkBannerBytes(form.banner) : null;
  if (bannerProblem) errors[BANNER_FIELD] = [bannerProblem];
  if (!result.ok || Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return result.value;
}

const orNull = (value: string) => (value === '' ? null : value);

async function storeImage(deps: Pick<Deps, 'uploads'>, bytes: Buffer | null) {
  const type = bytes ? sniffImageType(bytes) : null;
  return bytes && type ? saveImage(deps.uploads, bytes, type) : null;
}

/**
 * PUT /api/admin/system-settings: validates (fields with the shared schema, pictures by their bytes), stores the
 * new pictures, saves the branding (the reseller's row, or the main host's settings file), records
 * 'settings.update' with the changed fields only, removes pictures no longer used and answers the new view.
 */
export async function updateSystemSettings(
  deps: Pick<Deps, 'db' | 'config' | 'uploads'>,
  request: FastifyRequest,
  tenant: SettingsTenant,
  form: SettingsForm,
): Promise<SystemSettings> {
  const input = await validateForm(form);
  const { settings: before, label } = await loadSettings(deps, tenant);
  const newLogo = await storeImage(deps, form.logo);
  const newBanner = await storeImage(deps, form.banner).catch(async (error: unknown) => {
    await deleteUpload(deps.uploads, newLogo);
    throw error;
  });
  const logoUrl = newLogo ?? (input.remove_logo ? null : before.logo_url);
  const bannerUrl = newBanner ?? (input.remove_banner ? null : before.homepage_banner);
  const branding: PlatformBranding = {
    app_name: input.app_name,
    slogan: orNull(input.slogan),
    description: orNull(input.description),
    logo_url: logoUrl,
    banner_url: bannerUrl,
    primary_color: input.primary_color.toUpperCase(),
    secondary_color: input.secondary_color.toUpperCase(),
    footer_text: orNull(input.footer_text),
    support_email: orNull(input.support_email.toLowerCase()),
    company_phone: orNull(input.company_phone),
    website: orNull(input.website),
    privacy_url: orNull(input.privacy_url),
    terms_url: orNull(input.terms_url),
    default_language: input.default_language ?? before.default_language ?? DEFAULT_LANGUAGE,
    show_demo_request: input.show_demo_request,
    show_contact_form: input.show_contact_form,
    show_pricing: input.show_pricing,
    show_testimonials: input.show_testimonials,
  };

  const beforeView = systemSettingsView(tenant.kind, before);
  let after: PublicSettings;
  try {
    if (tenant.kind === 'platform') {
      const saved = platformSettings(branding);
      // The save and its audit entry commit together, as for a reseller below.
      await deps.db.transaction().execute(async (trx) => {
        await writePlatformBranding(trx, branding);
        await recordChange(trx, request, {
          action: 'settings.update',
          resellerId: null,
          target: { type: 'settings', id: 'platform', label: saved.site_title },
          before: { ...beforeView },
          after: { ...systemSettingsView('platform', saved) },
        });
      });
      after = saved;
    } else {
      const { show_demo_request, show_contact_form, show_pricing, show_testimonials, ...texts } =
        branding;
      after = await deps.db.transaction().execute(async (trx) => {
        const row = await updateResellerBranding(trx, tenant.resellerId, {
          ...texts,
          default_language: texts.default_language ?? DEFAULT_LANGUAGE,
          show_demo_request: show_demo_request ? 1 : 0,
          show_contact_form: show_contact_form ? 1 : 0,
          show_pricing: show_pricing ? 1 : 0,
          show_testimonials: show_testimonials ? 1 : 0,
        });
        if (!row) throw notFound();
        const saved = resellerSettings(row);
        await recordChange(trx, request, {
          action: 'settings.update',
          resellerId: tenant.resellerId,
          target: { type: 'reseller', id: tenant.resellerId, label },
          before: { ...beforeView },
          after: { ...systemSettingsView('reseller', saved) },
        });
        return saved;
      });
    }
  } catch (error) {
    await deleteUpload(deps.uploads, newLogo);
    await deleteUpload(deps.uploads, newBanner);
    throw error;
  }

  // Pictures no longer referenced (replaced or removed); a failure to remove one must not fail the save.
  for (const [old, now] of [
    [before.logo_url, after.logo_url],
    [before.homepage_banner, after.homepage_banner],
  ] as const) {
    if (old && old !== now) {
      await deleteUpload(deps.uploads, old).catch((error: unknown) =>
        request.log.warn({ err: error }, 'could not remove a replaced branding picture'),
      );
    }
  }
  return systemSettingsView(tenant.kind, after);
}
