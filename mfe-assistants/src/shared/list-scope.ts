import { can } from '@voice/contracts';

/** Which of the three assistant lists is shown: the user's, the admin area's or the super admin's. */
export type ListView = 'user' | 'admin' | 'super-admin';

export interface ListScope {
  view: ListView;
  /** The list's own path; create and edit routes hang below it. */
  basePath: string;
  createPath: string;
  editPath: (assistantId: number) => string;
  /** Super admins (admin, super_admin, content_admin) create without subscription checks (spec 001 §6). */
  subscriptionChecks: boolean;
  /** Where the role's plan is paid or upgraded: /reseller-billing for a reseller admin, else /subscription. */
  subscriptionPath: string;
  /** The plan whose status gates Create: the reseller's plan with the platform, or the user's own. */
  planSource: 'reseller' | 'user';
  /** Plain users see their assistant quota (used / limit / remaining). */
  showQuota: boolean;
  /** The owner filter's user list: the admin area's or the super admin's. */
  ownerFilter: 'admin' | 'super-admin' | null;
  /** The reseller filter: super admins of the platform (GET /api/super-admin/resellers). */
  resellerFilter: boolean;
}

const SUPER_ADMIN_ROLES = ['admin', 'super_admin', 'content_admin'];

function viewOf(pathname: string): ListView {
  if (pathname.startsWith('/super-admin/assistants')) return 'super-admin';
  if (pathname.startsWith('/admin/assistants')) return 'admin';
  return 'user';
}

const BASE_PATHS: Record<ListView, string> = {
  user: '/assistants',
  admin: '/admin/assistants',
  'super-admin': '/super-admin/assistants',
};

/** The list's links, checks and filters for the path it is shown on and the signed-in role. */
export function listScope(pathname: string, role: string | null | undefined): ListScope {
  const view = viewOf(pathname);
  const basePath = BASE_PATHS[view];
  const superAdmin = !!role && SUPER_ADMIN_ROLES.includes(role);
  const resellerAdmin = can(role, 'reseller-billing');
  return {
    view,
    basePath,
    createPath: `${basePath}/create`,
    editPath: (assistantId) => `${basePath}/${assistantId}/edit`,
    subscriptionChecks: !superAdmin,
    subscriptionPath: resellerAdmin ? '/reseller-billing' : '/subscription',
    planSource: resellerAdmin ? 'reseller' : 'user',
    showQuota: !superAdmin && !can(role, 'admin-area'),
    ownerFilter: view === 'user' ? null : view,
    resellerFilter: view === 'super-admin' && can(role, 'super-admin-area'),
  };
}
