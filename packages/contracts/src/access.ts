// The one access model of the product: roles, named permissions and who holds them. The shell's guards and
// navigation and the server's route checks are all derived from this file (docs/decisions.md, "Roles").
//
// Reading of the two specs:
// - admin and super_admin are the platform's super admins: every tenant, every screen, impersonation.
// - reseller_admin runs one tenant (reseller): its users, assistants, settings, contacts, billing of its own.
// - content_admin edits content (templates, features, docs) and sees the super-admin assistant list; no billing,
//   no users, no impersonation. A content_admin with a reseller is bound to that reseller's data.
// - user: their own data only.
import { ROLES, type Role } from './roles';

export const PLATFORM_ADMIN_ROLES = ['admin', 'super_admin'] as const satisfies readonly Role[];

/** Every named permission and the roles that hold it. A role not listed is refused. */
export const PERMISSIONS = {
  /** The /admin area (admin dashboard, admin lists): platform admins and reseller admins (spec 000 §6, 001 §6). */
  'admin-area': ['admin', 'super_admin', 'reseller_admin'],
  /** The /super-admin area (spec 001 §2). */
  'super-admin-area': ['admin', 'super_admin'],
  /** The super-admin assistant list (/super-admin/assistants): platform admins and content admins. */
  'super-admin-assistants': ['admin', 'super_admin', 'content_admin'],
  /** /reseller-billing: the reseller's own plan with the platform. */
  'reseller-billing': ['reseller_admin'],
  /** Contact messages sent through a tenant's site. */
  'contacts.read': ['admin', 'super_admin', 'reseller_admin'],
  /** The sandbox email outbox: platform admins only (it holds live password links of every tenant's users). */
  'email-outbox.read': ['admin', 'super_admin'],
  /** Admin dashboard figures (scoped to the tenant for a reseller admin). */
  'admin-dashboard.read': ['admin', 'super_admin', 'reseller_admin'],
  /** Login-as and impersonation of other users. */
  impersonate: ['admin', 'super_admin'],
  /**
   * Content: the demo-assistant templates and the landing's features (/admin/templates, /admin/features). A platform
   * admin (or a content admin of no reseller) edits the platform's, a reseller admin or content admin its reseller's.
   */
  'content.edit': ['admin', 'super_admin', 'reseller_admin', 'content_admin'],
  /** The tenant's plans (/admin/packages): a reseller admin its own, a platform admin the platform's. */
  'packages.manage': ['admin', 'super_admin', 'reseller_admin'],
  /** /admin/stripe-configuration: a reseller admin its own keys; platform admins see the platform's, read-only. */
  'payment-settings.read': ['admin', 'super_admin', 'reseller_admin'],
  /** Saving a reseller's own Stripe keys: its reseller admin only (never another tenant's, never a platform admin). */
  'payment-settings.edit': ['reseller_admin'],
  /** /admin/voice-configuration: a reseller admin its own Vapi/Twilio/ElevenLabs keys; platform admins read the platform's providers. */
  'voice-settings.read': ['admin', 'super_admin', 'reseller_admin'],
  /** Saving or removing a reseller's own voice and telephony keys: its reseller admin only. */
  'voice-settings.edit': ['reseller_admin'],
  /** /admin/demo-requests: the tenant's demo requests and their status (platform admins: every tenant's). */
  'demo-requests.manage': ['admin', 'super_admin', 'reseller_admin'],
  /** The audit log (/admin/audit-log): a reseller admin its tenant's entries; platform admins also /super-admin/audit-log. */
  'audit-log.read': ['admin', 'super_admin', 'reseller_admin'],
  /** Custom subscriptions and the tenant's subscription list (/admin, /admin/subscriptions): a reseller admin its own tenant's. */
  'subscriptions.manage': ['admin', 'super_admin', 'reseller_admin'],
  /**
   * Removing a number from the tenant's do-not-call list: its reseller admin, or a platform admin for the platform's
   * own tenant. Any signed-in user of the tenant may read the list and add to it (adding only makes calls safer).
   */
  'do-not-call.remove': ['admin', 'super_admin', 'reseller_admin'],
  /** /admin/custom-domain: a reseller admin its own site's domain; platform admins any reseller's (?reseller_id=). */
  'custom-domain.manage': ['admin', 'super_admin', 'reseller_admin'],
  /** /admin/email-sender: a reseller admin its own customers' sender (From, Reply-To, DKIM, own SMTP). */
  'email-sender.manage': ['reseller_admin'],
  /**
   * /admin/system-settings/legal-pages: a reseller admin its own site's terms and privacy pages (the main host keeps
   * the platform's built-in pages).
   */
  'legal-pages.manage': ['reseller_admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** Does a role hold a permission? Unknown roles and signed-out visitors (null) hold none. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[permission] as readonly string[]).includes(role);
}

/** Platform administrators (admin, super_admin): not bound to a tenant, see every reseller's data. */
export function isPlatformAdmin(role: string | null | undefined): boolean {
  return !!role && (PLATFORM_ADMIN_ROLES as readonly string[]).includes(role);
}

/**
 * Access rule of a route or screen:
 * - 'public': anyone; 'guest': signed-out visitors only (screens); 'authenticated': any signed-in user;
 * - a permission name: signed in and holding it.
 */
export type AccessRule = 'public' | 'guest' | 'authenticated' | Permission;

/** Is a role (null: signed out) allowed by a rule? 'guest' allows only signed-out visitors. */
export function allows(rule: AccessRule, role: string | null | undefined): boolean {
  if (rule === 'public') return true;
  if (rule === 'guest') return !role;
  if (rule === 'authenticated') return !!role;
  return can(role, rule);
}

/** Which roles a rule admits (for documentation and the authorisation table). */
export function rolesAllowed(rule: AccessRule): readonly Role[] {
  if (rule === 'public' || rule === 'authenticated') return ROLES;
  if (rule === 'guest') return [];
  return PERMISSIONS[rule];
}

/** Which rows a user may see: everything, one reseller's rows, or only their own. */
export type DataScope =
  | { kind: 'all' }
  | { kind: 'reseller'; resellerId: number | null }
  | { kind: 'own'; userId: number };

export function dataScope(user: {
  id: number;
  role: string;
  reseller_id: number | null;
}): DataScope {
  if (isPlatformAdmin(user.role)) return { kind: 'all' };
  if (user.role === 'content_admin' && user.reseller_id === null) return { kind: 'all' };
  if (user.role === 'reseller_admin' || user.role === 'content_admin') {
    return { kind: 'reseller', resellerId: user.reseller_id };
  }
  return { kind: 'own', userId: user.id };
}

/** The admin lists' scope: platform admins see every tenant's rows, anyone else only their reseller's. */
export function tenantScope(user: {
  role: string;
  reseller_id: number | null;
}): { kind: 'all' } | { kind: 'reseller'; resellerId: number | null } {
  return isPlatformAdmin(user.role)
    ? { kind: 'all' }
    : { kind: 'reseller', resellerId: user.reseller_id };
}
