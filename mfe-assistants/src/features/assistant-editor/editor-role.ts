import { can, isPlatformAdmin } from '@voice/contracts';
import {
  ADMIN_ASSISTANTS_PATH,
  ASSISTANTS_PATH,
  SUPER_ADMIN_ASSISTANTS_PATH,
} from '@voice/contracts/paths';

/** What the editor lets a role do (spec 001 §6: in the form 'admin' is admin, super_admin or reseller_admin). */
export interface EditorRole {
  /** Assigns the assistant to a user (user_id required, loaded on edit); not bound by the subscription. */
  isAdmin: boolean;
  /** A platform admin: the super-admin endpoints, a reseller filter, no quota. */
  isSuperAdmin: boolean;
  /** Where the form goes after a save, and back without history. */
  listPath: string;
}

export function editorRole(role: string | null | undefined): EditorRole {
  const isSuperAdmin = isPlatformAdmin(role);
  const isAdmin = isSuperAdmin || can(role, 'admin-area');
  return {
    isAdmin,
    isSuperAdmin,
    listPath: isSuperAdmin
      ? SUPER_ADMIN_ASSISTANTS_PATH
      : isAdmin
        ? ADMIN_ASSISTANTS_PATH
        : ASSISTANTS_PATH,
  };
}
