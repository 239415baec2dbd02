import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ROLES, isPlatformAdmin, type Role } from '@voice/contracts';

/** How roles and statuses read in the users console (render them with `t(descriptor)`). */
export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  user: msg`User`,
  content_admin: msg`Content admin`,
  reseller_admin: msg`Reseller admin`,
  admin: msg`Admin`,
  super_admin: msg`Super admin`,
};

export const STATUS_LABELS = {
  active: msg`Active`,
  suspended: msg`Suspended`,
  inactive: msg`Inactive`,
  pending: msg`Pending`,
} satisfies Record<string, MessageDescriptor>;

/** A status's label, or undefined for one this console does not know. */
export function statusLabel(status: string): MessageDescriptor | undefined {
  return Object.hasOwn(STATUS_LABELS, status)
    ? STATUS_LABELS[status as keyof typeof STATUS_LABELS]
    : undefined;
}

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
