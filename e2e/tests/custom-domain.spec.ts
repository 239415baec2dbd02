// A reseller's own domain: its admin opens Custom Domain from the Config menu, is refused a URL with a scheme, adds
// its domain, sees the CNAME and TXT records to create, clicks Verify (no such records exist: it stays unverified
// with the reason shown). The DNS cannot be changed from a test, so the verified state is written to the suite's
// database as a verification stores it; then a request with that Host header gets the reseller's site, the page
// shows the site address, and Remove (confirmed) stops the domain at once. axe; screenshots at 390/1280/1920 px.
import { expect, test } from '@playwright/test';
import { createActiveReseller } from './helpers-resellers';
import { seriousViolations, shotsAtWidths } from './helpers-screens';
import { signInOn } from './helpers-sites';
import { withSuiteDatabase } from './helpers-suite-db';
import { PORT } from './helpers';

test('a reseller admin adds its domain, sees the records, verifies, and removes it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const site = await createActiveReseller(request, 'Domain Agency');
  const domain = `app.${site.subdomain}-agency.example`;
  await signInOn(page, site.origin, site.adminEmail, site.adminPassword, '/admin');
  await page.getByRole('button', { name: 'Config' }).click();
  await page.getByRole('link', { name: 'Custom Domain' }).click();
  await expect(page).toHaveURL(/\/admin\/custom-domain$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Domain' })).toBeVisible();

  const field = page.getByRole('textbox', { name: /Domain/ });
  await field.fill(`https://${domain}`);
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expect(page.getByText('Enter the domain without http:// or https://.')).toBeVisible();
  await shotsAtWidths(page, 'custom-domain-add');

  await field.fill(domain.toUpperCase());
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expect(page.getByText('Waiting for DNS')).toBeVisible();
  const records = page.getByRole('heading', { name: 'DNS records' }).locator('..');
  await expect(records.getByText(`_voice-verification.${domain}`)).toBeVisible();
  await expect(page.getByRole('button', { name: "Copy the TXT record's value" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shotsAtWidths(page, 'custom-domain-pending');

  // No such record exists anywhere: not verified, and the page says why; the host is still no site.
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Not verified', { exact: true })).toBeVisible({ timeout: 20_000 });
  await shotsAtWidths(page, 'custom-domain-failed');
  const before = await request.get('/api/public-settings', {
    headers: { Host: `${domain}:${PORT}` },
  });
  expect(before.status()).toBe(404);

  // Verified as a successful check stores it (the suite cannot create DNS records).
  withSuiteDatabase((db) => {
    const now = new Date().toISOString();
    db.prepare(
      "update reseller_domains set status = 'verified', verified_at = ?, last_checked_at = ?, last_error = null where domain = ?",
    ).run(now, now, domain);
    db.prepare('update resellers set custom_domain = ? where subdomain = ?').run(
      domain,
      site.subdomain,
    );
  });
  // The host caches of the server keep a claim a few seconds at most.
  await expect
    .poll(
      async () => {
        const reply = await request.get('/api/public-settings', {
          headers: { Host: `${domain}:${PORT}` },
        });
        return reply.ok() ? (await reply.json()).data.site_title : reply.status();
      },
      { timeout: 15_000 },
    )
    .toBe('Domain Agency');
  const ask = await request.get(`/api/tls/ask?domain=${domain}`);
  expect(ask.status()).toBe(200);

  await page.reload();
  await expect(page.getByText('Verified', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: `http://${domain}:${PORT}` })).toBeVisible();
  await shotsAtWidths(page, 'custom-domain-verified');

  await page.getByRole('button', { name: 'Remove domain' }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${domain}?` });
  await dialog.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(page.getByRole('form', { name: 'Add a custom domain' })).toBeVisible();
  expect((await request.get(`/api/tls/ask?domain=${domain}`)).status()).toBe(404);
  const after = await request.get('/api/public-settings', {
    headers: { Host: `${domain}:${PORT}` },
  });
  expect(after.ok() ? (await after.json()).data.site_title : after.status()).not.toBe(
    'Domain Agency',
  );
});
