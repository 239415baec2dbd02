// Email as the reseller: its admin opens Email Sender, is refused an address that is not one, saves its sender
// name, From and Reply-To on its own domain, sees the SPF and DKIM records to add with copy buttons, and clicks
// Verify (no such records exist: not verified, the reason shown). The DNS cannot be changed from a test, so the
// verified state is written to the suite's database as a successful check stores it. Then the test email and the
// welcome email of a customer who registers on the reseller's site leave from the reseller's address with its
// Reply-To and name, and name neither the platform nor a vendor. axe; screenshots at 390/1280/1920 px.
import { expect, test } from '@playwright/test';
import { latestEmail, type OutboxEmail } from './helpers-outbox';
import { createActiveReseller, registerOnSite } from './helpers-resellers';
import { seriousViolations, shotsAtWidths } from './helpers-screens';
import { signInOn } from './helpers-sites';
import { withSuiteDatabase } from './helpers-suite-db';

/** What an outbox email left with (the outbox reply passes these along with the fields helpers-outbox names). */
type SentEmail = OutboxEmail & {
  from_name: string | null;
  from_address: string | null;
  reply_to: string | null;
};

const FORBIDDEN = /AI Phone System|Vapi|Stripe|Twilio|OpenAI|Deepgram|ElevenLabs/i;

test("a reseller's customers get its emails from its own address once its domain is verified", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const site = await createActiveReseller(request, 'Sender Agency');
  const domain = `${site.subdomain}-agency.example`;
  const from = `hello@${domain}`;
  const replyTo = `help@${domain}`;
  await signInOn(page, site.origin, site.adminEmail, site.adminPassword, '/admin');
  await page.goto(`${site.origin}/admin/email-sender`);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Sender' })).toBeVisible();
  await expect(page.getByText('Sender Agency <no-reply@')).toBeVisible();

  const address = page.getByRole('textbox', { name: /From address/ });
  await address.fill('hello at agency');
  await page.getByRole('button', { name: 'Save sender' }).click();
  await expect(
    page.getByText('Enter a valid email address, e.g. hello@youragency.com.'),
  ).toBeVisible();
  await shotsAtWidths(page, 'email-sender-form');

  await page.getByRole('textbox', { name: /Sender name/ }).fill('Sender Agency Team');
  await address.fill(from);
  await page.getByRole('textbox', { name: /Reply-to address/ }).fill(replyTo);
  await page.getByRole('button', { name: 'Save sender' }).click();
  await expect(page.getByText('Waiting for DNS')).toBeVisible();
  const records = page.getByRole('heading', { name: 'Domain records' }).locator('..');
  await expect(
    records.getByText(new RegExp(`^s[0-9a-f]{8}\\._domainkey\\.${domain}$`)),
  ).toBeVisible();
  await expect(records.getByText(/^v=spf1 include:\S+ ~all$/)).toBeVisible();
  await expect(page.getByRole('button', { name: "Copy the DKIM record's value" })).toBeVisible();
  // Until it is verified: the platform's address, with the reseller's name.
  await expect(page.getByText('Sender Agency Team <no-reply@')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shotsAtWidths(page, 'email-sender-pending');

  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Not verified', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: '_domainkey' })).toBeVisible();
  await shotsAtWidths(page, 'email-sender-failed');

  // Verified as a successful check stores it (the suite cannot create DNS records).
  withSuiteDatabase((db) => {
    const now = new Date().toISOString();
    db.prepare(
      "update reseller_email_senders set status = 'verified', domain = ?, verified_at = ?, last_checked_at = ?, last_error = null where reseller_id = (select id from resellers where subdomain = ?)",
    ).run(domain, now, now, site.subdomain);
  });
  await page.reload();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText(`Sender Agency Team <${from}>`)).toBeVisible();
  await shotsAtWidths(page, 'email-sender-verified');

  await page.getByRole('button', { name: 'Send test email' }).click();
  await expect(page.getByText(`Test email sent to ${site.adminEmail}.`)).toBeVisible();
  const testEmail = (await latestEmail(request, site.adminEmail, 'Test email')) as SentEmail;
  expect(testEmail).toMatchObject({ from_address: from, reply_to: replyTo });

  const customer = await registerOnSite(request, site.subdomain, 'Cara Customer');
  const welcome = (await latestEmail(request, customer.user.email, 'Welcome to')) as SentEmail;
  expect(welcome).toMatchObject({
    subject: 'Welcome to Sender Agency',
    from_name: 'Sender Agency Team',
    from_address: from,
    reply_to: replyTo,
  });
  expect(`${welcome.subject}\n${welcome.html}\n${welcome.text}`).not.toMatch(FORBIDDEN);
});
