import { describe, it, expect, beforeEach, afterEach, beforeAll } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DROPDOWN_HIDE_DELAY_MS } from '@voice/contracts/core';
import { useSession } from '@voice/session';
import { preloadTopNavParts, TopNav } from './top-nav';
import {
  fakeServer,
  linksIn,
  renderAt,
  restoreServer,
  signIn,
  signOutLocally,
} from './test-support';

const notImpersonating = (): [number, unknown] => [
  200,
  { is_impersonating: false, original_admin_id: null },
];

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

async function openDropdown(name: string) {
  const button = screen.getByRole('button', { name });
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
}

async function openMobileMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  return screen.getByRole('navigation', { name: 'Mobile' });
}

const ADMIN_TOP = [
  ['Dashboard', '/admin'],
  ['Assistants', '/admin/assistants'],
  ['Call Logs', '/admin/call-logs'],
  ['Demo Requests', '/admin/demo-requests'],
];
const ADMIN_CONFIG = [
  ['Usage Overview', '/admin/usage-overview'],
  ['Features', '/admin/features'],
  ['Templates', '/admin/templates'],
  ['Packages', '/admin/packages'],
  ['Users', '/admin/users'],
  ['System Settings', '/admin/system-settings'],
  ['Site Content', '/admin/system-settings/site-content'],
  ['Stripe Configuration', '/admin/stripe-configuration'],
  ['Voice Configuration', '/admin/voice-configuration'],
  ['Custom Domain', '/admin/custom-domain'],
  ['Contacts', '/admin/contacts'],
  ['Campaigns', '/campaigns'],
  ['Do Not Call', '/do-not-call'],
  ['Releases', '/super-admin/releases'],
  ['Email Outbox', '/admin/email-outbox'],
  ['Audit Log', '/super-admin/audit-log'],
];

// The top bar's signed-in parts are chunks of their own; here they are ready before the first render.
beforeAll(() => preloadTopNavParts());

