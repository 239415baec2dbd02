/** Roles of both specs. 'admin' is the platform's super admin in spec 000; spec 001 also names super_admin. */
export const ROLES = ['user', 'reseller_admin', 'content_admin', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

// Who may do what (admin area, super-admin area, ...) is not decided here but by the permissions of access.ts.

/** After login-as: /super-admin for admin, content_admin or reseller_admin (spec 000 §4). */
export function landsOnSuperAdminAfterLoginAs(role: string | null | undefined): boolean {
  return (
    role === 'admin' ||
    role === 'content_admin' ||
    role === 'reseller_admin' ||
    role === 'super_admin'
  );
}
