import { ROLES, isPlatformAdmin, type Role } from '@voice/contracts';

/** How roles and statuses read in the users console. */
export const ROLE_LABELS: Record<Role, string> = {
  user: 'User',
  content_admin: 'Content admin',
  reseller_admin: 'Reseller admin',
  admin: 'Admin',
  super_admin: 'Super admin',
};

export const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  suspended: 'Suspended',
  inactive: 'Inactive',
  pending: 'Pending',
};

/**
 * The roles an actor may grant, as the server decides (server/src/modules/admin-users/service.ts,
 * grantableRoles): a platform admin any role, a reseller admin 'user' and 'content_admin'.
 */
export function grantableRoles(actorRole: string | null | undefined): readonly Role[] {
  if (isPlatformAdmin(actorRole)) return ROLES;
  if (actorRole === 'reseller_admin') return ['user', 'content_admin'];
  return [];
}

/** May the actor change this row (the server answers 403 otherwise)? Oneself: the name only. */
export function canManage(
  actor: { id: number; role: string } | null | undefined,
  row: { id: number; role: Role },
): boolean {
  if (!actor) return false;
  return row.id === actor.id || grantableRoles(actor.role).includes(row.role);
}
