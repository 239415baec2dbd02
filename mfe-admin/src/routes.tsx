import { msg } from '@lingui/core/macro';
import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@voice/contracts/core';
import {
  ADMIN_AUDIT_LOG_PATH,
  ADMIN_CUSTOM_DOMAIN_PATH,
  ADMIN_EMAIL_SENDER_PATH,
  ADMIN_CONTACTS_PATH,
  ADMIN_DEMO_REQUESTS_PATH,
  ADMIN_EMAIL_OUTBOX_PATH,
  ADMIN_FEATURES_PATH,
  ADMIN_PACKAGES_PATH,
  ADMIN_PATH,
  ADMIN_RESELLERS_PATH,
  ADMIN_STRIPE_CONFIGURATION_PATH,
  ADMIN_SUBSCRIPTIONS_PATH,
  ADMIN_SYSTEM_SETTINGS_PATH,
  ADMIN_SITE_CONTENT_PATH,
  ADMIN_LEGAL_PAGES_PATH,
  ADMIN_TEMPLATES_PATH,
  ADMIN_USAGE_OVERVIEW_PATH,
  ADMIN_USERS_PATH,
  ADMIN_VOICE_CONFIGURATION_PATH,
  DASHBOARD_PATH,
  SUPER_ADMIN_AUDIT_LOG_PATH,
  SUPER_ADMIN_PATH,
  SUPER_ADMIN_RESELLER_PACKAGES_PATH,
  SUPER_ADMIN_RESELLER_PATH,
  SUPER_ADMIN_RESELLER_SUBSCRIPTIONS_PATH,
  SUPER_ADMIN_RESELLER_TRANSACTIONS_PATH,
  SUPER_ADMIN_RESELLERS_PATH,
  SUPER_ADMIN_USAGE_REPORTS_PATH,
  SUPER_ADMIN_RELEASES_PATH,
  SUPER_ADMIN_USERS_PATH,
} from '@voice/contracts/paths';
import { adminCatalog } from './i18n/catalog';

const loadDashboard = () => import('./features/admin-dashboard/admin-dashboard-page');
const loadContactMessages = () => import('./features/admin-inbox/contact-messages-page');
const loadEmailOutbox = () => import('./features/admin-inbox/email-outbox-page');
const loadSubscriptions = () => import('./features/admin-subscriptions/admin-subscriptions-page');
const loadAdminPackages = () => import('./features/admin-packages/admin-packages-page');
const loadUsageOverview = () => import('./features/usage-overview/usage-overview-page');
const loadUsageReports = () => import('./features/usage-reports/usage-reports-page');
const loadResellers = () => import('./features/resellers/resellers-page');
const loadStripeConfiguration = () =>
  import('./features/stripe-configuration/stripe-configuration-page');

