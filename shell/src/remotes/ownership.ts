import { can, type Guard } from '@voice/contracts/core';
import {
  ADMIN_ASSISTANTS_PATH,
  ADMIN_AUDIT_LOG_PATH,
  ADMIN_CALL_LOGS_PATH,
  ADMIN_EMAIL_OUTBOX_PATH,
  ADMIN_FEATURES_PATH,
  ADMIN_PACKAGES_PATH,
  ADMIN_PATH,
  ADMIN_RESELLERS_PATH,
  ADMIN_STRIPE_CONFIGURATION_PATH,
  ADMIN_TEMPLATES_PATH,
  ADMIN_TRANSACTIONS_PATH,
  ADMIN_VOICE_CONFIGURATION_PATH,
  ADMIN_CUSTOM_DOMAIN_PATH,
  ADMIN_EMAIL_SENDER_PATH,
  ADMIN_LEGAL_PAGES_PATH,
  ASSISTANTS_PATH,
  BOOKINGS_PATH,
  DO_NOT_CALL_PATH,
  CAMPAIGNS_PATH,
  CALL_LOGS_PATH,
  DASHBOARD_PATH,
  DEBUG_PATH,
  DEMO_REQUEST_PATH,
  DEVELOPERS_PATH,
  DOCS_PATH,
  FORGOT_PASSWORD_PATH,
  HOME_PATH,
  LOGIN_AS_PATH,
  LOGIN_PATH,
  PASSWORD_RESET_PATH,
  PAYMENT_PATH,
  PAYMENT_SUCCESS_PATH,
  PRICING_PATH,
  PRIVACY_PATH,
  PROFILE_PATH,
  REGISTER_PATH,
  RESELLER_BILLING_PATH,
  RESELLER_REGISTRATION_PATH,
  SUBSCRIPTION_PATH,
  SUPER_ADMIN_ASSISTANTS_PATH,
  SUPER_ADMIN_PATH,
  TERMS_PATH,
  TRANSACTIONS_PATH,
  WEBHOOK_INBOX_PATH,
} from '@voice/contracts/paths';

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
  { prefix: HOME_PATH, remote: 'mfe_public' },
  { prefix: LOGIN_PATH, remote: 'mfe_public', guard: 'guest' },
  { prefix: LOGIN_AS_PATH, remote: 'mfe_public', guard: 'guest' },
  { prefix: REGISTER_PATH, remote: 'mfe_public', guard: 'guest' },
  { prefix: RESELLER_REGISTRATION_PATH, remote: 'mfe_public', guard: 'guest' },
  { prefix: FORGOT_PASSWORD_PATH, remote: 'mfe_public', guard: 'guest' },
  { prefix: PASSWORD_RESET_PATH, remote: 'mfe_public', guard: 'guest' },
  { prefix: PRIVACY_PATH, remote: 'mfe_public' },
  { prefix: TERMS_PATH, remote: 'mfe_public' },
  { prefix: DOCS_PATH, remote: 'mfe_public' },
  { prefix: DASHBOARD_PATH, remote: 'mfe_account', guard: 'authenticated' },
  { prefix: PROFILE_PATH, remote: 'mfe_account', guard: 'authenticated' },
  { prefix: CALL_LOGS_PATH, remote: 'mfe_account', guard: 'authenticated' },
  { prefix: DEMO_REQUEST_PATH, remote: 'mfe_account', guard: 'authenticated' },
  { prefix: DEBUG_PATH, remote: 'mfe_account', guard: 'authenticated' },
  { prefix: DEVELOPERS_PATH, remote: 'mfe_account', guard: 'authenticated' },
  { prefix: ASSISTANTS_PATH, remote: 'mfe_assistants', guard: 'authenticated' },
  { prefix: WEBHOOK_INBOX_PATH, remote: 'mfe_assistants', guard: 'authenticated' },
  { prefix: BOOKINGS_PATH, remote: 'mfe_assistants', guard: 'authenticated' },
  { prefix: DO_NOT_CALL_PATH, remote: 'mfe_assistants', guard: 'authenticated' },
  { prefix: CAMPAIGNS_PATH, remote: 'mfe_assistants', guard: 'authenticated' },
  { prefix: PRICING_PATH, remote: 'mfe_billing' },
  { prefix: SUBSCRIPTION_PATH, remote: 'mfe_billing', guard: 'authenticated' },
  { prefix: PAYMENT_PATH, remote: 'mfe_billing', guard: 'authenticated' },
  { prefix: PAYMENT_SUCCESS_PATH, remote: 'mfe_billing', guard: 'authenticated' },
  { prefix: TRANSACTIONS_PATH, remote: 'mfe_billing', guard: 'authenticated' },
  { prefix: RESELLER_BILLING_PATH, remote: 'mfe_billing', guard: 'reseller-billing' },
  { prefix: ADMIN_PATH, remote: 'mfe_admin', guard: 'admin-area' },
  { prefix: SUPER_ADMIN_PATH, remote: 'mfe_admin', guard: 'super-admin-area' },
  { prefix: ADMIN_ASSISTANTS_PATH, remote: 'mfe_assistants', guard: 'admin-area' },
  {
    prefix: SUPER_ADMIN_ASSISTANTS_PATH,
    remote: 'mfe_assistants',
    guard: 'super-admin-assistants',
  },
  { prefix: ADMIN_CALL_LOGS_PATH, remote: 'mfe_account', guard: 'admin-area' },
  { prefix: ADMIN_TRANSACTIONS_PATH, remote: 'mfe_billing', guard: 'admin-area' },
  { prefix: ADMIN_EMAIL_OUTBOX_PATH, remote: 'mfe_admin', guard: 'email-outbox.read' },
  { prefix: ADMIN_AUDIT_LOG_PATH, remote: 'mfe_admin', guard: 'audit-log.read' },
  { prefix: ADMIN_RESELLERS_PATH, remote: 'mfe_admin', guard: 'super-admin-area' },
  // Content screens: content admins too (they do not hold 'admin-area').
  { prefix: ADMIN_TEMPLATES_PATH, remote: 'mfe_admin', guard: 'content.edit' },
  { prefix: ADMIN_FEATURES_PATH, remote: 'mfe_admin', guard: 'content.edit' },
  { prefix: ADMIN_PACKAGES_PATH, remote: 'mfe_admin', guard: 'packages.manage' },
  { prefix: ADMIN_STRIPE_CONFIGURATION_PATH, remote: 'mfe_admin', guard: 'payment-settings.read' },
  { prefix: ADMIN_VOICE_CONFIGURATION_PATH, remote: 'mfe_admin', guard: 'voice-settings.read' },
  { prefix: ADMIN_CUSTOM_DOMAIN_PATH, remote: 'mfe_admin', guard: 'custom-domain.manage' },
  { prefix: ADMIN_EMAIL_SENDER_PATH, remote: 'mfe_admin', guard: 'email-sender.manage' },
  { prefix: ADMIN_LEGAL_PAGES_PATH, remote: 'mfe_admin', guard: 'legal-pages.manage' },
];

function matchesPrefix(pathname: string, prefix: string): boolean {
  if (prefix === HOME_PATH) return pathname === HOME_PATH;
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The remote that owns a path, or undefined (the shell's not-found page).
 * /dashboard shows the admin view to whoever holds 'admin-area' (spec 000 §2: admin and reseller_admin; super_admin
 * is an admin too), which mfe-admin owns.
 */
export function ownerOf(pathname: string, role?: string | null): Owner | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === DASHBOARD_PATH && can(role, 'admin-area')) {
    return { prefix: DASHBOARD_PATH, remote: 'mfe_admin', guard: 'admin-area' };
  }
  let best: Owner | undefined;
  for (const owner of OWNERS) {
    if (matchesPrefix(path, owner.prefix) && (!best || owner.prefix.length > best.prefix.length)) {
      best = owner;
    }
  }
  return best;
}
