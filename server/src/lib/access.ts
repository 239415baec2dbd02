import type { Role } from '@voice/contracts';
import { isSuperAdminRole } from '@voice/contracts';

/** Platform administrators (admin, super_admin): not bound to a tenant, see every reseller's data. */
export function isPlatformAdmin(role: string): boolean {
  return isSuperAdminRole(role);
}

/** Roles allowed on the admin area (spec 001 §6: admin or reseller_admin; super_admin included). */
export const ADMIN_AREA_ROLES: Role[] = ['admin', 'super_admin', 'reseller_admin'];

/** Which rows a user may see: everything, one reseller's rows, or only their own. */
export type DataScope =
  | { kind: 'all' }
  | { kind: 'reseller'; resellerId: number | null }
  | { kind: 'own'; userId: number };

export function dataScope(user: { id: number; role: Role; reseller_id: number | null }): DataScope {
  if (isPlatformAdmin(user.role)) return { kind: 'all' };
  if (user.role === 'content_admin' && user.reseller_id === null) return { kind: 'all' };
  if (user.role === 'reseller_admin' || user.role === 'content_admin') {
    return { kind: 'reseller', resellerId: user.reseller_id };
  }
  return { kind: 'own', userId: user.id };
}
