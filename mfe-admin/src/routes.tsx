import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@voice/contracts/core';

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
    { path: '/admin', guard: 'admin-area', title: 'Admin Dashboard', load: loadDashboard },
    { path: '/dashboard', guard: 'admin-area', title: 'Dashboard', load: loadDashboard },
    {
      path: '/admin/contacts',
      guard: 'admin-area',
      title: 'Contact Messages',
      load: loadContactMessages,
    },
    {
      path: '/admin/email-outbox',
      guard: 'email-outbox.read',
      title: 'Email Outbox',
      load: loadEmailOutbox,
    },
    {
      path: '/admin/packages',
      guard: 'packages.manage',
      title: 'Packages',
      load: loadAdminPackages,
    },
    {
      path: '/admin/stripe-configuration',
      guard: 'payment-settings.read',
      title: 'Stripe Configuration',
      load: loadStripeConfiguration,
    },
    {
      path: '/admin/voice-configuration',
      guard: 'voice-settings.read',
      title: 'Voice Configuration',
      load: () => import('./features/voice-configuration/voice-configuration-page'),
    },
    {
      path: '/admin/subscriptions',
      guard: 'admin-area',
      title: 'Subscriptions',
      load: loadSubscriptions,
    },
    {
      path: '/admin/templates',
      guard: 'content.edit',
      title: 'Assistant Templates',
      load: () => import('./features/assistant-templates/assistant-templates-page'),
    },
    {
      path: '/admin/system-settings',
      guard: 'admin-area',
      title: 'System Settings',
      load: () => import('./features/system-settings/system-settings-page'),
    },
    {
      path: '/admin/features',
      guard: 'content.edit',
      title: 'Features',
      load: () => import('./features/features/features-page'),
    },
    {
      path: '/admin/usage-overview',
      guard: 'admin-area',
      title: 'Usage Overview',
      load: loadUsageOverview,
    },
    {
      path: '/admin/users',
      guard: 'admin-area',
      title: 'Users',
      load: () => import('./features/users/users-page'),
    },
    {
      path: '/super-admin/users',
      guard: 'super-admin-area',
      title: 'Users',
      load: () => import('./features/users/users-page'),
    },
    {
      path: '/admin/demo-requests',
      guard: 'admin-area',
      title: 'Demo Requests',
      load: () => import('./features/demo-requests/demo-requests-page'),
    },
    {
      path: '/super-admin',
      guard: 'super-admin-area',
      title: 'Super Admin',
      load: () => import('./features/super-admin-overview/super-admin-overview-page'),
    },
    {
      path: '/super-admin/resellers',
      guard: 'super-admin-area',
      title: 'Resellers',
      load: loadResellers,
    },
    {
      path: '/admin/resellers',
      guard: 'super-admin-area',
      title: 'Resellers',
      load: loadResellers,
    },
    {
      path: '/super-admin/resellers/:id',
      guard: 'super-admin-area',
      title: 'Reseller',
      load: () => import('./features/resellers/reseller-detail-page'),
    },
    {
      path: '/admin/audit-log',
      guard: 'audit-log.read',
      title: 'Audit Log',
      load: () => import('./features/audit-log/audit-log-page'),
    },
    {
      path: '/super-admin/audit-log',
      guard: 'super-admin-area',
      title: 'Audit Log',
      load: () =>
        import('./features/audit-log/audit-log-page').then((module) => ({
          default: module.SuperAdminAuditLogPage,
        })),
    },
    {
      path: '/super-admin/usage-reports',
      guard: 'super-admin-area',
      title: 'Usage Reports',
      load: loadUsageReports,
    },
    {
      path: '/super-admin/reseller-packages',
      guard: 'super-admin-area',
      title: 'Reseller Packages',
      load: () => import('./features/reseller-packages/reseller-packages-page'),
    },
    {
      path: '/super-admin/reseller-subscriptions',
      guard: 'super-admin-area',
      title: 'Reseller Subscriptions',
      load: () => import('./features/reseller-subscriptions/reseller-subscriptions-page'),
    },
    {
      path: '/super-admin/reseller-transactions',
      guard: 'super-admin-area',
      title: 'Reseller Transactions',
      load: () => import('./features/reseller-transactions/reseller-transactions-page'),
    },
  ],
};

export default remote;
