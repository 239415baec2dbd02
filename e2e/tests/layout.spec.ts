// Every route of every role at 390, 1280 and 1920 px: nothing makes the page wider than the window, no blank space
// below the footer, and every menu item (the dropdowns' and the mobile menu's included) can be brought on screen.
// A screenshot of each page per width is kept under e2e/test-results/layout/<role>/ for a person to look through.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  // Not a React hook: a name the hooks lint rule would take for one.
  useSessionIn as putSessionIn,
  loginViaApi,
  PASSWORD,
  type Session,
  SUPER_ADMIN,
  superAdminToken,
  uniqueEmail,
} from './helpers';
import { editorReady, fillCompany, subscribedUser } from './helpers-assistants';
import { latestEmail, passwordLinkOf } from './helpers-outbox';
import { createActiveReseller, resellerIdOf, type ResellerSite } from './helpers-resellers';
import { MAIN_ORIGIN } from './helpers-sites';

const WIDTHS = [390, 1280, 1920] as const;
const HEIGHTS: Record<(typeof WIDTHS)[number], number> = { 390: 844, 1280: 800, 1920: 1080 };
const SHOTS = join(__dirname, '..', 'test-results', 'layout');
const run = Date.now().toString(36);
const NOT_A_PAGE = '/no-such-page';

type RoleName =
  'signed-out' | 'user' | 'content_admin' | 'reseller_admin' | 'admin' | 'super_admin';

