// A reseller admin's branding and payments as others see them: its logo in the platform admin's outbox preview,
// and the notice that its customers pay the platform's account until its own Stripe keys are saved.
import { expect, test, type Page } from '@playwright/test';
import { latestEmail } from './helpers-outbox';
import { createActiveReseller, type ResellerSite } from './helpers-resellers';
import { seriousViolations } from './helpers-screens';
import { onSite, signInAsSuperAdmin, signInOn } from './helpers-sites';
import { makePng } from './helpers-uploads';

const WIDTHS = [390, 1280, 1920] as const;

/** The reseller admin uploads a logo on /admin/system-settings' API (multipart, as the screen sends it). */
async function uploadLogo(page: Page, site: ResellerSite): Promise<void> {
  const { request } = page;
  const headers = onSite(site.subdomain);
  const login = await request.post('/api/login', {
    headers,
    data: { email: site.adminEmail, password: site.adminPassword },
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { ...headers, Authorization: `Bearer ${token}` };
  const current = await request.get('/api/admin/system-settings', { headers: auth });
  const { data } = (await current.json()) as {
    data: { app_name: string; primary_color: string; secondary_color: string };
  };
  const saved = await request.put('/api/admin/system-settings', {
    headers: auth,
    multipart: {
      app_name: data.app_name,
      primary_color: data.primary_color,
      secondary_color: data.secondary_color,
      logo_file: {
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: makePng(120, 40, [190, 20, 60]),
      },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test("the outbox preview shows a reseller's logo, linked absolutely on the reseller's host", async ({
  page,
}) => {
  const site = await createActiveReseller(page.request, 'Logo Co');
  await uploadLogo(page, site);
  const reset = await page.request.post('/api/forgot-password', {
    headers: onSite(site.subdomain),
    data: { email: site.adminEmail },
  });
  expect(reset.ok()).toBe(true);
  const email = await latestEmail(page.request, site.adminEmail, 'Reset your password');
  const logo = /<img src="([^"]+)"/.exec(email.html)?.[1] ?? '';
  expect(logo).toMatch(new RegExp(`^${site.origin}/uploads/[0-9a-f]{32}\\.png$`));

  await signInAsSuperAdmin(page);
  await page.goto('/admin/email-outbox');
  await page
    .getByRole('button', { name: `View email: Reset your password to ${site.adminEmail}` })
    .click();
  const frame = page.frameLocator('iframe[title="HTML version of Reset your password"]');
  const img = frame.getByRole('img', { name: 'Logo Co' });
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((node) => (node as HTMLImageElement).naturalWidth))
    .toBe(120);
});

test("a reseller admin is told its customers pay the platform's account until it saves its Stripe keys", async ({
  page,
}, testInfo) => {
  const site = await createActiveReseller(page.request, 'Notice Co');
  await signInOn(page, site.origin, site.adminEmail, site.adminPassword, '/admin');
  const notice = page.getByRole('note', { name: "Where your customers' payments go" });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.origin}/admin`);
    await expect(notice).toContainText("Your customers' payments go to the platform's account");
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${width}.png`), fullPage: false });
    await page.goto(`${site.origin}/admin/stripe-configuration`);
    await expect(notice).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`stripe-${width}.png`), fullPage: false });
  }
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`${site.origin}/admin`);
  await notice.getByRole('link', { name: 'Configure your Stripe keys' }).click();
  await expect(page).toHaveURL(`${site.origin}/admin/stripe-configuration`);
  const form = page.getByRole('form', { name: 'Stripe keys' });
  await form.getByLabel(/^Publishable key/).fill('pk_test_51NoticeCoPublishable01');
  await form.getByLabel(/^Secret key/).fill('sk_test_51NoticeCoSecretKeyValue98');
  await form.getByLabel(/^Webhook signing secret/).fill('whsec_NoticeCoSigningSecret54');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Stripe configuration saved successfully')).toBeVisible();
  await expect(notice).toBeHidden();
  await page.goto(`${site.origin}/admin`);
  await expect(page.getByText('Total Users')).toBeVisible();
  await expect(notice).toBeHidden();
});
