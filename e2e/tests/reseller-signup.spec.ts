import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, uniqueEmail } from './helpers';
import { latestEmail, passwordLinkOf } from './helpers-outbox';
import { resellerForm, startResellerRegistration } from './helpers-resellers';
import { messageDialog } from './helpers-screens';
import { signInWithForm, siteOrigin, uniqueSubdomain } from './helpers-sites';
import { makePng } from './helpers-uploads';

const ORG = 'Orbit Voice';
const STARTER = { name: 'Reseller Starter', price: 99, yearlyPrice: 990 };

function textbox(page: Page, label: string) {
  return page.getByRole('textbox', { name: new RegExp(`^${label}`) });
}

function stepHeading(page: Page, text: string) {
  return page.getByRole('heading', { level: 2, name: text });
}

test('a business signs up as a reseller, is declined once, pays, and its admin signs in on its own branded site', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // Names that are already taken: a pending reseller's subdomain and a registered user's email.
  const taken = resellerForm('Taken Co');
  await startResellerRegistration(request, taken);
  const takenSubdomain = taken.subdomain_name;
  const { user: existing } = await registerViaApi(request, 'Existing User');
  const subdomain = uniqueSubdomain('orbit');
  const adminEmail = uniqueEmail('orbit-admin');
  const origin = siteOrigin(subdomain);

  await page.goto('/reseller-registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Reseller' })).toBeVisible();
  await expect(page).toHaveTitle('Become a Reseller - AI Phone System');

  // Step 1: Company Info, with the logo.
  await expect(stepHeading(page, 'Step 1 of 4: Company Info')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Organization name is required')).toBeVisible();
  await textbox(page, 'Organization Name').fill(ORG);
  await textbox(page, 'Company Email').fill(`hello@${subdomain}.example.com`);
  const logoInput = page.getByLabel('Company Logo');
  await logoInput.setInputFiles({
    name: 'too-wide.png',
    mimeType: 'image/png',
    buffer: makePng(900, 100, [200, 30, 30]),
  });
  await expect(page.getByText('The logo must be at most 800x400 pixels')).toBeVisible();
  await logoInput.setInputFiles({
    name: 'orbit-logo.png',
    mimeType: 'image/png',
    buffer: makePng(160, 60, [14, 116, 144]),
  });
  await expect(page.getByText('Selected logo: orbit-logo.png')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the chosen logo' })).toBeVisible();
  await expect(page.getByText('The logo must be at most 800x400 pixels')).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: Hosting; a taken subdomain is refused.
  await expect(stepHeading(page, 'Step 2 of 4: Hosting')).toBeVisible();
  await textbox(page, 'Subdomain').fill(takenSubdomain);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This subdomain is already taken by another reseller')).toBeVisible();
  await expect(stepHeading(page, 'Step 2 of 4: Hosting')).toBeVisible();
  await textbox(page, 'Subdomain').fill(subdomain);
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page.getByText(`${subdomain}.localhost is available`)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: Admin Details; a taken email is refused.
  await expect(stepHeading(page, 'Step 3 of 4: Admin Details')).toBeVisible();
  await textbox(page, 'Admin Name').fill('Olga Orbit');
  await textbox(page, 'Admin Email').fill(existing.email);
  await textbox(page, 'Admin Phone').fill('+1 555 0142');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This email is already registered by another user')).toBeVisible();
  await expect(stepHeading(page, 'Step 3 of 4: Admin Details')).toBeVisible();
  await textbox(page, 'Admin Email').fill(adminEmail);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: Choose Package; Previous keeps what was entered.
  await expect(stepHeading(page, 'Step 4 of 4: Choose Package')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(textbox(page, 'Admin Email')).toHaveValue(adminEmail);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Step 4 of 4: Choose Package')).toBeVisible();

  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(messageDialog(page, 'Choose a package')).toContainText(
    'Please select a reseller package',
  );
  await messageDialog(page, 'Choose a package').getByRole('button', { name: 'OK' }).click();

  const card = page.getByTestId('package-1');
  await expect(card).toContainText(`$${STARTER.price} / month`);
  await page.getByRole('radio', { name: 'Yearly' }).check();
  await expect(card).toContainText(`$${STARTER.yearlyPrice} / year`);
  await expect(card).toContainText(`Save $${STARTER.price * 12 - STARTER.yearlyPrice} a year`);
  await page.getByRole('radio', { name: STARTER.name }).check();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText('You must agree to the terms and conditions')).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Complete Registration' }).click();

  // The sandbox's hosted checkout, outside the app.
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Sandbox — test mode')).toBeVisible();
  await expect(page.getByText('$990.00 per year')).toBeVisible();
  await expect(page.getByText(`Billed to ${adminEmail}`)).toBeVisible();

  // A declined card: the message, and the site stays inactive.
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $990.00' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  const site = await page.context().newPage();
  await site.goto(origin);
  await expect(
    site.getByRole('heading', { level: 1, name: 'This site is not active yet' }),
  ).toBeVisible();

  // The success card: paid, back on the platform's success page.
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $990.00' }).click();
  await expect(page).toHaveURL(/\/reseller-registration\/success\?reference=rr_[0-9a-f]{32}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your payment was received' }),
  ).toBeVisible();
  await expect(page.getByText(`The reseller account of ${ORG} is active.`)).toBeVisible();
  await expect(
    page.getByRole('link', { name: new URL(siteOrigin(subdomain)).host }),
  ).toHaveAttribute('href', `${origin}/login`);

  // The reseller's site is live; the wizard exists only on the platform's host.
  await site.goto(`${origin}/reseller-registration`);
  await expect(site).toHaveURL(`${origin}/not-found`);
  await expect(site.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await site.close();

  // The welcome email links to the reseller's own site, where the admin sets a password.
  const welcome = await latestEmail(request, adminEmail, 'set your password');
  expect(welcome.subject).toBe('Your reseller account is ready: set your password');
  const link = passwordLinkOf(welcome);
  expect(new URL(link).origin).toBe(origin);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByRole('textbox', { name: /^New password/ }).fill('Orbit-admin-pass-1');
  await page.getByRole('textbox', { name: /^Confirm new password/ }).fill('Orbit-admin-pass-1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Password reset successful!' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(`${origin}/login`);

  // Signed in on the reseller's site: its name and its logo.
  await signInWithForm(page, adminEmail, 'Orbit-admin-pass-1');
  await expect(page).toHaveURL(`${origin}/admin`);
  await expect(page).toHaveTitle(/ - Orbit Voice$/);
  const logo = page.getByRole('banner').getByRole('img', { name: ORG });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.png$/);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await expect(page.getByRole('banner')).not.toContainText('AI Phone System');
});
