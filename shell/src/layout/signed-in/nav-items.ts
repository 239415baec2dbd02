// The top navigation of spec 000 §2 as data, so every role's links are tested without rendering.
// Decision: spec 000 §6 says admin and reseller_admin "see the admin menu instead of the user menu", so a
// reseller admin gets the admin menu (whose Config dropdown already holds system settings and Stripe
// configuration) plus 'Billing and Subscription' in the user dropdown. The user menu keeps the reseller
// variants the spec lists (Settings dropdown, /reseller-billing for Subscription) in `userMenu`, should a
// role ever combine them; `mainMenu` is what the bar shows.
// Every decision below reads a permission of the one access model (packages/contracts access.ts), so a menu entry
// is shown exactly to the roles the server lets in: super_admin gets what admin gets.
import { t } from '@lingui/core/macro';
import { can } from '@voice/contracts/core';
import {
  ADMIN_ASSISTANTS_PATH,
  ADMIN_AUDIT_LOG_PATH,
  ADMIN_CALL_LOGS_PATH,
  ADMIN_CONTACTS_PATH,
  ADMIN_DEMO_REQUESTS_PATH,
  ADMIN_EMAIL_OUTBOX_PATH,
  ADMIN_EMAIL_SENDER_PATH,
  ADMIN_FEATURES_PATH,
  ADMIN_PACKAGES_PATH,
  ADMIN_PATH,
  ADMIN_RESELLERS_PATH,
  ADMIN_SITE_CONTENT_PATH,
  ADMIN_LEGAL_PAGES_PATH,
  ADMIN_STRIPE_CONFIGURATION_PATH,
  ADMIN_SUBSCRIPTIONS_PATH,
  ADMIN_SYSTEM_SETTINGS_PATH,
  ADMIN_TEMPLATES_PATH,
  ADMIN_TRANSACTIONS_PATH,
  ADMIN_USAGE_OVERVIEW_PATH,
  ADMIN_USERS_PATH,
  ADMIN_VOICE_CONFIGURATION_PATH,
  ADMIN_CUSTOM_DOMAIN_PATH,
  ASSISTANTS_PATH,
  BOOKINGS_PATH,
  DO_NOT_CALL_PATH,
  CAMPAIGNS_PATH,
  CALL_LOGS_PATH,
  DASHBOARD_PATH,
  DEMO_REQUEST_PATH,
  DEVELOPERS_PATH,
  PROFILE_PATH,
  RESELLER_BILLING_PATH,
  SUBSCRIPTION_PATH,
  SUPER_ADMIN_ASSISTANTS_PATH,
  SUPER_ADMIN_AUDIT_LOG_PATH,
  SUPER_ADMIN_PATH,
  SUPER_ADMIN_RESELLER_PACKAGES_PATH,
  SUPER_ADMIN_RESELLER_SUBSCRIPTIONS_PATH,
  SUPER_ADMIN_RESELLER_TRANSACTIONS_PATH,
  SUPER_ADMIN_RELEASES_PATH,
  SUPER_ADMIN_USAGE_REPORTS_PATH,
  TRANSACTIONS_PATH,
} from '@voice/contracts/paths';

export interface NavLinkItem {
  kind: 'link';
  to: string;
  label: string;
}

