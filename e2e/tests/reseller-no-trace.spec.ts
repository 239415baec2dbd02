// White label: no trace of the platform on a reseller's host. A branded reseller's site is crawled as a visitor,
// as one of its customers and as its admin (every same-origin page reachable from the menus and links, each tab of
// a page, the error pages, the API docs), and the emails its customer gets are read; every place that names the
// platform or a vendor (helpers-forbidden-names.ts) is listed, and the list must be empty, but for the few,
// commented, screens where the reseller's admin configures its own accounts with those vendors.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { superAdminToken, type Session, useSessionIn } from './helpers';
import {
  forbiddenNames,
  listed,
  namesIn,
  type ForbiddenName,
  type NameHit,
} from './helpers-forbidden-names';
import { type OutboxEmail } from './helpers-outbox';
import { payCheckoutViaApi } from './helpers-payments';
import {
  brandReseller,
  createActiveReseller,
  registerOnSite,
  resellerIdOf,
  type ResellerSite,
} from './helpers-resellers';
import { shotsAtWidths } from './helpers-screens';
import { loginOnSite, MAIN_ORIGIN, onSite } from './helpers-sites';
import { withSuiteDatabase } from './helpers-suite-db';

const ORG = 'Lumen Answering';
const FOOTER = 'Lumen Answering picks up for the clinics of Oregon.';

type Role = 'visitor' | 'customer' | 'reseller admin';

/**
 * Where a vendor's name is the point, because the reader connects its own account with that vendor: the reseller's
 * admin its payment and voice keys (its keys screens, and the menu links and notices that lead to them), a customer
 * its own booking calendar. Nowhere else, and never the platform's name.
 */
const ALLOWED: readonly {
  roles: Role[];
  page: RegExp;
  names: string[];
  text: RegExp;
  why: string;
}[] = [
  {
    roles: ['reseller admin'],
    page: /^\/admin\/stripe-configuration$/,
    names: ['Stripe'],
    text: /./,
    why: 'the admin enters its own Stripe keys, so its customers pay into its own Stripe account',
  },
  {
    roles: ['reseller admin'],
    page: /^\/admin\/voice-configuration$/,
    names: ['Vapi', 'Twilio', 'ElevenLabs'],
    text: /./,
    why: 'the admin enters its own Vapi, Twilio and ElevenLabs keys for its customers’ assistants',
  },
  {
    roles: ['reseller admin'],
    page: /./,
    names: ['Stripe'],
    text: /Stripe (Configuration|keys)/,
    why: 'the admin menu’s link to, and the dashboard notice about, the admin’s own Stripe keys screen',
  },
  {
    roles: ['customer', 'reseller admin'],
    page: /^\/(admin\/)?assistants\/(create|\d+\/edit)$/,
    names: ['Cal.com'],
    text: /./,
    why: 'the assistant editor’s booking section, where a customer may connect its own Cal.com account (its key)',
  },
];

function allowed(role: Role, hit: NameHit): boolean {
  const path = hit.where.slice(role.length + 1).split(' ')[0] ?? '';
  return ALLOWED.some(
    (entry) =>
      entry.roles.includes(role) &&
      entry.page.test(path) &&
      entry.names.includes(hit.name) &&
      entry.text.test(hit.excerpt),
  );
}

/** Links never followed: they sign out, leave the site's pages (API, sandbox payment pages) or hand over sessions. */
const NOT_FOLLOWED = /^\/(logout|login-as|api\/|sandbox\/|uploads\/)/;
/** Enough for every menu of a role, each list's first item pages and the error pages. */
const MAX_PAGES = 90;

