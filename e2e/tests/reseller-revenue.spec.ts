// Revenue by who earns it: a reseller's user buys that reseller's plan with the sandbox card; the
// reseller admin's dashboard shows the revenue, the platform's does not count it as platform income. Also the
// usage overview (/admin/usage-overview) and the usage reports (/super-admin/usage-reports, CSV), with axe.
// Works on any E2E_PORT (relative URLs and helpers-sites.ts' origins).
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { type Session, SUPER_ADMIN, superAdminToken, useSessionIn } from './helpers';
import { createActiveReseller, registerOnSite } from './helpers-resellers';
import { seriousViolations } from './helpers-screens';
import { PAID_CARD } from './helpers-payments';
import { loginOnSite, onSite } from './helpers-sites';

const PLAN_PRICE = 25;

interface Overview {
  total_revenue: number;
  revenue_this_month: number;
}

async function platformOverview(request: APIRequestContext): Promise<Overview> {
  const response = await request.get('/api/admin/dashboard/stats', {
    headers: { Authorization: `Bearer ${await superAdminToken(request)}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { overview: Overview } }).data.overview;
}

test('a reseller’s customer pays the reseller: its dashboard shows the revenue, the platform’s does not', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const site = await createActiveReseller(request, `Revenue Org ${Date.now().toString(36)}`);
  const admin = await loginOnSite(request, site.subdomain, site.adminEmail);

  // The reseller's own plan, created by its admin.
  const created = await request.post('/api/admin/packages', {
    headers: { ...onSite(site.subdomain), Authorization: `Bearer ${admin.token}` },
    data: {
      name: 'Reseller Gold',
      description: 'The reseller’s own plan',
      price: PLAN_PRICE,
      yearly_price: PLAN_PRICE * 10,
      features: ['Calls'],
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
  const planId = ((await created.json()) as { data: { id: number } }).data.id;

  const platformBefore = await platformOverview(request);

  // A user of the reseller's site subscribes and pays with the sandbox card on the hosted checkout.
  const customer = await registerOnSite(request, site.subdomain, 'Revenue Customer');
  const subscribed = await request.post('/api/subscriptions/subscribe', {
    headers: { ...onSite(site.subdomain), Authorization: `Bearer ${customer.token}` },
    data: { package_id: planId },
  });
  expect(subscribed.ok(), await subscribed.text()).toBe(true);
  const checkoutUrl = ((await subscribed.json()) as { data: { checkout_url: string } }).data
    .checkout_url;
  const checkout = await (await browser.newContext()).newPage();
  await checkout.goto(checkoutUrl);
  await checkout.getByLabel('Card number').fill(PAID_CARD);
  await checkout.getByRole('button', { name: /^Pay / }).click();
  await expect(checkout).toHaveURL(/\/(subscription\/success|payment-success)/);

  // The reseller admin's dashboard: Total Revenue is what its customer paid it.
  const adminPage = await (await browser.newContext()).newPage();
  await useSessionIn(adminPage, admin);
  await adminPage.goto(`${site.origin}/admin`);
  await expect(adminPage.getByText('Total Revenue')).toBeVisible();
  await expect(adminPage.getByText(`This month: $${PLAN_PRICE}`)).toBeVisible();

  // The platform's income did not change: the customer paid the reseller, not the platform.
  const platformAfter = await platformOverview(request);
  expect({
    total_revenue: platformAfter.total_revenue,
    revenue_this_month: platformAfter.revenue_this_month,
  }).toEqual({
    total_revenue: platformBefore.total_revenue,
    revenue_this_month: platformBefore.revenue_this_month,
  });

  // Usage overview: the reseller's user, its plan, its minutes; no serious or critical axe violation.
  await adminPage.goto(`${site.origin}/admin/usage-overview`);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Usage Overview' })).toBeVisible();
  const usage = adminPage.getByRole('table', { name: 'Usage per user' });
  const row = usage.getByRole('row').filter({ hasText: 'Revenue Customer' });
  await expect(row).toContainText('Reseller Gold');
  await expect(row).toContainText('0 / 500');
  expect(await seriousViolations(adminPage)).toEqual([]);

  // Usage reports of the platform: the reseller earned the plan's price and paid the platform its package.
  const superAdmin = (await (
    await request.post('/api/login', {
      data: { email: SUPER_ADMIN.email, password: SUPER_ADMIN.password, remember: false },
    })
  ).json()) as Session;
  const reports = await (await browser.newContext()).newPage();
  await useSessionIn(reports, superAdmin);
  await reports.goto('/super-admin/usage-reports');
  await expect(reports.getByRole('heading', { level: 1, name: 'Usage Reports' })).toBeVisible();
  const resellerRow = reports
    .getByRole('table', { name: 'Usage per reseller' })
    .getByRole('row')
    .filter({ hasText: site.orgName });
  await expect(resellerRow).toContainText(`$${PLAN_PRICE}`);
  await expect(resellerRow).toContainText('1'); // one user, one active subscription
  expect(await seriousViolations(reports)).toEqual([]);

  const [download] = await Promise.all([
    reports.waitForEvent('download'),
    reports.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^usage-report-\d{4}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) as string, 'utf8');
  const line = csv.split('\r\n').find((text) => text.includes(site.orgName)) ?? '';
  expect(line.split(',')).toEqual([
    expect.stringMatching(/^\d+$/),
    site.orgName,
    site.subdomain,
    '1',
    '1',
    '0',
    '0',
    '0',
    String(PLAN_PRICE),
    expect.stringMatching(/^\d+(\.\d+)?$/),
  ]);
});
