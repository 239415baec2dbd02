import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { recordScripts, registerViaApi, useSessionIn } from './helpers';
import { createActiveReseller, type ResellerSite } from './helpers-resellers';
import { MAIN_ORIGIN, onSite } from './helpers-sites';

// The public pages come rendered by the server for the request's tenant, then hydrate in the browser.
const PLATFORM_NAME = 'AI Phone System';
const RESELLER_NAME = 'Quayside Voice';
const HERO = 'Stop Losing Customers to Missed Calls!';

let site: ResellerSite;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: MAIN_ORIGIN });
  try {
    site = await createActiveReseller(request, RESELLER_NAME);
  } finally {
    await request.dispose();
  }
});

/** The HTML the server sends for a page (no JavaScript runs): on the main host, or on a reseller's with `host`. */
async function serverHtml(request: APIRequestContext, path: string, host?: string) {
  const response = await request.get(path, { headers: host ? { Host: host } : {} });
  expect(response.status()).toBe(200);
  return response.text();
}

/** The markup inside #root (what React renders), without the head or the inlined data. */
const rootOf = (html: string) => html.slice(html.search(/<div id="?root"?>/));

/** Console messages that speak of hydration (React's mismatch errors and warnings, minified ones included). */
function hydrationMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      /hydrat|#418|#419|#421|#422|#423|#425|did not match/i.test(text)
    ) {
      messages.push(text);
    }
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

/** Keeps, before any of the page's scripts runs, the element the server sent for `selector` (window.serverElement). */
async function rememberServerElement(page: Page, selector: string): Promise<void> {
  await page.addInitScript((wanted) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as { serverElement?: Element | null }).serverElement =
          document.querySelector(wanted);
      }
    });
  }, selector);
}

/** True when the element for `selector` now is the very element the server sent (hydrated in place). */
function isServerElement(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      (window as { serverElement?: Element | null }).serverElement ===
      document.querySelector(wanted),
    selector,
  );
}

/** Elements whose class attribute differs from the className React rendered for them in the browser. */
function classMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    let checked = 0;
    for (const element of document.querySelectorAll('#root [class]')) {
      const key = Object.keys(element).find((k) => k.startsWith('__reactProps'));
      const props = key
        ? (element as unknown as Record<string, { className?: unknown }>)[key]
        : null;
      if (typeof props?.className !== 'string') continue;
      checked += 1;
      if (props.className !== element.getAttribute('class')) {
        found.push(`${element.tagName}: ${element.getAttribute('class')} / ${props.className}`);
      }
    }
    if (checked === 0) found.push('no hydrated element with a class');
    return found;
  });
}

test("the public pages come rendered with the main host's brand", async ({ request }) => {
  const landing = await serverHtml(request, '/');
  expect(rootOf(landing)).toContain(HERO);
  expect(rootOf(landing)).toContain(PLATFORM_NAME);
  expect(landing).toContain(`<title>Home - ${PLATFORM_NAME}</title>`);
  expect(landing).toMatch(/<style data-styled/);
  expect(landing).toContain('<script type="application/json" id="page-data">');

  const login = await serverHtml(request, '/login');
  expect(rootOf(login)).toContain('Sign in to your account');
  expect(login).toContain(`<title>Login - ${PLATFORM_NAME}</title>`);

  const register = await serverHtml(request, '/register');
  expect(rootOf(register)).toContain('Create your account');
  // The main host's partner block is there from the first byte.
  expect(rootOf(register)).toContain('Want to Partner With Us?');
  const pricing = await serverHtml(request, '/pricing');
  expect(pricing).toContain(`<title>Pricing - ${PLATFORM_NAME}</title>`);
});