let site: ResellerSite;
let names: ForbiddenName[];
let admin: Session;
let customer: Session;
let customerEmail: string;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The reseller's own plan, created by its admin (a reseller's customers buy its plans, not the platform's). */
async function resellerPlan(request: APIRequestContext): Promise<number> {
  const created = await request.post('/api/admin/packages', {
    headers: { ...onSite(site.subdomain), ...bearer(admin.token) },
    data: {
      name: 'Lumen Front Desk',
      description: 'Every call answered',
      price: 30,
      yearly_price: 300,
      features: ['Calls answered day and night'],
      monthly_minutes_limit: 500,
      voice_agents_limit: 3,
      analytics_level: 'basic',
      support_level: 'Email',
      extra_per_minute_charge: 0.1,
      knowledge_sources_limit: 10,
      knowledge_mb_limit: 25,
      booking_enabled: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

/** A call as the voice platform reports it, with its cost per part under the platform's own keys. */
function seedReportedCall(resellerId: number, userId: number): void {
  const now = new Date();
  const start = new Date(now.getTime() - 3_600_000).toISOString();
  const end = new Date(now.getTime() - 3_540_000).toISOString();
  withSuiteDatabase((db) =>
    db
      .prepare(
        `INSERT INTO call_logs (call_id, assistant_id, user_id, reseller_id, phone_number, status, duration,
           start_time, end_time, cost, cost_breakdown, summary, ended_reason, direction, customer_number,
           created_at, updated_at)
         VALUES (?, NULL, ?, ?, '+15550100', 'completed', 60, ?, ?, 0.12, ?, ?, 'customer-ended-call',
           'inbound', '+15550111', ?, ?)`,
      )
      .run(
        `no-trace-${Date.now()}`,
        userId,
        resellerId,
        start,
        end,
        JSON.stringify({
          stt: 0.01,
          llm: 0.02,
          tts: 0.03,
          vapi: 0.05,
          transport: 0.01,
          total: 0.12,
          llmPromptTokens: 120,
          llmCompletionTokens: 40,
          ttsCharacters: 300,
          analysisCostBreakdown: { summary: 0.001, summaryPromptTokens: 80 },
        }),
        'The caller booked a cleaning for Tuesday.',
        now.toISOString(),
        now.toISOString(),
      ),
  );
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL: MAIN_ORIGIN });
  try {
    names = await forbiddenNames(request);
    site = await createActiveReseller(request, ORG);
    await brandReseller(request, site, { footer_text: FOOTER });
    admin = await loginOnSite(request, site.subdomain, site.adminEmail);

    // The customer registers on the reseller's site (welcome email), buys its plan (receipt) and asks for a
    // password link (reset email); one call was reported for it.
    const registered = await registerOnSite(request, site.subdomain, 'Dana Lumen');
    customer = { token: registered.token, user: registered.user };
    customerEmail = registered.user.email;
    const subscribed = await request.post('/api/subscriptions/subscribe', {
      headers: { ...onSite(site.subdomain), ...bearer(customer.token) },
      data: { package_id: await resellerPlan(request) },
    });
    expect(subscribed.ok(), await subscribed.text()).toBe(true);
    const checkoutUrl = ((await subscribed.json()) as { data: { checkout_url: string } }).data
      .checkout_url;
    await payCheckoutViaApi(request, checkoutUrl);
    const forgot = await request.post('/api/forgot-password', {
      headers: onSite(site.subdomain),
      data: { email: customerEmail },
    });
    expect(forgot.ok(), await forgot.text()).toBe(true);
    seedReportedCall(await resellerIdOf(request, site.subdomain), customer.user.id);
  } finally {
    await request.dispose();
  }
});

/** Waits for a page to finish loading its data (network quiet, no loading text left). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(page.getByText(/^Loading/))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
}

/** The title and meta tags of an HTML page as served. */
function servedHead(html: string): string {
  const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(head)?.[1] ?? '';
  const metas = [...head.matchAll(/<meta\b[^>]*\bcontent="([^"]*)"/gi)].map((match) => match[1]);
  return [title, ...metas].join('\n');
}

/** What a reader (or a screen reader, or a search engine) gets of the page, by part. */
async function pageParts(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      [...document.querySelectorAll(selector)].map((el) => el.getAttribute(name) ?? '').join('\n');
    return {
      title: document.title,
      meta: attr('meta[content]', 'content'),
      text: document.body.innerText,
      options: [...document.querySelectorAll('option, optgroup')]
        .map((el) => el.textContent ?? el.getAttribute('label') ?? '')
        .join('\n'),
      alt: attr('[alt]', 'alt'),
      'aria-label': attr('[aria-label]', 'aria-label'),
      'title attribute': attr('[title]', 'title'),
      placeholder: attr('[placeholder]', 'placeholder'),
    };
  });
}

