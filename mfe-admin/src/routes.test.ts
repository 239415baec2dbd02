import { describe, expect, it } from '@jest/globals';
import { REMOTE_CONTRACT_VERSION } from '@voice/contracts';
import remote from './routes';
import { routeSummaries } from '@voice/contracts/testing';

describe('mfe-admin routes', () => {
  it("declares the admin dashboard on /admin and admins' /dashboard, and the admin inbox screens", async () => {
    expect(remote.contractVersion).toBe(REMOTE_CONTRACT_VERSION);
    expect(routeSummaries(remote.routes)).toEqual([
      { path: '/admin', guard: 'admin-area', title: 'Admin Dashboard' },
      { path: '/dashboard', guard: 'admin-area', title: 'Dashboard' },
      { path: '/admin/contacts', guard: 'admin-area', title: 'Contact Messages' },
      { path: '/admin/email-outbox', guard: 'email-outbox.read', title: 'Email Outbox' },
      { path: '/admin/packages', guard: 'packages.manage', title: 'Packages' },
      {
        path: '/admin/stripe-configuration',
        guard: 'payment-settings.read',
        title: 'Stripe Configuration',
      },
      {
        path: '/admin/voice-configuration',
        guard: 'voice-settings.read',
        title: 'Voice Configuration',
      },
      { path: '/admin/custom-domain', guard: 'custom-domain.manage', title: 'Custom Domain' },
      { path: '/admin/email-sender', guard: 'email-sender.manage', title: 'Email Sender' },
      { path: '/admin/subscriptions', guard: 'admin-area', title: 'Subscriptions' },
      { path: '/admin/templates', guard: 'content.edit', title: 'Assistant Templates' },
      { path: '/admin/system-settings', guard: 'admin-area', title: 'System Settings' },
      {
        path: '/admin/system-settings/site-content',
        guard: 'admin-area',
        title: 'Site Content',
      },
      {
        path: '/admin/system-settings/legal-pages',
        guard: 'legal-pages.manage',
        title: 'Legal Pages',
      },
      { path: '/admin/features', guard: 'content.edit', title: 'Features' },
      { path: '/admin/usage-overview', guard: 'admin-area', title: 'Usage Overview' },
      { path: '/admin/users', guard: 'admin-area', title: 'Users' },
      { path: '/super-admin/users', guard: 'super-admin-area', title: 'Users' },
      { path: '/admin/demo-requests', guard: 'admin-area', title: 'Demo Requests' },
      { path: '/super-admin', guard: 'super-admin-area', title: 'Super Admin' },
      { path: '/super-admin/resellers', guard: 'super-admin-area', title: 'Resellers' },
      { path: '/admin/resellers', guard: 'super-admin-area', title: 'Resellers' },
      { path: '/super-admin/resellers/:id', guard: 'super-admin-area', title: 'Reseller' },
      { path: '/admin/audit-log', guard: 'audit-log.read', title: 'Audit Log' },
      { path: '/super-admin/audit-log', guard: 'super-admin-area', title: 'Audit Log' },
      {
        path: '/super-admin/usage-reports',
        guard: 'super-admin-area',
        title: 'Usage Reports',
      },
      { path: '/super-admin/releases', guard: 'super-admin-area', title: 'Releases' },
      {
        path: '/super-admin/reseller-packages',
        guard: 'super-admin-area',
        title: 'Reseller Packages',
      },
      {
        path: '/super-admin/reseller-subscriptions',
        guard: 'super-admin-area',
        title: 'Reseller Subscriptions',
      },
      {
        path: '/super-admin/reseller-transactions',
        guard: 'super-admin-area',
        title: 'Reseller Transactions',
      },
    ]);
    const screens = await Promise.all(remote.routes.map((route) => route.load()));
    const [dashboard, alsoDashboard, contacts, outbox] = screens.map((module) => module.default);
    expect(alsoDashboard).toBe(dashboard);
    expect(new Set([dashboard, contacts, outbox]).size).toBe(3);
    expect(screens.every((module) => typeof module.default === 'function')).toBe(true);
    expect(contacts?.name).toBe('ContactMessagesPage');
    expect(outbox?.name).toBe('EmailOutboxPage');
  });
});