interface Account {
  origin: string;
  session: Session | null;
  /** Routes that no menu links to (the menus' own links are added as they are found). */
  routes: string[];
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A user of the main host with a role, made by the platform admin and given a password through its email link. */
async function accountWithRole(
  request: APIRequestContext,
  role: 'content_admin' | 'super_admin',
): Promise<Session> {
  const email = uniqueEmail(role.replace('_', '-'));
  const created = await request.post('/api/admin/users', {
    headers: bearer(await superAdminToken(request)),
    data: { name: `Layout ${role} ${run}`, email, role },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const link = new URL(passwordLinkOf(await latestEmail(request, email, 'set your password')));
  const reset = await request.post('/api/reset-password', {
    data: {
      token: decodeURIComponent(link.pathname.split('/').pop() ?? ''),
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
  return loginViaApi(request, email, PASSWORD);
}

/** A user with a plan, an assistant and one call, so that the lists and the call page have rows. */
async function userWithCall(browser: Browser, request: APIRequestContext) {
  const session = await subscribedUser(request, `Layout User ${run}`);
  const context = await browser.newContext({ baseURL: MAIN_ORIGIN });
  const page = await context.newPage();
  await putSessionIn(page, session);
  await page.goto('/assistants/create');
  await editorReady(page);
  await fillCompany(page, {
    name: `Wide Layout Dental ${run}`,
    industry: 'Healthcare',
    services: 'check-ups',
  });
  await page.getByRole('button', { name: 'Create Assistant' }).click();
  await expect(page).toHaveURL(/\/assistants$/, { timeout: 15_000 });
  await context.close();
  const list = await request.get('/api/assistants', { headers: bearer(session.token) });
  const assistantId = ((await list.json()) as { data: { id: number }[] }).data[0]?.id;
  const call = await request.post(`/api/assistants/${assistantId}/test-call`, {
    headers: bearer(session.token),
  });
  expect(call.ok(), await call.text()).toBe(true);
  let callId = '';
  await expect
    .poll(async () => {
      const logs = await request.get('/api/call-logs', { headers: bearer(session.token) });
      callId = ((await logs.json()) as { data: { call_id: string }[] }).data[0]?.call_id ?? '';
      return callId;
    })
    .not.toBe('');
  return { session, assistantId: Number(assistantId), callId };
}

const accounts = new Map<RoleName, Account>();
let site: ResellerSite;

test.beforeAll(async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL: MAIN_ORIGIN });
  try {
    const { session, assistantId, callId } = await userWithCall(browser, request);
    const call = `/call-logs/${encodeURIComponent(callId)}`;
    site = await createActiveReseller(request, `Layout Co ${run}`);
    const resellerAdmin = await request.post('/api/login', {
      headers: { Host: new URL(site.origin).host },
      data: { email: site.adminEmail, password: site.adminPassword, remember: false },
    });
    expect(resellerAdmin.ok(), await resellerAdmin.text()).toBe(true);
    const admin = await loginViaApi(request, SUPER_ADMIN.email, SUPER_ADMIN.password);
    const resellerId = await resellerIdOf(request, site.subdomain);
    const adminRoutes = [
      '/dashboard',
      '/profile',
      '/admin/assistants/create',
      `/admin/assistants/${assistantId}/edit`,
      `/admin${call}`,
    ];
    const platformRoutes = [
      ...adminRoutes,
      '/super-admin',
      '/super-admin/users',
      '/super-admin/resellers',
      `/super-admin/resellers/${resellerId}`,
      '/super-admin/assistants',
      '/super-admin/assistants/create',
      `/super-admin/assistants/${assistantId}/edit`,
    ];
    accounts.set('signed-out', {
      origin: MAIN_ORIGIN,
      session: null,
      routes: [
        '/',
        '/pricing',
        '/login',
        '/register',
        '/forgot-password',
        '/reseller-registration',
        '/docs',
        '/privacy',
        '/terms',
        NOT_A_PAGE,
      ],
    });
    accounts.set('user', {
      origin: MAIN_ORIGIN,
      session,
      routes: [
        '/dashboard',
        '/profile',
        '/pricing',
        '/assistants/create',
        `/assistants/${assistantId}/edit`,
        '/webhook-inbox',
        '/bookings',
        call,
      ],
    });
    accounts.set('content_admin', {
      origin: MAIN_ORIGIN,
      session: await accountWithRole(request, 'content_admin'),
      routes: ['/profile', '/super-admin/assistants/create'],
    });
    accounts.set('reseller_admin', {
      origin: site.origin,
      session: (await resellerAdmin.json()) as Session,
      routes: ['/dashboard', '/profile', '/admin/assistants/create'],
    });
    accounts.set('admin', { origin: MAIN_ORIGIN, session: admin, routes: platformRoutes });
    accounts.set('super_admin', {
      origin: MAIN_ORIGIN,
      session: await accountWithRole(request, 'super_admin'),
      routes: platformRoutes,
    });
  } finally {
    await request.dispose();
  }
});

/** Elements running past the right edge, the outermost first (what makes the page scroll sideways). */
async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const width = root.clientWidth;
    const culprits: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      const parent = element.parentElement?.getBoundingClientRect();
      if (parent && parent.right > width + 1) continue;
      const name = element.getAttribute('aria-label') ?? element.id ?? '';
      culprits.push(
        `${element.tagName.toLowerCase()}${name ? `[${name}]` : ''} right=${Math.round(box.right)}`,
      );
      if (culprits.length === 5) break;
    }
    return `scrollWidth ${root.scrollWidth} > ${width}: ${culprits.join(', ')}`;
  });
}

/** Blank space below the footer (the page scrolls past its end). */
async function spaceBelowFooter(page: Page): Promise<number> {
  return page.evaluate(() => {
    const footer = document.querySelector('footer');
    if (!footer) return 0;
    const bottom = footer.getBoundingClientRect().bottom + window.scrollY;
    return Math.round(document.documentElement.scrollHeight - bottom);
  });
}

