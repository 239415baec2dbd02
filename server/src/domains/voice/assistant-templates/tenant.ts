import { isPlatformAdmin } from '@voice/contracts';

/** Whose template a user reads and edits: the platform's ('platform') or its reseller's ('reseller:<id>'). */
export interface TemplateTenant {
  key: string;
  resellerId: number | null;
}

export function templateTenantOf(user: {
  role: string;
  reseller_id: number | null;
}): TemplateTenant {
  if (isPlatformAdmin(user.role) || user.reseller_id === null) {
    return { key: 'platform', resellerId: null };
  }
  return { key: `reseller:${user.reseller_id}`, resellerId: user.reseller_id };
}