export interface NavGroup {
  kind: 'group';
  label: string;
  items: NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavGroup;

const link = (to: string, label: string): NavLinkItem => ({ kind: 'link', to, label });
const group = (label: string, items: NavLinkItem[]): NavGroup => ({ kind: 'group', label, items });

/** The subscription page of a role: /reseller-billing for a reseller admin, /subscription otherwise. */
export function subscriptionPath(role: string | null | undefined): string {
  return can(role, 'reseller-billing') ? RESELLER_BILLING_PATH : SUBSCRIPTION_PATH;
}

/** Normal user menu (spec 000 §2), with the reseller admin's Settings dropdown. */
export function userMenu(role: string | null | undefined): NavEntry[] {
  const entries: NavEntry[] = [
    link(DASHBOARD_PATH, t`Dashboard`),
    link(ASSISTANTS_PATH, t`My Assistants`),
    link(CALL_LOGS_PATH, t({ message: 'Call Logs', context: 'menu' })),
    link(BOOKINGS_PATH, t`Bookings`),
    // Calling out in one dropdown: with the two as links of their own, the bar took a second row at 1280 px.
    group(t`Outbound`, [
      link(CAMPAIGNS_PATH, t`Campaigns`),
      link(DO_NOT_CALL_PATH, t`Do Not Call`),
    ]),
    group(t`Subscription`, [
      link(subscriptionPath(role), t`Subscription`),
      link(TRANSACTIONS_PATH, t`Transactions`),
    ]),
    link(DEMO_REQUEST_PATH, t({ message: 'Demo Requests', context: 'menu' })),
  ];
  if (can(role, 'reseller-billing')) {
    entries.push(
      group(t`Settings`, [
        link(ADMIN_SYSTEM_SETTINGS_PATH, t`System Settings`),
        link(ADMIN_STRIPE_CONFIGURATION_PATH, t`Stripe Configuration`),
      ]),
    );
  }
  return entries;
}

/** The site and platform settings, up to the custom domain (adminConfig puts the email sender after it). */
const adminSettings = (): NavLinkItem[] => [
  link(ADMIN_USAGE_OVERVIEW_PATH, t`Usage Overview`),
  link(ADMIN_FEATURES_PATH, t`Features`),
  link(ADMIN_TEMPLATES_PATH, t`Templates`),
  link(ADMIN_PACKAGES_PATH, t`Packages`),
  link(ADMIN_USERS_PATH, t`Users`),
  link(ADMIN_SYSTEM_SETTINGS_PATH, t`System Settings`),
  link(ADMIN_SITE_CONTENT_PATH, t`Site Content`),
  link(ADMIN_STRIPE_CONFIGURATION_PATH, t`Stripe Configuration`),
  link(ADMIN_VOICE_CONFIGURATION_PATH, t`Voice Configuration`),
  link(ADMIN_CUSTOM_DOMAIN_PATH, t`Custom Domain`),
];

const adminContacts = (): NavLinkItem[] => [
  link(ADMIN_CONTACTS_PATH, t`Contacts`),
  // The tenant's outbound campaigns (admins see every campaign of the tenant) and its do-not-call list (admins
  // remove numbers there; users reach both from their own menu).
  link(CAMPAIGNS_PATH, t`Campaigns`),
  link(DO_NOT_CALL_PATH, t`Do Not Call`),
];

/**
 * The audit log, not in the spec's menu (added so admins can find it without typing its address): platform admins
 * read every tenant's at /super-admin/audit-log, a reseller admin its tenant's at /admin/audit-log
 * ('audit-log.read').
 */
function auditLog(role: string | null | undefined): NavLinkItem[] {
  if (can(role, 'super-admin-area')) return [link(SUPER_ADMIN_AUDIT_LOG_PATH, t`Audit Log`)];
  return can(role, 'audit-log.read') ? [link(ADMIN_AUDIT_LOG_PATH, t`Audit Log`)] : [];
}

/**
 * Config entries of a role. Not in the spec's menu: the sandbox email outbox (where sandbox emails can be read, since
 * none leaves the machine), shown to the holders of the server's 'email-outbox.read' (platform admins; not reseller
 * admins: it holds live password links of their users).
 */
/** The remotes' releases are the platform's own: its admins only ('super-admin-area'). */
function releases(role: string | null | undefined): NavLinkItem[] {
  return can(role, 'super-admin-area') ? [link(SUPER_ADMIN_RELEASES_PATH, t`Releases`)] : [];
}

function adminConfig(role: string | null | undefined): NavLinkItem[] {
  const outbox = can(role, 'email-outbox.read')
    ? [link(ADMIN_EMAIL_OUTBOX_PATH, t`Email Outbox`)]
    : [];
  // A reseller's customers' emails leave from its own address: reseller admins only ('email-sender.manage').
  const sender = can(role, 'email-sender.manage')
    ? [link(ADMIN_EMAIL_SENDER_PATH, t`Email Sender`)]
    : [];
  // A reseller's own terms and privacy pages, beside its site's copy: reseller admins only ('legal-pages.manage').
  const legal = can(role, 'legal-pages.manage')
    ? [link(ADMIN_LEGAL_PAGES_PATH, t`Legal Pages`)]
    : [];
  const settings = adminSettings().flatMap((item) =>
    item.to === ADMIN_SITE_CONTENT_PATH ? [item, ...legal] : [item],
  );
  return [
    ...settings,
    ...sender,
    ...adminContacts(),
    ...releases(role),
    ...outbox,
    ...auditLog(role),
  ];
}

/**
 * The platform's reseller billing screens, not in the spec's menu (resellers pay the platform too, and these screens
 * are where that is managed): shown to the holders of 'super-admin-area' (platform admins), whom the server alone
 * lets in.
 */
const resellerBillingLinks = (): NavLinkItem[] => [
  link(SUPER_ADMIN_RESELLER_PACKAGES_PATH, t`Reseller Packages`),
  link(SUPER_ADMIN_RESELLER_SUBSCRIPTIONS_PATH, t`Reseller Subscriptions`),
  link(SUPER_ADMIN_RESELLER_TRANSACTIONS_PATH, t`Reseller Transactions`),
  link(SUPER_ADMIN_USAGE_REPORTS_PATH, t`Usage Reports`),
];

function resellerBilling(role: string | null | undefined): NavLinkItem[] {
  return can(role, 'super-admin-area') ? resellerBillingLinks() : [];
}

/** Admin menu (spec 000 §2): replaces the user menu for the holders of 'admin-area'. */
export function adminMenu(role: string | null | undefined): NavEntry[] {
  const resellers = resellerBilling(role);
  return [
    link(ADMIN_PATH, t`Dashboard`),
    link(ADMIN_ASSISTANTS_PATH, t`Assistants`),
    link(ADMIN_CALL_LOGS_PATH, t({ message: 'Call Logs', context: 'menu' })),
    group(t`Subscription`, [
      link(ADMIN_SUBSCRIPTIONS_PATH, t`Subscriptions`),
      link(ADMIN_TRANSACTIONS_PATH, t`Transactions`),
    ]),
    group(t({ message: 'Config', context: 'menu' }), adminConfig(role)),
    ...(resellers.length > 0
      ? [group(t({ message: 'Resellers', context: 'menu' }), resellers)]
      : []),
    link(ADMIN_DEMO_REQUESTS_PATH, t({ message: 'Demo Requests', context: 'menu' })),
  ];
}

/**
 * The content menu: a content admin (content.edit without the admin area) edits the templates and the landing's
 * features and reads the super-admin assistant list; it has no billing, so no user menu either.
 */
export function contentMenu(role: string | null | undefined): NavLinkItem[] {
  return [
    link(DASHBOARD_PATH, t`Dashboard`),
    ...(can(role, 'super-admin-assistants')
      ? [link(SUPER_ADMIN_ASSISTANTS_PATH, t`Assistants`)]
      : []),
    link(ADMIN_TEMPLATES_PATH, t`Templates`),
    link(ADMIN_FEATURES_PATH, t`Features`),
  ];
}

const editsContentOnly = (role: string | null | undefined) =>
  can(role, 'content.edit') && !can(role, 'admin-area');

/**
 * The desktop menu of a role: the admin menu for 'admin-area' (admin, super_admin, reseller_admin; spec 000 §6),
 * the content menu for a content admin, the user menu otherwise.
 */
export function mainMenu(role: string | null | undefined): NavEntry[] {
  if (can(role, 'admin-area')) return adminMenu(role);
  return editsContentOnly(role) ? contentMenu(role) : userMenu(role);
}

/** The mobile menu: the same places as one list, with the spec's mobile labels. */
export function mobileMenu(role: string | null | undefined): NavLinkItem[] {
  if (can(role, 'admin-area')) {
    return [
      link(ADMIN_PATH, t`Dashboard`),
      link(ADMIN_ASSISTANTS_PATH, t`Assistants`),
      link(ADMIN_CALL_LOGS_PATH, t({ message: 'Call Logs', context: 'menu' })),
      link(ADMIN_SUBSCRIPTIONS_PATH, t`Subscriptions`),
      link(ADMIN_TRANSACTIONS_PATH, t`Transactions`),
      ...adminConfig(role),
      // Spec 000 §2: the mobile menu lists /admin/resellers; it is a platform admins' screen.
      ...(can(role, 'super-admin-area')
        ? [link(ADMIN_RESELLERS_PATH, t({ message: 'Resellers', context: 'menu' }))]
        : []),
      ...resellerBilling(role),
      link(ADMIN_DEMO_REQUESTS_PATH, t({ message: 'Demo Requests', context: 'menu' })),
    ];
  }
  if (editsContentOnly(role)) return contentMenu(role);
  const items = [
    link(DASHBOARD_PATH, t`Dashboard`),
    link(ASSISTANTS_PATH, t`My Assistants`),
    link(CALL_LOGS_PATH, t({ message: 'Call Logs', context: 'menu' })),
    link(BOOKINGS_PATH, t`Bookings`),
    link(CAMPAIGNS_PATH, t`Campaigns`),
    link(DO_NOT_CALL_PATH, t`Do Not Call`),
    link(subscriptionPath(role), t`Subscription`),
    link(TRANSACTIONS_PATH, t`Transactions`),
    link(DEMO_REQUEST_PATH, t`Request Demo`),
  ];
  if (can(role, 'reseller-billing')) {
    items.push(
      link(ADMIN_SYSTEM_SETTINGS_PATH, t`System Settings`),
      link(ADMIN_STRIPE_CONFIGURATION_PATH, t`Stripe Configuration`),
    );
  }
  return items;
}

/**
 * The user dropdown's links (Sign out is a button after them). Developers (API keys and webhooks) beside the
 * profile, for every role: everyone may have keys, and the bars are full at 390 px.
 */
export function accountMenu(role: string | null | undefined): NavLinkItem[] {
  const items = [link(PROFILE_PATH, t`Profile`), link(DEVELOPERS_PATH, t`Developers`)];
  if (can(role, 'reseller-billing'))
    items.push(link(RESELLER_BILLING_PATH, t`Billing and Subscription`));
  if (can(role, 'super-admin-area')) items.push(link(SUPER_ADMIN_PATH, t`Super Admin`));
  return items;
}

/** The Switch User control beside the admin menu: the holders of 'impersonate' (platform admins). */
export function showsSwitchUser(role: string | null | undefined): boolean {
  return can(role, 'impersonate');
}

/** Up to two initials of a name, e.g. 'Jane Doe' -> 'JD'. */
export function initials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