/** The page has drawn its screen: a heading in <main>, no loading indicator, the network quiet. */
async function settle(page: Page): Promise<void> {
  await page
    .locator('#main')
    .locator('h1, h2')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

interface MenuItem {
  href: string;
  problem: string | null;
}

/** Is an element wholly inside the window (after scrolling it into view where its list scrolls)? */
async function offScreen(page: Page, selector: string, index: number): Promise<string | null> {
  const link = page.locator(selector).nth(index);
  await link.scrollIntoViewIfNeeded();
  const box = await link.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return 'not shown';
  const inside =
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width + 0.5 &&
    box.y + box.height <= viewport.height + 0.5;
  return inside
    ? null
    : `at x=${Math.round(box.x)}..${Math.round(box.x + box.width)}, y=${Math.round(box.y)}..${Math.round(box.y + box.height)}`;
}

async function itemsIn(page: Page, selector: string): Promise<MenuItem[]> {
  const items: MenuItem[] = [];
  const count = await page.locator(selector).count();
  for (let index = 0; index < count; index += 1) {
    const href = (await page.locator(selector).nth(index).getAttribute('href')) ?? '?';
    items.push({ href, problem: await offScreen(page, selector, index) });
  }
  return items;
}

/** Every item of the top bar at this width: the desktop bar with each dropdown opened, or the mobile menu. */
async function menuItems(page: Page): Promise<MenuItem[]> {
  const hamburger = page.getByRole('button', { name: 'Menu' });
  if (await hamburger.isVisible()) {
    await hamburger.click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    const items = await itemsIn(page, 'nav[aria-label="Mobile"] a[href]');
    await hamburger.click();
    return items;
  }
  const items = await itemsIn(page, 'header nav > ul > li > a[href]');
  // The dropdowns' triggers (the hamburger is hidden at this width).
  const triggers = page.locator('header button[aria-controls][aria-expanded]:visible');
  for (let index = 0; index < (await triggers.count()); index += 1) {
    const trigger = triggers.nth(index);
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = `[id="${await trigger.getAttribute('aria-controls')}"] a[href]`;
    items.push(...(await itemsIn(page, panel)));
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  }
  return items;
}

const slug = (route: string) =>
  route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '_');

async function checkRole(browser: Browser, role: RoleName): Promise<string[]> {
  const account = accounts.get(role);
  if (!account) throw new Error(`no ${role} account`);
  const context = await browser.newContext({ baseURL: account.origin });
  const page = await context.newPage();
  if (account.session) await putSessionIn(page, account.session);
  const failures: string[] = [];
  const folder = join(SHOTS, role);
  mkdirSync(folder, { recursive: true });
  const routes = new Set(account.routes);
  try {
    // The menus, from the role's first page, at each width; their links are routes of the role.
    await page.goto(account.routes[0] ?? '/');
    await settle(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHTS[width] });
      for (const item of await menuItems(page)) {
        routes.add(item.href);
        if (item.problem)
          failures.push(`${width}px menu item ${item.href} off screen: ${item.problem}`);
      }
    }
    for (const route of routes) {
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHTS[WIDTHS[0]] });
      const status = (await page.goto(route))?.status();
      // The server knows the app's pages: an unknown one answers 404 (and the app its not-found page).
      const expected = route === NOT_A_PAGE ? 404 : 200;
      if (status !== expected) failures.push(`${route}: HTTP ${status}, not ${expected}`);
      await settle(page);
      const landed = new URL(page.url()).pathname;
      if (landed !== route.split('?')[0]) failures.push(`${route}: sent to ${landed}`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHTS[width] });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        const overflow = await horizontalOverflow(page);
        if (overflow) failures.push(`${width}px ${route}: wider than the window, ${overflow}`);
        const blank = await spaceBelowFooter(page);
        if (blank > 1) failures.push(`${width}px ${route}: ${blank}px blank below the footer`);
        await page.screenshot({
          path: join(folder, `${slug(route)}-${width}.png`),
          fullPage: true,
        });
      }
    }
  } finally {
    await context.close();
  }
  return failures;
}

const ROLES: readonly RoleName[] = [
  'signed-out',
  'user',
  'content_admin',
  'reseller_admin',
  'admin',
  'super_admin',
];

// One test: a failed test restarts the worker, which would set every account up again for the next role.
test('every route of every role fits 390, 1280 and 1920 px, with every menu item on screen', async ({
  browser,
}) => {
  // Every page of five roles at three widths: a few minutes, growing with the pages.
  test.setTimeout(900_000);
  const failures: string[] = [];
  for (const role of ROLES) {
    await test.step(role, async () => {
      failures.push(...(await checkRole(browser, role)).map((failure) => `${role}: ${failure}`));
    });
  }
  expect(failures).toEqual([]);
});
