import { expect, test, type Locator, type Page } from '@playwright/test';
import { SUPER_ADMIN, uniqueEmail, superAdminSessionIn } from './helpers';
import { MAIN_ORIGIN } from './helpers-sites';

/** A text field of the form by the start of its label (required fields' labels end with ' *'). */
function field(form: Locator, label: string): Locator {
  const escaped = label.replace(/[()]/g, '\\$&');
  return form.getByRole('textbox', { name: new RegExp(`^${escaped}`) });
}

async function openContactForm(page: Page) {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Get in Touch' }).scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Contact us' });
  await expect(form).toBeVisible();
  return form;
}

test('a visitor sends a message: it is confirmed and the form cleared; the super admin reads it and its notification email', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('visitor');
  const lastName = `Doe-${Date.now()}`;
  const message =
    'We run three dental clinics and miss many calls at lunch time. Can your assistant book appointments?';

  const form = await openContactForm(page);
  await field(form, 'First Name').fill('Jane');
  await field(form, 'Last Name').fill(lastName);
  await field(form, 'Email').fill(email);
  await field(form, 'Phone (optional)').fill('+1 555 010 2030');
  await field(form, 'Message').fill(message);
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(
    form.getByText('Thank you for your message! We will get back to you soon.'),
  ).toBeVisible();
  for (const label of ['First Name', 'Last Name', 'Email', 'Phone (optional)', 'Message']) {
    await expect(field(form, label)).toHaveValue('');
  }

  // The super admin finds the message at /admin/contacts ...
  await superAdminSessionIn(page, request);
  await page.goto('/admin/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `Jane ${lastName}` });
  await expect(row).toContainText(email);
  await expect(row).toContainText('+1 555 010 2030');
  await row.getByRole('button', { name: `Read message from Jane ${lastName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Message from Jane ${lastName}` });
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: /close/i }).first().click();
  await expect(dialog).toBeHidden();

  // ... and the notification email in the outbox, with a link back to the messages.
  await page.getByRole('link', { name: 'Email Outbox' }).click();
  await expect(page).toHaveURL(/\/admin\/email-outbox$/);
  const subject = `New contact message from Jane ${lastName}`;
  const emailRow = page.getByRole('row').filter({ hasText: subject });
  await expect(emailRow).toContainText(SUPER_ADMIN.email);
  await emailRow
    .getByRole('button', { name: `View email: ${subject} to ${SUPER_ADMIN.email}` })
    .click();
  const viewer = page.getByRole('dialog', { name: subject });
  await expect(viewer).toContainText(message);
  await expect(viewer).toContainText(`Email: ${email}`);
  await expect(viewer.getByRole('link', { name: `${MAIN_ORIGIN}/admin/contacts` })).toBeVisible();
});

test('the contact form shows a message under each field it refuses', async ({ page }) => {
  const form = await openContactForm(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Last name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();
  await expect(field(form, 'First Name')).toHaveAttribute('aria-invalid', 'true');

  await field(form, 'First Name').fill('Jane');
  await field(form, 'Email').fill('not-an-email');
  await field(form, 'Phone (optional)').fill('+1 555 010 2030 4050 6070');
  await field(form, 'Message').click(); // leaves the phone field
  await expect(form.getByText('First name is required')).toBeHidden();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Phone number must be less than 20 characters')).toBeVisible();
  await expect(form.getByText('Last name is required')).toBeVisible();
  await expect(
    form.getByText('Thank you for your message! We will get back to you soon.'),
  ).toBeHidden();
});
