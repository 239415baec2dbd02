import { REMOTE_CONTRACT_VERSION, type RemoteModule, paths } from '@voice/contracts/core';

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
  routes: [
    { path: paths.admin, guard: 'admin-area', title: 'Admin Dashboard', load: loadDashboard },
    { path: paths.dashboard, guard: 'admin-area', title: 'Dashboard', load: loadDashboard },
    {
      path: paths.adminContacts,
      guard: 'admin-area',
      title: 'Contact Messages',
      load: loadContactMessages,
    },
    {
      path: paths.adminEmailOutbox,
      guard: 'email-outbox.read',
      title: 'Email Outbox',
      load: loadEmailOutbox,
    },
    {
      path: paths.adminPackages,
      guard: 'packages.manage',
      title: 'Packages',
      load: loadAdminPackages,
    },
    {
      path: paths.adminStripeConfiguration,
      guard: 'payment-settings.read',
      title: 'Stripe Configuration',
      load: loadStripeConfiguration,
    },
    {
      path: paths.adminVoiceConfiguration,
      guard: 'voice-settings.read',
      title: 'Voice Configuration',
      load: () => import('./features/voice-configuration/voice-configuration-page'),
    },
    {
      path: paths.adminSubscriptions,
      guard: 'admin-area',
      title: 'Subscriptions',
      load: loadSubscriptions,
    },
    {
      path: paths.adminTemplates,
      guard: 'content.edit',
      title: 'Assistant Templates',
      load: () => import('./features/assistant-templates/assistant-templates-page'),
    },
    {
      path: paths.adminSystemSettings,
      guard: 'admin-area',
      title: 'System Settings',
      load: () => import('./features/system-settings/system-settings-page'),
    },
    {
      path: paths.adminFeatures,
      guard: 'content.edit',
      title: 'Features',
      load: () => import('./features/features/features-page'),
    },
    {
      path: paths.adminUsageOverview,
      guard: 'admin-area',
      title: 'Usage Overview',
      load: loadUsageOverview,
    },
    {
      path: paths.adminUsers,
      guard: 'admin-area',
      title: 'Users',
      load: () => import('./features/users/users-page'),
    },
    {
      path: paths.superAdminUsers,
      guard: 'super-admin-area',
      title: 'Users',
      load: () => import('./features/users/users-page'),
    },
    {
      path: paths.adminDemoRequests,
      guard: 'admin-area',
      title: 'Demo Requests',
      load: () => import('./features/demo-requests/demo-requests-page'),
    },
    {
      path: paths.superAdmin,
      guard: 'super-admin-area',
      title: 'Super Admin',
      load: () => import('./features/super-admin-overview/super-admin-overview-page'),
    },
    {
      path: paths.superAdminResellers,
      guard: 'super-admin-area',
      title: 'Resellers',
      load: loadResellers,
    },
    {
      path: paths.adminResellers,
      guard: 'super-admin-area',
      title: 'Resellers',
      load: loadResellers,
    },
    {
      path: paths.superAdminReseller.pattern,
      guard: 'super-admin-area',
      title: 'Reseller',
      load: () => import('./features/resellers/reseller-detail-page'),
    },
    {
      path: paths.adminAuditLog,
      guard: 'audit-log.read',
      title: 'Audit Log',
      load: () => import('./features/audit-log/audit-log-page'),
    },
    {
      path: paths.superAdminAuditLog,
      guard: 'super-admin-area',
      title: 'Audit Log',
      load: () =>
        import('./features/audit-log/audit-log-page').then((module) => ({
          default: module.SuperAdminAuditLogPage,
        })),
    },
    {
      path: paths.superAdminUsageReports,
      guard: 'super-admin-area',
      title: 'Usage Reports',
      load: loadUsageReports,
    },
    {
      path: paths.superAdminResellerPackages,
      guard: 'super-admin-area',
      title: 'Reseller Packages',
      load: () => import('./features/reseller-packages/reseller-packages-page'),
    },
    {
      path: paths.superAdminResellerSubscriptions,
      guard: 'super-admin-area',
      title: 'Reseller Subscriptions',
      load: () => import('./features/reseller-subscriptions/reseller-subscriptions-page'),
    },
    {
      path: paths.superAdminResellerTransactions,
      guard: 'super-admin-area',
      title: 'Reseller Transactions',
      load: () => import('./features/reseller-transactions/reseller-transactions-page'),
    },
  ],
};

export default remote;
