// Demo requests (spec 001 §2 /demo-request, /admin/demo-requests): a signed-in user sends the form, the
// request reaches its tenant's admins by email (the outbox) and their list, where an admin changes its status.
// A reseller's user's request goes to that reseller's admin only.
import { expect, test } from '@playwright/test';
import {
  PASSWORD,
  registerViaApi,
  type Session,
  SUPER_ADMIN,
  superAdminToken,
  useSessionIn,
  superAdminSessionIn,
} from './helpers';
import { latestEmail, type OutboxEmail } from './helpers-outbox';
import { createActiveReseller, registerOnSite } from './helpers-resellers';
import { onSite } from './helpers-sites';

const SENT = 'Thank you! Your demo request has been sent. We will contact you soon.';

test('a user requests a demo; the super admin gets the email and moves the request to Contacted', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const name = `Dora Demo ${Date.now().toString(36)}`;
  const session = await registerViaApi(request, name);
  await useSessionIn(page, session);

  await page.goto('/demo-request');
  await expect(page.getByRole('heading', { level: 1, name: 'Request a Demo' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Request a demo' });
  // The signed-in user's details fill the form.
  await expect(form.getByLabel(/^Full Name/)).toHaveValue(name);
  await expect(form.getByLabel(/^Email/)).toHaveValue(session.user.email);

  // The form's rules: a required name.
  await form.getByLabel(/^Full Name/).fill('');
  await form.getByRole('button', { name: 'Request Demo' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();

  await form.getByLabel(/^Full Name/).fill(name);
  await form.getByLabel('Phone (optional)').fill('+1 555 0142');
  await form.getByLabel('Company (optional)').fill('Demo Dental');
  await form.getByLabel('Preferred time (optional)').fill('Tuesday mornings, CET');
  await form.getByLabel('Message (optional)').fill('We miss calls during lunch.');
  await form.getByRole('button', { name: 'Request Demo' }).click();
  await expect(form.getByText(SENT)).toBeVisible();
  // The wishes are cleared for a next request; the contact details stay.
  await expect(form.getByLabel('Message (optional)')).toHaveValue('');
  await expect(form.getByLabel('Company (optional)')).toHaveValue('Demo Dental');

  // The platform's admins are emailed (the outbox), with every detail and a link to the list.
  const email = await latestEmail(request, SUPER_ADMIN.email, `New demo request from ${name}`);
  expect(email.text).toContain(`Email: ${session.user.email}`);
  expect(email.text).toContain('Phone: +1 555 0142');
  expect(email.text).toContain('Company: Demo Dental');
  expect(email.text).toContain('Preferred time: Tuesday mornings, CET');
  expect(email.text).toContain('We miss calls during lunch.');
  expect(email.text).toMatch(/https?:\/\/\S+\/admin\/demo-requests/);

  // The super admin's list: the request, New; its status changes to Contacted and stays so.
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await superAdminSessionIn(adminPage, request);
  await adminPage.goto('/admin/demo-requests');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Demo Requests' })).toBeVisible();
  const row = adminPage.getByRole('table', { name: 'Demo requests' }).getByRole('row', {
    name: new RegExp(name),
  });
  await expect(row).toContainText('Demo Dental');
  await expect(row).toContainText('Tuesday mornings, CET');
  await expect(row).toContainText('Main site');
  // The status badge (a span; the status picker's options hold the same words).
  const badge = (label: string) =>
    row.locator('span').filter({ hasText: new RegExp(`^${label}$`) });
  await expect(badge('New')).toBeVisible();
  const status = row.getByRole('combobox', { name: `Status of the request from ${name}` });
  await status.selectOption('contacted');
  await expect(adminPage.getByText(`The request from ${name} is now Contacted.`)).toBeVisible();
  await expect(badge('Contacted')).toBeVisible();
  await expect(badge('New')).toHaveCount(0);

  await adminPage.reload();
  await expect(status).toHaveValue('contacted');
  // The status filter finds it under Contacted and not under New.
  await adminPage.goto('/admin/demo-requests?status=new');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Demo Requests' })).toBeVisible();
  await expect(adminPage.getByText('Loading demo requests...')).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await adminPage.goto('/admin/demo-requests?status=contacted');
  await expect(row).toBeVisible();

  // The email is in the outbox screen too.
  await adminPage.goto('/admin/email-outbox');
  await expect(
    adminPage
      .getByRole('row')
      .filter({ hasText: `New demo request from ${name}` })
      .first(),
  ).toBeVisible();
  await admin.close();

  // A user may not open the admins' list.
  await page.goto('/admin/demo-requests');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a reseller's user's demo request goes to that reseller's admin, not to the platform", async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const site = await createActiveReseller(request, `Demo Org ${Date.now().toString(36)}`);
  const user = await registerOnSite(request, site.subdomain, `Rita Reseller ${Date.now()}`);

  const sent = await request.post('/api/demo-requests', {
    headers: { ...onSite(site.subdomain), Authorization: `Bearer ${user.token}` },
    data: {
      name: user.user.name,
      email: user.user.email,
      phone: null,
      company: 'Reseller Clinic',
      preferred_time: null,
      message: null,
    },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  expect(((await sent.json()) as { message: string }).message).toBe(SENT);

  const email = await latestEmail(
    request,
    site.adminEmail,
    `New demo request from ${user.user.name}`,
  );
  expect(email.reseller_name).toBe(site.orgName);
  expect(email.text).toContain(`${site.origin}/admin/demo-requests`);
  // The platform's admins are not emailed about another tenant's request.
  const outbox = await request.get('/api/admin/email-outbox?per_page=100', {
    headers: { Authorization: `Bearer ${await superAdminToken(request)}` },
  });
  const { data } = (await outbox.json()) as { data: OutboxEmail[] };
  expect(
    data.filter(
      (item) =>
        item.subject.includes(`New demo request from ${user.user.name}`) &&
        item.to !== site.adminEmail,
    ),
  ).toEqual([]);

  // The reseller admin sees it on its site's list, without other tenants' requests.
  const login = await request.post('/api/login', {
    headers: onSite(site.subdomain),
    data: { email: site.adminEmail, password: PASSWORD, remember: false },
  });
  expect(login.ok()).toBe(true);
  const page = await (await browser.newContext()).newPage();
  await useSessionIn(page, (await login.json()) as Session);
  await page.goto(`${site.origin}/admin/demo-requests`);
  const table = page.getByRole('table', { name: 'Demo requests' });
  await expect(table.getByRole('row', { name: new RegExp(user.user.name) })).toContainText(
    'Reseller Clinic',
  );
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.context().close();
});
