import { can } from '@voice/contracts';
import {
  ADMIN_ASSISTANT_CREATE_PATH,
  ADMIN_ASSISTANT_EDIT_PATH,
  ADMIN_ASSISTANTS_PATH,
  ASSISTANT_CREATE_PATH,
  ASSISTANT_EDIT_PATH,
  ASSISTANTS_PATH,
  fillPath,
  RESELLER_BILLING_PATH,
  SUBSCRIPTION_PATH,
  SUPER_ADMIN_ASSISTANT_CREATE_PATH,
  SUPER_ADMIN_ASSISTANT_EDIT_PATH,
  SUPER_ADMIN_ASSISTANTS_PATH,
} from '@voice/contracts/paths';

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
  if (pathname.startsWith(SUPER_ADMIN_ASSISTANTS_PATH)) return 'super-admin';
  if (pathname.startsWith(ADMIN_ASSISTANTS_PATH)) return 'admin';
  return 'user';
}

/** Each list's pages: the list, its create page and the pattern of its edit page. */
const VIEW_PATHS = {
  user: { list: ASSISTANTS_PATH, create: ASSISTANT_CREATE_PATH, edit: ASSISTANT_EDIT_PATH },
  admin: {
    list: ADMIN_ASSISTANTS_PATH,
    create: ADMIN_ASSISTANT_CREATE_PATH,
    edit: ADMIN_ASSISTANT_EDIT_PATH,
  },
  'super-admin': {
    list: SUPER_ADMIN_ASSISTANTS_PATH,
    create: SUPER_ADMIN_ASSISTANT_CREATE_PATH,
    edit: SUPER_ADMIN_ASSISTANT_EDIT_PATH,
  },
} as const;

/** The list's links, checks and filters for the path it is shown on and the signed-in role. */
export function listScope(pathname: string, role: string | null | undefined): ListScope {
  const view = viewOf(pathname);
  const pages = VIEW_PATHS[view];
  const superAdmin = !!role && SUPER_ADMIN_ROLES.includes(role);
  const resellerAdmin = can(role, 'reseller-billing');
  return {
    view,
    basePath: pages.list,
    createPath: pages.create,
    editPath: (assistantId) => fillPath(pages.edit, { id: assistantId }),
    subscriptionChecks: !superAdmin,
    subscriptionPath: resellerAdmin ? RESELLER_BILLING_PATH : SUBSCRIPTION_PATH,
    planSource: resellerAdmin ? 'reseller' : 'user',
    showQuota: !superAdmin && !can(role, 'admin-area'),
    ownerFilter: view === 'user' ? null : view,
    resellerFilter: view === 'super-admin' && can(role, 'super-admin-area'),
  };
}
