import { describe, it, expect } from '@jest/globals';
import { accountMenu, initials, mainMenu, mobileMenu, userMenu } from './nav-items';

const hrefs = (entries: ReturnType<typeof userMenu>) =>
  entries.flatMap((e) => (e.kind === 'link' ? [e.to] : e.items.map((i) => i.to)));

describe('navigation entries', () => {
  it("gives a reseller admin's user menu the Settings dropdown and /reseller-billing", () => {
    const menu = userMenu('reseller_admin');
    expect(menu.find((e) => e.label === 'Settings')).toEqual({
      kind: 'group',
      label: 'Settings',
      items: [
        { kind: 'link', to: '/admin/system-settings', label: 'System Settings' },
        { kind: 'link', to: '/admin/stripe-configuration', label: 'Stripe Configuration' },
      ],
    });
    expect(hrefs(menu)).toContain('/reseller-billing');
    expect(hrefs(menu)).not.toContain('/subscription');
    expect(mobileMenu('reseller_admin').length).toBeGreaterThan(0);
  });

  it('gives a plain user no Settings dropdown', () => {
    expect(userMenu('user').map((e) => e.label)).toEqual([
      'Dashboard',
      'My Assistants',
      'Call Logs',
      'Bookings',
      'Outbound',
      'Subscription',
      'Demo Requests',
    ]);
    expect(hrefs(userMenu('user'))).toContain('/subscription');
  });

  it("uses the admin menu for the holders of 'admin-area': admin, super_admin and reseller_admin", () => {
    expect(hrefs(mainMenu('admin'))[0]).toBe('/admin');
    expect(hrefs(mainMenu('reseller_admin'))[0]).toBe('/admin');
    expect(hrefs(mainMenu('super_admin'))[0]).toBe('/admin');
    expect(hrefs(mainMenu('content_admin'))[0]).toBe('/dashboard');
    expect(hrefs(mainMenu('user'))[0]).toBe('/dashboard');
  });

  it('gives a content admin its own menu: its assistant list, templates and features, no billing', () => {
    const content = [
      '/dashboard',
      '/super-admin/assistants',
      '/admin/templates',
      '/admin/features',
    ];
    expect(hrefs(mainMenu('content_admin'))).toEqual(content);
    expect(mobileMenu('content_admin').map((i) => i.to)).toEqual(content);
    expect(hrefs(mainMenu('content_admin'))).not.toContain('/subscription');
  });

  it('gives super_admin exactly the menus of admin', () => {
    expect(mainMenu('super_admin')).toEqual(mainMenu('admin'));
    expect(mobileMenu('super_admin')).toEqual(mobileMenu('admin'));
    expect(accountMenu('super_admin')).toEqual(accountMenu('admin'));
  });

  it("shows the email outbox to the holders of the server's 'email-outbox.read' only", () => {
    const outbox = '/admin/email-outbox';
    for (const role of ['admin', 'super_admin']) {
      expect(hrefs(mainMenu(role))).toContain(outbox);
      expect(mobileMenu(role).map((i) => i.to)).toContain(outbox);
    }
    for (const role of ['reseller_admin', 'content_admin', 'user']) {
      expect(hrefs(mainMenu(role))).not.toContain(outbox);
      expect(mobileMenu(role).map((i) => i.to)).not.toContain(outbox);
    }
  });

  it("puts the audit log in the Config dropdown: every tenant's for platform admins, the tenant's for reseller admins", () => {
    const config = (role: string | null) => {
      const group = mainMenu(role).find((e) => e.kind === 'group' && e.label === 'Config');
      return group?.kind === 'group' ? group.items.map((i) => i.to) : [];
    };
    for (const role of ['admin', 'super_admin']) {
      expect(config(role)).toContain('/super-admin/audit-log');
      expect(config(role)).not.toContain('/admin/audit-log');
      expect(mobileMenu(role).map((i) => i.to)).toContain('/super-admin/audit-log');
    }
    expect(config('reseller_admin')).toContain('/admin/audit-log');
    expect(mobileMenu('reseller_admin').map((i) => i.to)).toContain('/admin/audit-log');
    for (const role of ['content_admin', 'user', null]) {
      expect(hrefs(mainMenu(role)).filter((to) => to.endsWith('/audit-log'))).toEqual([]);
    }
  });

  it('shows Super Admin to admin and super_admin only', () => {
    expect(accountMenu('admin').map((i) => i.to)).toContain('/super-admin');
    expect(accountMenu('super_admin').map((i) => i.to)).toContain('/super-admin');
    expect(accountMenu('reseller_admin').map((i) => i.to)).not.toContain('/super-admin');
    expect(accountMenu('content_admin').map((i) => i.to)).toEqual(['/profile', '/developers']);
  });

  it('leads platform admins only to the reseller billing screens', () => {
    const screens = [
      '/super-admin/reseller-packages',
      '/super-admin/reseller-subscriptions',
      '/super-admin/reseller-transactions',
      '/super-admin/usage-reports',
    ];
    for (const role of ['admin', 'super_admin']) {
      const resellers = mainMenu(role).find((e) => e.kind === 'group' && e.label === 'Resellers');
      expect(resellers?.kind === 'group' ? resellers.items.map((i) => i.to) : []).toEqual(screens);
      expect(mobileMenu(role).map((i) => i.to)).toEqual(expect.arrayContaining(screens));
    }
    for (const role of ['reseller_admin', 'content_admin', 'user', null]) {
      for (const screen of screens) {
        expect(hrefs(mainMenu(role))).not.toContain(screen);
        expect(mobileMenu(role).map((i) => i.to)).not.toContain(screen);
      }
    }
  });

  it('leads platform admins only to the Releases screen', () => {
    for (const role of ['admin', 'super_admin']) {
      expect(hrefs(mainMenu(role))).toContain('/super-admin/releases');
      expect(mobileMenu(role).map((i) => i.to)).toContain('/super-admin/releases');
    }
    for (const role of ['reseller_admin', 'content_admin', 'user', null]) {
      expect(hrefs(mainMenu(role))).not.toContain('/super-admin/releases');
      expect(mobileMenu(role).map((i) => i.to)).not.toContain('/super-admin/releases');
    }
  });

  it('makes initials from a name', () => {
    expect(initials('Jane Doe')).toBe('JD');
    expect(initials('  cher ')).toBe('C');
    expect(initials('Anna Maria van Berg')).toBe('AB');
    expect(initials('')).toBe('?');
  });
});