describe('TopNav', () => {
  beforeEach(() => {
    signOutLocally();
    fakeServer({ 'GET /api/check-impersonation': notImpersonating });
  });
  afterEach(() => {
    restoreServer();
  });

  it('links the logo (app name, or the branding logo) to /', () => {
    renderAt(<TopNav />, '/');
    expect(screen.getByRole('link', { name: 'AI Phone System' })).toHaveAttribute('href', '/');
  });

  describe('signed out', () => {
    it('shows only Login and Register, on desktop and in the mobile menu', async () => {
      renderAt(<TopNav />, '/');
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      expect(linksIn(screen.getByRole('navigation', { name: 'Account' }))).toEqual([
        ['Login', '/login'],
        ['Register', '/register'],
      ]);
      expect(screen.queryByRole('button', { name: /sign out/i })).not.toBeInTheDocument();
      expect(linksIn(await openMobileMenu())).toEqual([
        ['Login', '/login'],
        ['Register', '/register'],
      ]);
    });
  });

  describe('user', () => {
    beforeEach(() => signIn('user'));

    it('shows the user menu with the Subscription dropdown', async () => {
      renderAt(<TopNav />);
      expect(linksIn(mainNav())).toEqual([
        ['Dashboard', '/dashboard'],
        ['My Assistants', '/assistants'],
        ['Call Logs', '/call-logs'],
        ['Bookings', '/bookings'],
        ['Demo Requests', '/demo-request'],
      ]);
      expect(linksIn(await openDropdown('Outbound'))).toEqual([
        ['Campaigns', '/campaigns'],
        ['Do Not Call', '/do-not-call'],
      ]);
      expect(linksIn(await openDropdown('Subscription'))).toEqual([
        ['Subscription', '/subscription'],
        ['Transactions', '/transactions'],
      ]);
      expect(within(mainNav()).queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
      expect(within(mainNav()).queryByRole('button', { name: 'Config' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    });

    it('marks the current page', () => {
      renderAt(<TopNav />, '/call-logs');
      expect(within(mainNav()).getByRole('link', { name: 'Call Logs' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(mainNav()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
        'aria-current',
      );
    });

    it('has a user dropdown with initials, name, Profile, Developers and Sign out only', async () => {
      renderAt(<TopNav />);
      const trigger = screen.getByRole('button', { name: 'Jane Doe' });
      expect(trigger).toHaveTextContent('JD');
      const panel = await openDropdown('Jane Doe');
      expect(linksIn(panel)).toEqual([
        ['Profile', '/profile'],
        ['Developers', '/developers'],
      ]);
      expect(within(panel).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    });

    it('lists the mobile labels in the mobile menu', async () => {
      renderAt(<TopNav />);
      const hamburger = screen.getByRole('button', { name: 'Menu' });
      expect(hamburger).toHaveAttribute('aria-expanded', 'false');
      const menu = await openMobileMenu();
      expect(hamburger).toHaveAttribute('aria-expanded', 'true');
      expect(linksIn(menu)).toEqual([
        ['Dashboard', '/dashboard'],
        ['My Assistants', '/assistants'],
        ['Call Logs', '/call-logs'],
        ['Bookings', '/bookings'],
        ['Campaigns', '/campaigns'],
        ['Do Not Call', '/do-not-call'],
        ['Subscription', '/subscription'],
        ['Transactions', '/transactions'],
        ['Request Demo', '/demo-request'],
        ['Profile', '/profile'],
        ['Developers', '/developers'],
      ]);
      // Whose account the last links are: the name, in full for assistive technology and as its tooltip.
      expect(within(menu).getByTitle('Jane Doe')).toHaveTextContent('Jane Doe');
      await userEvent.click(within(menu).getByRole('link', { name: 'Call Logs' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/call-logs');
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    });
  });

  describe('reseller admin', () => {
    beforeEach(() => signIn('reseller_admin'));

    it('gets the admin menu and Billing and Subscription, but no Super Admin', async () => {
      renderAt(<TopNav />);
      expect(linksIn(mainNav())).toEqual(ADMIN_TOP);
      expect(linksIn(await openDropdown('Jane Doe'))).toEqual([
        ['Profile', '/profile'],
        ['Developers', '/developers'],
        ['Billing and Subscription', '/reseller-billing'],
      ]);
    });

    it('reaches system settings and Stripe configuration through Config', async () => {
      renderAt(<TopNav />);
      const config = linksIn(await openDropdown('Config'));
      expect(config).toContainEqual(['System Settings', '/admin/system-settings']);
      expect(config).toContainEqual(['Stripe Configuration', '/admin/stripe-configuration']);
      expect(config).toContainEqual(['Voice Configuration', '/admin/voice-configuration']);
      // Its site's copy, and its customers' emails from its own address, next to its domain.
      expect(config).toContainEqual(['Site Content', '/admin/system-settings/site-content']);
      // Its own terms and privacy pages, beside its site's copy.
      const content = config.findIndex(([name]) => name === 'Site Content');
      expect(config[content + 1]).toEqual(['Legal Pages', '/admin/system-settings/legal-pages']);
      const at = config.findIndex(([name]) => name === 'Custom Domain');
      expect(config[at + 1]).toEqual(['Email Sender', '/admin/email-sender']);
      // The outbox holds live password links of the reseller's users: platform admins only.
      expect(config).not.toContainEqual(['Email Outbox', '/admin/email-outbox']);
      // Its tenant's audit log.
      expect(config).toContainEqual(['Audit Log', '/admin/audit-log']);
    });

    it("has no resellers list in the mobile menu (a platform admins' screen)", async () => {
      renderAt(<TopNav />, '/admin');
      const links = linksIn(await openMobileMenu());
      expect(links.map(([, href]) => href)).not.toContain('/admin/resellers');
      expect(links).toContainEqual(['Demo Requests', '/admin/demo-requests']);
    });
  });

  describe('admin', () => {
    beforeEach(() => signIn('admin'));

    it('replaces the user menu with the admin menu and its dropdowns', async () => {
      renderAt(<TopNav />, '/admin');
      expect(linksIn(mainNav())).toEqual(ADMIN_TOP);
      expect(
        within(mainNav()).queryByRole('link', { name: 'My Assistants' }),
      ).not.toBeInTheDocument();
      expect(linksIn(await openDropdown('Subscription'))).toEqual([
        ['Subscriptions', '/admin/subscriptions'],
        ['Transactions', '/admin/transactions'],
      ]);
      expect(linksIn(await openDropdown('Config'))).toEqual(ADMIN_CONFIG);
    });

    it('shows Super Admin in the user dropdown, not Billing and Subscription', async () => {
      renderAt(<TopNav />, '/admin');
      expect(linksIn(await openDropdown('Jane Doe'))).toEqual([
        ['Profile', '/profile'],
        ['Developers', '/developers'],
        ['Super Admin', '/super-admin'],
      ]);
    });

    it('lists /admin/resellers in the mobile menu', async () => {
      renderAt(<TopNav />, '/admin');
      const links = linksIn(await openMobileMenu());
      expect(links).toContainEqual(['Resellers', '/admin/resellers']);
      expect(links).toContainEqual(['Super Admin', '/super-admin']);
      expect(links.map(([, href]) => href)).not.toContain('/assistants');
    });
  });

  describe('super admin', () => {
    beforeEach(() => signIn('super_admin'));

    it('gets the admin menu, as admin does, and Super Admin in the user dropdown', async () => {
      renderAt(<TopNav />);
      expect(linksIn(mainNav())[0]).toEqual(['Dashboard', '/admin']);
      expect(screen.getByRole('button', { name: 'Config' })).toBeInTheDocument();
      expect(linksIn(await openDropdown('Jane Doe'))).toEqual([
        ['Profile', '/profile'],
        ['Developers', '/developers'],
        ['Super Admin', '/super-admin'],
      ]);
    });
  });

  describe('dropdowns', () => {
    beforeEach(() => signIn('admin'));

    it('open from the keyboard and close on Escape, returning focus', async () => {
      const user = userEvent.setup();
      renderAt(<TopNav />, '/admin');
      const config = screen.getByRole('button', { name: 'Config' });
      config.focus();
      await user.keyboard('{Enter}');
      expect(config).toHaveAttribute('aria-expanded', 'true');
      await user.tab();
      expect(screen.getByRole('link', { name: 'Usage Overview' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(config).toHaveAttribute('aria-expanded', 'false');
      expect(config).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(config).toHaveAttribute('aria-expanded', 'true');
    });

    it('open on hover and hide DROPDOWN_HIDE_DELAY_MS after the pointer leaves, unless it comes back', async () => {
      const user = userEvent.setup();
      renderAt(<TopNav />, '/admin');
      const config = screen.getByRole('button', { name: 'Config' });
      await user.hover(config);
      expect(config).toHaveAttribute('aria-expanded', 'true');
      const left = Date.now();
      await user.unhover(config);
      expect(config).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(config).toHaveAttribute('aria-expanded', 'false'));
      expect(Date.now() - left).toBeGreaterThanOrEqual(DROPDOWN_HIDE_DELAY_MS - 20);
      await user.hover(config);
      await user.unhover(config);
      await user.hover(config);
      await new Promise((resolve) => setTimeout(resolve, DROPDOWN_HIDE_DELAY_MS + 100));
      expect(config).toHaveAttribute('aria-expanded', 'true');
    });

    it('keep a panel opened by a click open (the click after the hover means open)', async () => {
      const user = userEvent.setup();
      renderAt(<TopNav />, '/admin');
      const config = screen.getByRole('button', { name: 'Config' });
      await user.click(config);
      expect(config).toHaveAttribute('aria-expanded', 'true');
      await user.click(config);
      expect(config).toHaveAttribute('aria-expanded', 'false');
    });

    it('move between the items with the arrow keys', async () => {
      const user = userEvent.setup();
      renderAt(<TopNav />, '/admin');
      const config = screen.getByRole('button', { name: 'Config' });
      config.focus();
      await user.keyboard('{ArrowDown}');
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('link', { name: 'Usage Overview' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('link', { name: 'Features' })).toHaveFocus();
      await user.keyboard('{ArrowUp}{ArrowUp}');
      expect(screen.getByRole('link', { name: 'Audit Log' })).toHaveFocus();
      await user.keyboard('{Home}');
      expect(screen.getByRole('link', { name: 'Usage Overview' })).toHaveFocus();
    });

    it('close on a click outside and after choosing a link', async () => {
      const user = userEvent.setup();
      renderAt(<TopNav />, '/admin');
      const config = screen.getByRole('button', { name: 'Config' });
      await user.click(config);
      await user.click(document.body);
      expect(config).toHaveAttribute('aria-expanded', 'false');
      await user.click(config);
      await user.click(screen.getByRole('link', { name: 'Packages' }));
      expect(config).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/packages');
    });
  });

  describe('sign out', () => {
    it('calls the server, clears the session and goes to /login', async () => {
      const server = fakeServer({
        'GET /api/check-impersonation': notImpersonating,
        'POST /api/logout': () => [200, {}],
      });
      signIn('user');
      renderAt(<TopNav />);
      await openDropdown('Jane Doe');
      await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
      expect(server.calls).toContain('POST /api/logout');
      expect(useSession.getState().token).toBeNull();
      expect(useSession.getState().user).toBeNull();
      expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    });

    it('signs out locally even when the server call fails', async () => {
      fakeServer({
        'GET /api/check-impersonation': notImpersonating,
        'POST /api/logout': () => [500, { message: 'boom' }],
      });
      signIn('admin');
      renderAt(<TopNav />, '/admin');
      await userEvent.click(
        await openMobileMenu().then((m) => within(m).getByRole('button', { name: 'Sign out' })),
      );
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
      expect(useSession.getState().token).toBeNull();
    });
  });
});
