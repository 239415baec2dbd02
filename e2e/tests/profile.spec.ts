// /profile (spec 000 §2 Profile, §5, §8): a new user updates every field and uploads a picture that is
// shown after a reload; an HTML file named .png is refused by the server; 'Change Password' checks the current
// password, then the old password stops signing in, the new one works and another session is signed out.
import { expect, test, type Page } from '@playwright/test';
import {
  PASSWORD as PASSWORD,
  registerViaApi,
  sessionStatus,
  signInStatus,
  useSessionIn,
} from './helpers';
import { HTML_BYTES, makePng } from './helpers-uploads';

function profileForm(page: Page) {
  return page.getByRole('form', { name: 'Profile Settings' });
}

function passwordSection(page: Page) {
  return page.getByRole('region', { name: 'Change Password' });
}

test('a user updates the profile with a PNG picture; a renamed HTML file is refused', async ({
  page,
  request,
}) => {
  const session = await registerViaApi(request, 'Paula Profile');
  await useSessionIn(page, session);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  const form = profileForm(page);
  // No picture yet: the initials, and the spec's hint.
  await expect(form.getByRole('img', { name: 'Initials PP' })).toBeVisible();
  await expect(form.getByText('JPG, PNG or GIF up to 2MB')).toBeVisible();
  await expect(form.getByLabel('Email')).toBeDisabled();
  await expect(form.getByLabel('Email')).toHaveValue(session.user.email);
  await expect(form.getByText('Email cannot be changed')).toBeVisible();

  const png = makePng(12, 12, [14, 116, 144]);
  await form.getByLabel(/^Full Name/).fill('Paula Pictured');
  await form.getByLabel('Phone').fill('+1 555 0199');
  await form.getByLabel('Company').fill('Pictured Ltd');
  await form.getByLabel('Bio').fill('Answers calls about pictures.');
  await form.getByLabel('Profile Picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(form.getByRole('img', { name: 'New profile picture preview' })).toBeVisible();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByRole('main').getByText('Profile updated successfully!').first(),
  ).toBeVisible();

  // After a reload the server's values fill the form and the stored picture is shown (and loads).
  await page.reload();
  await expect(form.getByLabel(/^Full Name/)).toHaveValue('Paula Pictured');
  await expect(form.getByLabel('Phone')).toHaveValue('+1 555 0199');
  await expect(form.getByLabel('Company')).toHaveValue('Pictured Ltd');
  await expect(form.getByLabel('Bio')).toHaveValue('Answers calls about pictures.');
  const picture = form.getByRole('img', { name: 'Profile picture', exact: true });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(12);
  const src = (await picture.getAttribute('src')) ?? '';
  const served = await request.get(new URL(src, page.url()).toString());
  expect(served.ok()).toBe(true);
  expect(served.headers()['content-type']).toContain('image/png');
  expect(Buffer.from(await served.body()).equals(png)).toBe(true);

  // An HTML file named .png (and sent as image/png) passes the browser's checks; the server reads its bytes.
  await form.getByLabel('Profile Picture').setInputFiles({
    name: 'innocent.png',
    mimeType: 'image/png',
    buffer: HTML_BYTES,
  });
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByRole('main').getByText('Please fix the errors in the form').first(),
  ).toBeVisible();
  await expect(form.getByText('Please choose a PNG, JPG or GIF image')).toBeVisible();
  await expect(form.getByLabel('Profile Picture')).toHaveAttribute('aria-invalid', 'true');

  // Nothing was stored: the previous picture is still the user's.
  await page.reload();
  await expect(picture).toBeVisible();
  expect(await picture.getAttribute('src')).toBe(src);
});

test('changing the password checks the current one and signs out the other sessions', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const session = await registerViaApi(request, 'Pat Password');
  const email = session.user.email;
  const other = await request.post('/api/login', {
    data: { email, password: PASSWORD, remember: false },
  });
  expect(other.ok()).toBe(true);
  const otherSession = (await other.json()) as typeof session;

  // Another browser, signed in with its own session, on its dashboard.
  const otherContext = await browser.newContext({ baseURL });
  const otherPage = await otherContext.newPage();
  await useSessionIn(otherPage, otherSession);
  await otherPage.goto('/profile');
  await expect(profileForm(otherPage).getByLabel(/^Full Name/)).toHaveValue('Pat Password');

  await useSessionIn(page, session);
  await page.goto('/profile');
  const section = passwordSection(page);
  await expect(section.getByRole('heading', { level: 2, name: 'Change Password' })).toBeVisible();

  // The form's own rules first.
  await section.getByRole('button', { name: 'Change Password' }).click();
  await expect(section.getByText('Current password is required')).toBeVisible();
  await expect(section.getByText('New password is required')).toBeVisible();

  // A wrong current password: refused by the server, on the field and in the message.
  await section.getByLabel(/^Current Password/).fill('Not-my-password-1');
  await section.getByLabel(/^New Password/).fill('Brand-new-pass-9');
  await section.getByLabel(/^Confirm New Password/).fill('Brand-new-pass-9');
  await section.getByRole('button', { name: 'Change Password' }).click();
  await expect(section.getByText('The current password is incorrect.').first()).toBeVisible();
  await expect(section.getByLabel(/^Current Password/)).toHaveAttribute('aria-invalid', 'true');
  expect(await signInStatus(request, email, PASSWORD)).toBe(200);
  expect(await sessionStatus(request, otherSession.token)).toBe(200);

  // The right one: changed; the fields are cleared.
  await section.getByLabel(/^Current Password/).fill(PASSWORD);
  await section.getByRole('button', { name: 'Change Password' }).click();
  await expect(section.getByText('Password changed successfully!').first()).toBeVisible();
  await expect(section.getByLabel(/^New Password/)).toHaveValue('');

  // The old password no longer signs in; the new one does (through the login form of a fresh browser).
  expect(await signInStatus(request, email, PASSWORD)).not.toBe(200);
  const fresh = await browser.newContext({ baseURL });
  const freshPage = await fresh.newPage();
  await freshPage.goto('/login');
  await freshPage.getByLabel('Email address').fill(email);
  await freshPage.getByLabel('Password', { exact: true }).fill('Brand-new-pass-9');
  await freshPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(freshPage).toHaveURL(/\/dashboard$/);
  await fresh.close();

  // The other browser's session is over: its next request sends it to the login page.
  expect(await sessionStatus(request, otherSession.token)).toBe(401);
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login/);
  await otherContext.close();

  // This browser stays signed in.
  expect(await sessionStatus(request, session.token)).toBe(200);
  await page.reload();
  await expect(profileForm(page).getByLabel(/^Full Name/)).toHaveValue('Pat Password');
});