test("a reseller's public pages come rendered with its name, never the platform's", async ({
  request,
}) => {
  const { Host } = onSite(site.subdomain);
  const landing = await serverHtml(request, '/', Host);
  expect(rootOf(landing)).toContain(HERO);
  expect(rootOf(landing)).toContain(RESELLER_NAME);
  expect(landing).toContain(`<title>Home - ${RESELLER_NAME}</title>`);
  expect(landing).not.toContain(PLATFORM_NAME);

  for (const [path, text] of [
    ['/login', 'Sign in to your account'],
    ['/register', 'Create your account'],
    ['/pricing', `<h1>${RESELLER_NAME}</h1>`],
  ]) {
    const html = await serverHtml(request, path ?? '/', Host);
    expect(rootOf(html)).toContain(text);
    expect(rootOf(html)).toContain(RESELLER_NAME);
    expect(html).not.toContain(PLATFORM_NAME);
    expect(html).not.toContain('Want to Partner With Us?');
  }

  // The main host's pages, rendered meanwhile, are not served to the reseller's visitors, nor the other way round.
  expect(await serverHtml(request, '/')).toContain(`<title>Home - ${PLATFORM_NAME}</title>`);
  expect(await serverHtml(request, '/', Host)).toContain(`<title>Home - ${RESELLER_NAME}</title>`);
});

test('a site that cannot be shown gets the plain page, not a rendering', async ({ request }) => {
  const html = await serverHtml(request, '/', onSite('no-such-site-here').Host);
  expect(html).toMatch(/<div id="?root"?><\/div>/);
  expect(html).not.toContain('page-data');
});

/** The <h1> of each server-rendered page, on a host whose app is called `appName`. */
const HEADINGS: Record<string, (appName: string) => string> = {
  '/': () => HERO,
  '/login': () => 'Sign in to your account',
  '/register': () => 'Create your account',
  // The pricing page's heading is the tenant's site title.
  '/pricing': (appName) => appName,
};

for (const path of Object.keys(HEADINGS)) {
  test(`${path} hydrates without hydration errors, on the main host and on a reseller's`, async ({
    page,
  }) => {
    const messages = hydrationMessages(page);
    await rememberServerElement(page, 'main h1');
    for (const origin of [MAIN_ORIGIN, site.origin]) {
      await page.goto(`${origin}${path}`);
      const appName = origin === MAIN_ORIGIN ? PLATFORM_NAME : RESELLER_NAME;
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        HEADINGS[path]?.(appName) ?? '',
      );
      // Hydrated: React owns the server's elements (its fiber keys are on them) ...
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('main h1') ?? {}).some((key) =>
          key.startsWith('__react'),
        ),
      );
      // ... in place: the heading is the very element the server sent, not a replacement.
      expect(await isServerElement(page, 'main h1')).toBe(true);
      await expect(page.getByRole('banner')).toContainText(appName);
      // A production build of React keeps a mismatched attribute silently: compare every element's class, as the
      // server wrote it, with the className the browser's render gave it (styled-components' generated names).
      expect(await classMismatches(page)).toEqual([]);
    }
    expect(messages).toEqual([]);
  });
}

test("a signed-in visitor's '/' shows the signed-in navigation after hydrating", async ({
  page,
  request,
}) => {
  const messages = hydrationMessages(page);
  await useSessionIn(page, await registerViaApi(request));
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Dashboard', exact: true }),
  ).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  expect(messages).toEqual([]);
});

test("the landing's sections after the hero keep the server's HTML and hydrate on the first scroll", async ({
  page,
}) => {
  const messages = hydrationMessages(page);
  await rememberServerElement(page, '#faqs-title');
  const scripts = recordScripts(page);
  const isSectionsChunk = (url: string) =>
    /\/build\/mfe-public\/src_features_landing_below-the-fold_tsx\./.test(url);
  await page.goto('/');
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__react')),
  );
  const firstQuestion = page.locator('#faqs').getByRole('button').first();
  // Hydrated above, not yet below: the sections are the server's, shown, their buttons disabled until they hydrate.
  await page.waitForTimeout(500);
  expect(scripts.filter(isSectionsChunk)).toEqual([]);
  await expect(page.locator('#faqs-title')).toHaveText('Frequently Asked Questions');
  await expect(firstQuestion).toBeDisabled();

  await page.mouse.wheel(0, 1500);
  await expect(firstQuestion).toBeEnabled();
  expect(scripts.filter(isSectionsChunk)).toHaveLength(1);
  await firstQuestion.click();
  await expect(firstQuestion).toHaveAttribute('aria-expanded', 'true');
  // Hydrated in place: the very elements the server sent, with the classes React gave them.
  expect(await isServerElement(page, '#faqs-title')).toBe(true);
  expect(await classMismatches(page)).toEqual([]);
  expect(messages).toEqual([]);
});
