import { can, type Guard } from '@voice/contracts/core';

/** Federation names of the five remotes. */
export type RemoteName =
  'mfe_public' | 'mfe_account' | 'mfe_assistants' | 'mfe_billing' | 'mfe_admin';

interface Owner {
  prefix: string;
  remote: RemoteName;
  /**
   * Checked before the remote is downloaded, so that (for instance) a user who is not an admin never
   * downloads a byte of mfe-admin. The remote's own route guard is checked again after loading.
   */
  guard?: Guard;
  /**
   * Owned ahead of its screens (docs/architecture.md): the remote declares no route under this prefix yet, so its paths
   * show the not-found page. ownership.test.ts fails when a planned entry gets routes or a live one loses them.
   */
  planned?: true;
}

/** Which remote owns which paths (docs/architecture.md). Matched longest prefix first, by whole segments. */
export const OWNERS: readonly Owner[] = [
  { prefix: '/', remote: 'mfe_public' },
  { prefix: '/login', remote: 'mfe_public', guard: 'guest' },
  { prefix: '/loginas', remote: 'mfe_public', guard: 'guest' },
  { prefix: '/register', remote: 'mfe_public', guard: 'guest' },
  { prefix: '/reseller-registration', remote: 'mfe_public', guard: 'guest' },
  { prefix: '/forgot-password', remote: 'mfe_public', guard: 'guest' },
  { prefix: '/password-reset', remote: 'mfe_public', guard: 'guest' },
  { prefix: '/privacy', remote: 'mfe_public' },
  { prefix: '/terms', remote: 'mfe_public' },
  { prefix: '/docs', remote: 'mfe_public' },
  { prefix: '/dashboard', remote: 'mfe_account', guard: 'authenticated' },
  { prefix: '/profile', remote: 'mfe_account', guard: 'authenticated' },
  { prefix: '/call-logs', remote: 'mfe_account', guard: 'authenticated' },
  { prefix: '/demo-request', remote: 'mfe_account', guard: 'authenticated' },
  { prefix: '/debug', remote: 'mfe_account', guard: 'authenticated' },
  { prefix: '/assistants', remote: 'mfe_assistants', guard: 'authenticated' },
  { prefix: '/webhook-inbox', remote: 'mfe_assistants', guard: 'authenticated' },
  { prefix: '/pricing', remote: 'mfe_billing' },
  { prefix: '/subscription', remote: 'mfe_billing', guard: 'authenticated' },
  { prefix: '/payment', remote: 'mfe_billing', guard: 'authenticated' },
  { prefix: '/payment-success', remote: 'mfe_billing', guard: 'authenticated' },
  { prefix: '/transactions', remote: 'mfe_billing', guard: 'authenticated' },
  { prefix: '/reseller-billing', remote: 'mfe_billing', guard: 'reseller-billing' },
  { prefix: '/admin', remote: 'mfe_admin', guard: 'admin-area' },
  { prefix: '/super-admin', remote: 'mfe_admin', guard: 'super-admin-area' },
  { prefix: '/admin/assistants', remote: 'mfe_assistants', guard: 'admin-area' },
  { prefix: '/super-admin/assistants', remote: 'mfe_assistants', guard: 'super-admin-assistants' },
  { prefix: '/admin/call-logs', remote: 'mfe_account', guard: 'admin-area' },
  { prefix: '/admin/transactions', remote: 'mfe_billing', guard: 'admin-area' },
  { prefix: '/admin/email-outbox', remote: 'mfe_admin', guard: 'email-outbox.read' },
  { prefix: '/admin/audit-log', remote: 'mfe_admin', guard: 'audit-log.read' },
  { prefix: '/admin/resellers', remote: 'mfe_admin', guard: 'super-admin-area' },
  // Content screens: content admins too (they do not hold 'admin-area').
  { prefix: '/admin/templates', remote: 'mfe_admin', guard: 'content.edit' },
  { prefix: '/admin/features', remote: 'mfe_admin', guard: 'content.edit' },
  { prefix: '/admin/packages', remote: 'mfe_admin', guard: 'packages.manage' },
  { prefix: '/admin/stripe-configuration', remote: 'mfe_admin', guard: 'payment-settings.read' },
  { prefix: '/admin/voice-configuration', remote: 'mfe_admin', guard: 'voice-settings.read' },
];

function matchesPrefix(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The remote that owns a path, or undefined (the shell's not-found page).
 * /dashboard shows the admin view to whoever holds 'admin-area' (spec 000 §2: admin and reseller_admin; super_admin
 * is an admin too), which mfe-admin owns.
 */
export function ownerOf(pathname: string, role?: string | null): Owner | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/dashboard' && can(role, 'admin-area')) {
    return { prefix: '/dashboard', remote: 'mfe_admin', guard: 'admin-area' };
  }
  let best: Owner | undefined;
  for (const owner of OWNERS) {
    if (matchesPrefix(path, owner.prefix) && (!best || owner.prefix.length > best.prefix.length)) {
      best = owner;
    }
  }
  return best;
}