async function hitsOn(page: Page, where: string): Promise<NameHit[]> {
  const parts = await pageParts(page);
  return Object.entries(parts).flatMap(([part, text]) => namesIn(text, names, where, part));
}

/** Every tab of the page, opened in turn: a tab's panel is only in the page while it is selected. */
async function hitsInTabs(page: Page, where: string): Promise<NameHit[]> {
  const hits: NameHit[] = [];
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  for (let index = 0; index < count; index += 1) {
    const tab = tabs.nth(index);
    if (!(await tab.isVisible()) || !(await tab.isEnabled())) continue;
    const label = (await tab.textContent())?.trim() ?? String(index);
    await tab.click();
    await settle(page);
    hits.push(...(await hitsOn(page, `${where} (tab ${label})`)));
  }
  return hits;
}

/** The same-origin pages this page links to (paths with their query), but those never followed. */
async function linksOf(page: Page, origin: string): Promise<string[]> {
  const hrefsNow = () =>
    page.$$eval('a[href]', (links) => links.map((link) => (link as HTMLAnchorElement).href));
  const hrefs = await hrefsNow();
  // The top bar's menus draw their links only while open: each is opened in turn.
  const menus = page.getByRole('banner').locator('button[aria-controls]');
  for (let index = 0; index < (await menus.count()); index += 1) {
    const menu = menus.nth(index);
    if (!(await menu.isVisible())) continue;
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    hrefs.push(...(await hrefsNow()));
    await page.keyboard.press('Escape');
  }
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !NOT_FOLLOWED.test(url.pathname))
    .map((url) => `${url.pathname}${url.search}`);
}

/**
 * Visits `start` and every same-origin page reachable from it by links (breadth first), then `extra` (pages no
 * menu links to, such as error pages): the forbidden names on each, and the paths visited.
 */
async function crawl(
  page: Page,
  role: Role,
  start: string[],
  extra: string[] = [],
): Promise<{ hits: NameHit[]; visited: string[] }> {
  const origin = site.origin;
  const queue = [...start];
  const seen = new Set(queue);
  const visited: string[] = [];
  const hits: NameHit[] = [];
  const visit = async (path: string) => {
    const response = await page.goto(`${origin}${path}`);
    // What a link preview or a search engine reads: the page as served, before any script runs.
    const served = (await response?.text().catch(() => '')) ?? '';
    await settle(page);
    const landed = new URL(page.url());
    const where = `${role} ${landed.pathname}${landed.pathname === path ? '' : ` (from ${path})`}`;
    visited.push(path);
    hits.push(
      ...namesIn(servedHead(served), names, where, 'served title and meta'),
      ...(await hitsOn(page, where)),
      ...(await hitsInTabs(page, where)),
    );
    return landed.origin === origin ? linksOf(page, origin) : [];
  };
  while (queue.length > 0 && visited.length < MAX_PAGES) {
    const path = queue.shift() as string;
    for (const link of await visit(path)) {
      if (!seen.has(link)) {
        seen.add(link);
        queue.push(link);
      }
    }
  }
  for (const path of extra) await visit(path);
  test.info().annotations.push({
    type: `${role} crawled`,
    description: `${visited.length} pages: ${visited.join(' ')}`,
  });
  return { hits: hits.filter((hit) => !allowed(role, hit)), visited };
}

/** Pages no menu links to: an unknown page, an unknown API path, and the API references of the site. */
const ERROR_PAGES = ['/no-such-page-here', '/api/no-such-endpoint', '/api/docs', '/api/v1/docs'];

test('a visitor finds no trace of the platform or a vendor on the reseller’s public site', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { hits, visited } = await crawl(
    page,
    'visitor',
    ['/', '/pricing', '/docs'],
    [...ERROR_PAGES, '/admin', '/dashboard'],
  );
  expect(visited).toEqual(expect.arrayContaining(['/', '/login', '/register']));
  expect(listed(hits)).toBe('');
});

