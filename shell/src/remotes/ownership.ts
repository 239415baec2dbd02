import { can, type Guard, paths } from '@voice/contracts/core';

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
  { prefix: paths.home, remote: 'mfe_public' },
  { prefix: paths.login, remote: 'mfe_public', guard: 'guest' },
  { prefix: paths.loginAs, remote: 'mfe_public', guard: 'guest' },
  { prefix: paths.register, remote: 'mfe_public', guard: 'guest' },
  { prefix: paths.resellerRegistration, remote: 'mfe_public', guard: 'guest' },
  { prefix: paths.forgotPassword, remote: 'mfe_public', guard: 'guest' },
  { prefix: paths.passwordReset, remote: 'mfe_public', guard: 'guest' },
  { prefix: paths.privacy, remote: 'mfe_public' },
  { prefix: paths.terms, remote: 'mfe_public' },
  { prefix: paths.docs, remote: 'mfe_public' },
  { prefix: paths.dashboard, remote: 'mfe_account', guard: 'authenticated' },
  { prefix: paths.profile, remote: 'mfe_account', guard: 'authenticated' },
  { prefix: paths.callLogs, remote: 'mfe_account', guard: 'authenticated' },
  { prefix: paths.demoRequest, remote: 'mfe_account', guard: 'authenticated' },
  { prefix: paths.debug, remote: 'mfe_account', guard: 'authenticated' },
  { prefix: paths.assistants, remote: 'mfe_assistants', guard: 'authenticated' },
  { prefix: paths.webhookInbox, remote: 'mfe_assistants', guard: 'authenticated' },
  { prefix: paths.pricing, remote: 'mfe_billing' },
  { prefix: paths.subscription, remote: 'mfe_billing', guard: 'authenticated' },
  { prefix: paths.payment, remote: 'mfe_billing', guard: 'authenticated' },
  { prefix: paths.paymentSuccess, remote: 'mfe_billing', guard: 'authenticated' },
  { prefix: paths.transactions, remote: 'mfe_billing', guard: 'authenticated' },
  { prefix: paths.resellerBilling, remote: 'mfe_billing', guard: 'reseller-billing' },
  { prefix: paths.admin, remote: 'mfe_admin', guard: 'admin-area' },
  { prefix: paths.superAdmin, remote: 'mfe_admin', guard: 'super-admin-area' },
  { prefix: paths.adminAssistants, remote: 'mfe_assistants', guard: 'admin-area' },
  { prefix: paths.superAdminAssistants, remote: 'mfe_assistants', guard: 'super-admin-assistants' },
  { prefix: paths.adminCallLogs, remote: 'mfe_account', guard: 'admin-area' },
  { prefix: paths.adminTransactions, remote: 'mfe_billing', guard: 'admin-area' },
  { prefix: paths.adminEmailOutbox, remote: 'mfe_admin', guard: 'email-outbox.read' },
  { prefix: paths.adminAuditLog, remote: 'mfe_admin', guard: 'audit-log.read' },
  { prefix: paths.adminResellers, remote: 'mfe_admin', guard: 'super-admin-area' },
  // Content screens: content admins too (they do not hold 'admin-area').
  { prefix: paths.adminTemplates, remote: 'mfe_admin', guard: 'content.edit' },
  { prefix: paths.adminFeatures, remote: 'mfe_admin', guard: 'content.edit' },
  { prefix: paths.adminPackages, remote: 'mfe_admin', guard: 'packages.manage' },
  { prefix: paths.adminStripeConfiguration, remote: 'mfe_admin', guard: 'payment-settings.read' },
  { prefix: paths.adminVoiceConfiguration, remote: 'mfe_admin', guard: 'voice-settings.read' },
];

function matchesPrefix(pathname: string, prefix: string): boolean {
  if (prefix === paths.home) return pathname === paths.home;
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The remote that owns a path, or undefined (the shell's not-found page).
 * /dashboard shows the admin view to whoever holds 'admin-area' (spec 000 §2: admin and reseller_admin; super_admin
 * is an admin too), which mfe-admin owns.
 */
export function ownerOf(pathname: string, role?: string | null): Owner | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.dashboard && can(role, 'admin-area')) {
    return { prefix: paths.dashboard, remote: 'mfe_admin', guard: 'admin-area' };
  }
  let best: Owner | undefined;
  for (const owner of OWNERS) {
    if (matchesPrefix(path, owner.prefix) && (!best || owner.prefix.length > best.prefix.length)) {
      best = owner;
    }
  }
  return best;
}
