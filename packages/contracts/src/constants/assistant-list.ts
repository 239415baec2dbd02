import {
  ADMIN_ASSISTANTS_PATH,
  ASSISTANTS_PATH,
  SUPER_ADMIN_ASSISTANTS_PATH,
} from '../paths/pages';

/** Business constants of spec 001 §9 for the assistant screens. */

export const ASSISTANT_PAGE_SIZE = 9;
export const SEARCH_DEBOUNCE_MS = 500;
/** Users-for-assignment lists load this many users. */
export const USER_LIST_PAGE_SIZE = 100;
/** After a successful save the form redirects after this delay. */
export const SAVE_REDIRECT_DELAY_MS = 2000;
export const DROPDOWN_HIDE_DELAY_MS = 200;
/** Numbered paging shows every page up to this count, otherwise uses ellipses. */
export const PAGINATION_MAX_PLAIN_PAGES = 7;
export const AGENT_NAME_MAX_LENGTH = 40;
export const ASSISTANT_SORT_FIELDS = ['name', 'created_at'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

/** The list page of an assistant's role after save or back (spec 001 §2). */
export function assistantListPath(role: string | null | undefined): string {
  if (role === 'admin' || role === 'super_admin') return SUPER_ADMIN_ASSISTANTS_PATH;
  if (role === 'reseller_admin') return ADMIN_ASSISTANTS_PATH;
  return ASSISTANTS_PATH;
}