/** The shell sends admins' /dashboard here too (spec 000 §2: the admin view replaces the user's). */
const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  buildVersion: __BUILD_VERSION__,
  messages: adminCatalog,
  routes: [
    { path: ADMIN_PATH, guard: 'admin-area', title: msg`Admin Dashboard`, load: loadDashboard },
    { path: DASHBOARD_PATH, guard: 'admin-area', title: msg`Dashboard`, load: loadDashboard },
    {
      path: ADMIN_CONTACTS_PATH,
      guard: 'admin-area',
      title: msg`Contact Messages`,
      load: loadContactMessages,
    },
    {
      path: ADMIN_EMAIL_OUTBOX_PATH,
      guard: 'email-outbox.read',
      title: msg`Email Outbox`,
      load: loadEmailOutbox,
    },
    {
      path: ADMIN_PACKAGES_PATH,
      guard: 'packages.manage',
      title: msg`Packages`,
      load: loadAdminPackages,
    },
    {
      path: ADMIN_STRIPE_CONFIGURATION_PATH,
      guard: 'payment-settings.read',
      title: msg`Stripe Configuration`,
      load: loadStripeConfiguration,
    },
    {
      path: ADMIN_VOICE_CONFIGURATION_PATH,
      guard: 'voice-settings.read',
      title: msg`Voice Configuration`,
      load: () => import('./features/voice-configuration/voice-configuration-page'),
    },
    {
      path: ADMIN_CUSTOM_DOMAIN_PATH,
      guard: 'custom-domain.manage',
      title: msg`Custom Domain`,
      load: () => import('./features/custom-domain/custom-domain-page'),
    },
    {
      path: ADMIN_EMAIL_SENDER_PATH,
      guard: 'email-sender.manage',
      title: msg`Email Sender`,
      load: () => import('./features/email-sender/email-sender-page'),
    },
    {
      path: ADMIN_SUBSCRIPTIONS_PATH,
      guard: 'admin-area',
      title: msg`Subscriptions`,
      load: loadSubscriptions,
    },
    {
      path: ADMIN_TEMPLATES_PATH,
      guard: 'content.edit',
      title: msg`Assistant Templates`,
      load: () => import('./features/assistant-templates/assistant-templates-page'),
    },
    {
      path: ADMIN_SYSTEM_SETTINGS_PATH,
      guard: 'admin-area',
      title: msg`System Settings`,
      load: () => import('./features/system-settings/system-settings-page'),
    },
    {
      path: ADMIN_SITE_CONTENT_PATH,
      guard: 'admin-area',
      title: msg`Site Content`,
      load: () => import('./features/site-content/site-content-page'),
    },
    {
      path: ADMIN_LEGAL_PAGES_PATH,
      guard: 'legal-pages.manage',
      title: msg`Legal Pages`,
      load: () => import('./features/legal-pages/legal-pages-page'),
    },
    {
      path: ADMIN_FEATURES_PATH,
      guard: 'content.edit',
      title: msg`Features`,
      load: () => import('./features/features/features-page'),
    },
    {
      path: ADMIN_USAGE_OVERVIEW_PATH,
      guard: 'admin-area',
      title: msg`Usage Overview`,
      load: loadUsageOverview,
    },
    {
      path: ADMIN_USERS_PATH,
      guard: 'admin-area',
      title: msg`Users`,
      load: () => import('./features/users/users-page'),
    },
    {
      path: SUPER_ADMIN_USERS_PATH,
      guard: 'super-admin-area',
      title: msg`Users`,
      load: () => import('./features/users/users-page'),
    },
    {
      path: ADMIN_DEMO_REQUESTS_PATH,
      guard: 'admin-area',
      title: msg`Demo Requests`,
      load: () => import('./features/demo-requests/demo-requests-page'),
    },
    {
      path: SUPER_ADMIN_PATH,
      guard: 'super-admin-area',
      title: msg`Super Admin`,
      load: () => import('./features/super-admin-overview/super-admin-overview-page'),
    },
    {
      path: SUPER_ADMIN_RESELLERS_PATH,
      guard: 'super-admin-area',
      title: msg`Resellers`,
      load: loadResellers,
    },
    {
      path: ADMIN_RESELLERS_PATH,
      guard: 'super-admin-area',
      title: msg`Resellers`,
      load: loadResellers,
    },
    {
      path: SUPER_ADMIN_RESELLER_PATH,
      guard: 'super-admin-area',
      title: msg`Reseller`,
      load: () => import('./features/resellers/reseller-detail-page'),
    },
    {
      path: ADMIN_AUDIT_LOG_PATH,
      guard: 'audit-log.read',
      title: msg`Audit Log`,
      load: () => import('./features/audit-log/audit-log-page'),
    },
    {
      path: SUPER_ADMIN_AUDIT_LOG_PATH,
      guard: 'super-admin-area',
      title: msg`Audit Log`,
      load: () =>
        import('./features/audit-log/audit-log-page').then((module) => ({
          default: module.SuperAdminAuditLogPage,
        })),
    },
    {
      path: SUPER_ADMIN_USAGE_REPORTS_PATH,
      guard: 'super-admin-area',
      title: msg`Usage Reports`,
      load: loadUsageReports,
    },
    {
      path: SUPER_ADMIN_RELEASES_PATH,
      guard: 'super-admin-area',
      title: msg`Releases`,
      load: () => import('./features/releases/releases-page'),
    },
    {
      path: SUPER_ADMIN_RESELLER_PACKAGES_PATH,
      guard: 'super-admin-area',
      title: msg`Reseller Packages`,
      load: () => import('./features/reseller-packages/reseller-packages-page'),
    },
    {
      path: SUPER_ADMIN_RESELLER_SUBSCRIPTIONS_PATH,
      guard: 'super-admin-area',
      title: msg`Reseller Subscriptions`,
      load: () => import('./features/reseller-subscriptions/reseller-subscriptions-page'),
    },
    {
      path: SUPER_ADMIN_RESELLER_TRANSACTIONS_PATH,
      guard: 'super-admin-area',
      title: msg`Reseller Transactions`,
      load: () => import('./features/reseller-transactions/reseller-transactions-page'),
    },
  ],
};

export default remote;