test('a customer of the reseller finds no trace of the platform or a vendor in its app', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await useSessionIn(page, customer);
  const { hits, visited } = await crawl(
    page,
    'customer',
    ['/dashboard', '/assistants/create'],
    [...ERROR_PAGES, '/admin', '/super-admin'],
  );
  expect(listed(hits)).toBe('');
  // The call page (its cost breakdown) and the receipt were reached from the lists.
  expect(visited.filter((path) => path.startsWith('/call-logs/no-trace-'))).toHaveLength(1);
  expect(visited.filter((path) => /^\/transactions\/\d+$/.test(path))).not.toHaveLength(0);
});

test('a section that fails to load names no one either', async ({ page }) => {
  await useSessionIn(page, customer);
  await page.route(/mfe-billing|billing.*mf-manifest/, (route) => route.abort());
  await page.goto(`${site.origin}/transactions`);
  await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible({
    timeout: 20_000,
  });
  const hits = await hitsOn(page, 'customer /transactions (remote failing)');
  expect(listed(hits)).toBe('');
});

test('the reseller’s admin finds no trace of the platform or a vendor but on its own keys screens', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await useSessionIn(page, admin);
  const { hits } = await crawl(
    page,
    'reseller admin',
    ['/admin'],
    [...ERROR_PAGES, '/super-admin'],
  );
  expect(listed(hits)).toBe('');
});

test('the screens a reseller’s customer reads without vendor names, at each width', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await useSessionIn(page, customer);
  await page.goto(`${site.origin}/assistants/create`);
  const ai = page.getByRole('region', { name: 'AI Configuration' });
  await ai.getByRole('tab', { name: 'Voice' }).click();
  await expect(ai.getByRole('combobox', { name: /^Provider/ })).toHaveValue('vapi');
  await expect(ai.getByRole('option', { name: 'Built-in', exact: true })).toBeAttached();
  await shotsAtWidths(page, 'editor-voice-providers', ai);

  await page.goto(`${site.origin}/call-logs`);
  await page
    .getByRole('link', { name: /^View the call with/ })
    .first()
    .click();
  const costs = page.getByRole('region', { name: 'Cost breakdown' });
  await expect(costs.getByRole('rowheader', { name: 'Voice', exact: true })).toBeVisible();
  await expect(costs.getByRole('rowheader', { name: 'Model', exact: true })).toBeVisible();
  await expect(costs.getByRole('rowheader', { name: 'Transcription', exact: true })).toBeVisible();
  await shotsAtWidths(page, 'call-cost-breakdown', costs);

  await page.goto(`${site.origin}/docs/assistants/voice-and-language`);
  await expect(page.getByText('Premium: several hundred voices')).toBeVisible();
  await shotsAtWidths(page, 'docs-voice-and-language');
});

/** Every email the outbox holds to `to`. */
async function emailsTo(request: APIRequestContext, to: string): Promise<OutboxEmail[]> {
  const response = await request.get(`${MAIN_ORIGIN}/api/admin/email-outbox?per_page=100`, {
    headers: bearer(await superAdminToken(request)),
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: OutboxEmail[] };
  return data.filter((email) => email.to.toLowerCase() === to.toLowerCase());
}

test('the emails the reseller’s customer gets name neither the platform nor a vendor', async ({
  request,
}) => {
  const cancelled = await request.post(`${MAIN_ORIGIN}/api/subscriptions/cancel`, {
    headers: { ...onSite(site.subdomain), ...bearer(customer.token) },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  let emails: OutboxEmail[] = [];
  await expect
    .poll(async () => {
      emails = await emailsTo(request, customerEmail);
      return emails.map((email) => email.subject);
    })
    .toEqual(
      expect.arrayContaining([
        `Welcome to ${ORG}`,
        'Reset your password',
        expect.stringMatching(/^Your receipt #/),
        expect.stringMatching(/subscription is cancelled$/),
      ]),
    );
  const hits = emails.flatMap((email) => {
    const sent = email as OutboxEmail & Record<string, string | null>;
    return ['subject', 'from_name', 'from_address', 'reply_to', 'html', 'text'].flatMap((part) =>
      namesIn(sent[part] ?? '', names, `email "${email.subject}"`, part),
    );
  });
  expect(listed(hits)).toBe('');
});
