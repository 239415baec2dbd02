import { expect, test } from '@playwright/test';
import { SUPER_ADMIN, uniqueEmail, superAdminSessionIn } from './helpers';
import { resellerForm, startResellerRegistration } from './helpers-resellers';
import { messageDialog, seriousViolations } from './helpers-screens';
import { siteOrigin, uniqueSubdomain } from './helpers-sites';

test('the landing page (with its pricing and contact form) has no serious or critical axe violations', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page
      .locator('#pricing')
      .getByRole('link', { name: /^Choose / })
      .first(),
  ).toBeVisible();
  await page.getByRole('heading', { name: 'Get in Touch' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('form', { name: 'Contact us' })).toBeVisible();
  await page.locator('#faqs').getByRole('button').first().click();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the pricing, legal and documentation pages have no serious or critical axe violations', async ({
  page,
}) => {
  const pages: [string, string][] = [
    ['/pricing', 'Save 20%'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms & Conditions'],
    ['/docs', 'Documentation'],
    ['/docs/billing', 'Billing'],
    ['/docs/billing/plans-and-usage', 'Plans and usage'],
    ['/docs/billing/no-such-page', 'This page does not exist'],
  ];
  for (const [path, text] of pages) {
    await page.goto(path);
    await expect(page.getByText(text).first(), path).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('the password pages and the login-as page have no serious or critical axe violations', async ({
  page,
}) => {
  await page.goto('/forgot-password');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  expect(await seriousViolations(page), 'forgot password, with an error').toEqual([]);
  await page.getByRole('textbox', { name: /^Email address/ }).fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  expect(await seriousViolations(page), 'check your email').toEqual([]);

  await page.goto('/password-reset/x?email=a@b.co');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  expect(await seriousViolations(page), 'reset password').toEqual([]);

  await page.goto('/password-reset?email=a@b.co');
  await expect(messageDialog(page, 'Invalid Token')).toBeVisible();
  expect(await seriousViolations(page), 'reset password without a token').toEqual([]);

  await page.goto('/loginas?token=bad');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid or expired token');
  expect(await seriousViolations(page), 'login as').toEqual([]);

  await page.goto(`${siteOrigin('nobody')}/`);
  await expect(page.getByRole('heading', { name: 'This site does not exist' })).toBeVisible();
  expect(await seriousViolations(page), 'unknown site').toEqual([]);
});

test('every step of the reseller wizard has no serious or critical axe violations', async ({
  page,
}) => {
  const next = () => page.getByRole('button', { name: 'Next' }).click();
  const step = (text: string) => page.getByRole('heading', { level: 2, name: text });
  await page.goto('/reseller-registration');

  await expect(step('Step 1 of 4: Company Info')).toBeVisible();
  expect(await seriousViolations(page), 'step 1').toEqual([]);
  await next();
  await expect(page.getByText('Organization name is required')).toBeVisible();
  expect(await seriousViolations(page), 'step 1 with an error').toEqual([]);
  await page.getByRole('textbox', { name: /^Organization Name/ }).fill('Axe Voice');
  await next();

  await expect(step('Step 2 of 4: Hosting')).toBeVisible();
  expect(await seriousViolations(page), 'step 2').toEqual([]);
  await page.getByRole('textbox', { name: /^Subdomain/ }).fill('admin');
  await next();
  await expect(page.getByText('This subdomain is already taken by another reseller')).toBeVisible();
  expect(await seriousViolations(page), 'step 2 with a taken subdomain').toEqual([]);
  await page.getByRole('textbox', { name: /^Subdomain/ }).fill(uniqueSubdomain('axe'));
  await next();

  await expect(step('Step 3 of 4: Admin Details')).toBeVisible();
  expect(await seriousViolations(page), 'step 3').toEqual([]);
  await page.getByRole('textbox', { name: /^Admin Name/ }).fill('Ada Axe');
  await page.getByRole('textbox', { name: /^Admin Email/ }).fill(uniqueEmail('axe'));
  await page.getByRole('textbox', { name: /^Admin Phone/ }).fill('+1 555 0100');
  await next();

  await expect(step('Step 4 of 4: Choose Package')).toBeVisible();
  await expect(page.getByTestId('package-1')).toBeVisible();
  expect(await seriousViolations(page), 'step 4').toEqual([]);
  await page.getByRole('radio', { name: 'Yearly' }).check();
  await page.getByRole('radio', { name: 'Reseller Growth' }).check();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText('You must agree to the terms and conditions')).toBeVisible();
  expect(await seriousViolations(page), 'step 4 with an error').toEqual([]);
});

test('the sandbox checkout and the success page have no serious or critical axe violations', async ({
  page,
  request,
}) => {
  await page.goto(await startResellerRegistration(request, resellerForm('Axe Checkout')));
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  expect(await seriousViolations(page), 'checkout').toEqual([]);
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  expect(await seriousViolations(page), 'declined').toEqual([]);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your payment was received' }),
  ).toBeVisible();
  await expect(page.getByText('The reseller account of Axe Checkout is active.')).toBeVisible();
  expect(await seriousViolations(page), 'success').toEqual([]);
});

test('the contact messages and the email outbox have no serious or critical axe violations', async ({
  page,
  request,
}) => {
  const sent = await request.post('/api/contact', {
    data: {
      first_name: 'Axel',
      last_name: 'Checker',
      email: uniqueEmail('axel'),
      message: 'Do you support Spanish-speaking callers?',
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await superAdminSessionIn(page, request);

  await page.goto('/admin/contacts');
  await expect(page.getByRole('row').filter({ hasText: 'Axel Checker' })).toBeVisible();
  expect(await seriousViolations(page), 'contact messages').toEqual([]);
  await page.getByRole('button', { name: 'Read message from Axel Checker' }).click();
  await expect(page.getByRole('dialog', { name: 'Message from Axel Checker' })).toBeVisible();
  expect(await seriousViolations(page), 'a contact message').toEqual([]);

  await page.goto('/admin/email-outbox');
  const subject = 'New contact message from Axel Checker';
  await expect(page.getByRole('row').filter({ hasText: subject }).first()).toBeVisible();
  expect(await seriousViolations(page), 'email outbox').toEqual([]);
  await page
    .getByRole('button', { name: `View email: ${subject} to ${SUPER_ADMIN.email}` })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: subject })).toBeVisible();
  // The email's own HTML is in a sandboxed frame without scripts, where axe cannot run.
  expect(await seriousViolations(page, { frames: false }), 'an email').toEqual([]);
});
