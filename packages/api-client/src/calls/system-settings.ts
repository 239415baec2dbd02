import type { ApiEnvelope } from '@voice/contracts';
import type { SystemSettings, SystemSettingsInput } from '@voice/contracts/schemas';
import { http } from '../http';
import { toFormData } from '../form-data';

type SettingsReply = ApiEnvelope<SystemSettings> & { message: string };

/** GET /api/admin/system-settings: the admin's tenant's branding (the main host's for platform admins). */
export async function getSystemSettings(): Promise<ApiEnvelope<SystemSettings>> {
  return (await http.get<ApiEnvelope<SystemSettings>>('/api/admin/system-settings')).data;
}

export interface SystemSettingsSave extends SystemSettingsInput {
  /** A new logo (PNG, JPG or GIF, up to 2MB and 800x400px), or null to keep the current one. */
  logo_file?: Blob | null;
  /** A new banner (PNG, JPG or GIF, up to 5MB), or null to keep the current one. */
  banner_file?: Blob | null;
}

/** PUT /api/admin/system-settings (multipart: the fields, flags as 1/0, and the optional pictures). */
export async function saveSystemSettings(payload: SystemSettingsSave): Promise<SettingsReply> {
  const { logo_file, banner_file, ...fields } = payload;
  const body = toFormData({ ...fields, logo_file, banner_file });
  return (await http.put<SettingsReply>('/api/admin/system-settings', body)).data;
}
