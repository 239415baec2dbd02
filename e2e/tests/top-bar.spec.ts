// The top bar with a 40-character name, for every role's menu: one row at 1280 and 1920 px, the name cut with an
// ellipsis, and at 390 px the hamburger's menu inside the screen. Screenshots of the bar (and of the mobile menu)
// at the three widths are kept in the test's output folder for a person to look at.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  loginViaApi,
  PASSWORD,
  registerViaApi,
  superAdminToken,
  // Not a React hook: a name the hooks lint rule would take for one.
  useSessionIn as putSessionIn,
  type Session,
} from './helpers';
import { createActiveReseller } from './helpers-resellers';
import { shotsAtWidths } from './helpers-screens';
import { MAIN_ORIGIN } from './helpers-sites';

const run = Date.now().toString(36);
/** 40 characters, with no space where a line could break it. */
const LONG_NAME = `Maximiliana Wolfeschlegelsteinhausen ${run}`.padEnd(40, 'x').slice(0, 40);

type Role = 'user' | 'content_admin' | 'reseller_admin' | 'admin' | 'super_admin';

/** A main-host account of `role` named LONG_NAME (registered, then given its role and name by the super admin). */
async function accountWithLongName(request: APIRequestContext, role: Role): Promise<Session> {
  const registered = await registerViaApi(request, LONG_NAME);
  if (role !== 'user') {
    const changed = await request.put(`/api/admin/users/${registered.user.id}`, {
      headers: { Authorization: `Bearer ${await superAdminToken(request)}` },
      data: { role },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
  }
  return loginViaApi(request, registered.user.email, PASSWORD);
}

/** A reseller's admin (on its own site) renamed LONG_NAME by the super admin. */
async function resellerAdminWithLongName(request: APIRequestContext) {
  const site = await createActiveReseller(request, `Top Bar Co ${run}`);
  const host = { Host: new URL(site.origin).host };
  const first = await request.post('/api/login', {
    headers: host,
    data: { email: site.adminEmail, password: site.adminPassword, remember: false },
  });
  expect(first.ok(), await first.text()).toBe(true);
  const { user } = (await first.json()) as Session;
  const renamed = await request.put(`/api/admin/users/${user.id}`, {
    headers: { Authorization: `Bearer ${await superAdminToken(request)}` },
    data: { name: LONG_NAME },
  });
  expect(renamed.ok(), await renamed.text()).toBe(true);
  const session = await request.post('/api/login', {
    headers: host,
    data: { email: site.adminEmail, password: site.adminPassword, remember: false },
  });
  return { origin: site.origin, session: (await session.json()) as Session };
}

/** The top and bottom of each item the desktop bar shows: the logo, the menu's entries, the user's dropdown. */
async function barItems(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return [];
    const items = Array.from(
      header.querySelectorAll<HTMLElement>('a, nav > ul > li, button[aria-controls]'),
    ).filter(
      (element) => element.offsetParent !== null && !element.closest('[role="menu"], [id] ul ul'),
    );
    return items
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          text: element.textContent?.trim() ?? '',
          top: box.top,
          bottom: box.bottom,
          right: box.right,
        };
      })
      .filter((item) => item.bottom > item.top);
  });
}

/** How the name shows in the bar: its box, whether it is cut, and with what. */
async function nameShown(page: Page) {
  const name = page.locator('header').getByText(LONG_NAME, { exact: true }).first();
  await expect(name).toBeVisible();
  return name.evaluate((element) => ({
    cut: element.scrollWidth > element.clientWidth,
    overflow: getComputedStyle(element).textOverflow,
    right: element.getBoundingClientRect().right,
  }));
}

async function checkBar(page: Page, role: Role, path: string) {
  await page.goto(path);
  await expect(page.locator('#main').locator('h1, h2').first()).toBeVisible({ timeout: 15_000 });
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const items = await barItems(page);
    expect(items.length, `${role} at ${width}px: bar items`).toBeGreaterThan(3);
    // One row: every item's middle within the tallest item's height.
    const middles = items.map((item) => (item.top + item.bottom) / 2);
    expect(
      Math.max(...middles) - Math.min(...middles),
      `${role} at ${width}px: ${JSON.stringify(items)}`,
    ).toBeLessThan(12);
    expect(Math.max(...items.map((item) => item.right))).toBeLessThanOrEqual(width);
    // No item on two lines of its own ('Switch User' broken in two would still be one row).
    expect(
      Math.max(...items.map((item) => item.bottom - item.top)),
      `${role} at ${width}px: ${JSON.stringify(items)}`,
    ).toBeLessThan(56);
    const name = await nameShown(page);
    expect(name, `${role} at ${width}px: the name`).toMatchObject({
      cut: true,
      overflow: 'ellipsis',
    });
    expect(name.right).toBeLessThanOrEqual(width);
  }
  await shotsAtWidths(page, `top-bar-${role}`, page.locator('header'));

  await page.setViewportSize({ width: 390, height: 844 });
  const hamburger = page.getByRole('button', { name: 'Menu' });
  await hamburger.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  const name = await menu.getByText(LONG_NAME, { exact: true }).evaluate((element) => ({
    cut: element.scrollWidth > element.clientWidth,
    overflow: getComputedStyle(element).textOverflow,
  }));
  expect(name, `${role} at 390px: the name in the menu`).toEqual({
    cut: true,
    overflow: 'ellipsis',
  });
  await menu.getByText(LONG_NAME, { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`top-bar-${role}-menu-390.png`) });
  await hamburger.click();
  await page.setViewportSize({ width: 1280, height: 900 });
}

const PAGES: Record<Exclude<Role, 'reseller_admin'>, string> = {
  user: '/dashboard',
  content_admin: '/dashboard',
  admin: '/admin',
  super_admin: '/admin',
};

for (const [role, path] of Object.entries(PAGES) as [Exclude<Role, 'reseller_admin'>, string][]) {
  test(`the ${role}'s bar keeps a 40-character name on one row`, async ({ browser, request }) => {
    test.setTimeout(60_000);
    const session = await accountWithLongName(request, role);
    const context = await browser.newContext({ baseURL: MAIN_ORIGIN });
    const page = await context.newPage();
    await putSessionIn(page, session);
    await checkBar(page, role, path);
    await context.close();
  });
}

test("the reseller admin's bar keeps a 40-character name on one row", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { origin, session } = await resellerAdminWithLongName(request);
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await putSessionIn(page, session);
  await checkBar(page, 'reseller_admin', '/admin');
  await context.close();
});

// The longest menu (the super admin's, with Switch User) in the languages whose words are longest.
for (const language of ['de', 'es']) {
  test(`the super admin's bar keeps one row in ${language}`, async ({ browser, request }) => {
    test.setTimeout(60_000);
    const session = await accountWithLongName(request, 'super_admin');
    const context = await browser.newContext({ baseURL: MAIN_ORIGIN });
    await context.addCookies([{ name: 'lang', value: language, url: MAIN_ORIGIN }]);
    const page = await context.newPage();
    await putSessionIn(page, session);
    await page.goto('/admin');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('#main').locator('h1, h2').first()).toBeVisible({ timeout: 15_000 });
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const items = await barItems(page);
      const middles = items.map((item) => (item.top + item.bottom) / 2);
      expect(
        Math.max(...middles) - Math.min(...middles),
        `${language} at ${width}px: ${JSON.stringify(items)}`,
      ).toBeLessThan(12);
      expect(Math.max(...items.map((item) => item.right))).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
    await shotsAtWidths(page, `top-bar-super_admin-${language}`, page.locator('header'));
    await context.close();
  });
}
