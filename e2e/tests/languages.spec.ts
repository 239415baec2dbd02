// The product's languages: a reseller's admin makes Spanish its site's language; a visitor of that site gets the
// sign-in page in Spanish from the server's first HTML on, picks Deutsch at the foot of the page and the whole page
// changes at once, and keeps it on the next visit; the main host still speaks English. A user's own language, set on
// its profile, is the app's wherever it signs in next. axe; screenshots.
import { expect, test } from '@playwright/test';
import { createActiveReseller } from './helpers-resellers';
import { seriousViolations, shotsAtWidths } from './helpers-screens';
import { PASSWORD, registerViaApi } from './helpers';
import { MAIN_ORIGIN, onSite, signInOn, signInWithForm } from './helpers-sites';

test("a reseller's site speaks its own language; a visitor's choice wins and stays", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const site = await createActiveReseller(request, 'Agencia Madrid');

  await signInOn(page, site.origin, site.adminEmail, site.adminPassword, '/admin');
  await page.goto(`${site.origin}/admin/system-settings`);
  const language = page.getByLabel('Site language');
  await expect(language).toHaveValue('en');
  await language.selectOption('es');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved successfully')).toBeVisible();
  await language.scrollIntoViewIfNeeded();
  await shotsAtWidths(page, 'languages-site-setting');

  // The server's HTML of the sign-in page is Spanish already (no flash of English).
  const html = await (await request.get('/login', { headers: onSite(site.subdomain) })).text();
  expect(html).toContain('<html lang="es"');
  expect(html).toContain('Inicie sesión en su cuenta');
  expect(html).toContain('Política de privacidad');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${site.origin}/login`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Inicie sesión en su cuenta');
  await expect(visitor.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'es');
  expect(await seriousViolations(visitor)).toEqual([]);

  // The visitor's own choice, at once on the whole page, and again on the next visit.
  await visitor.getByLabel('Idioma').selectOption('de');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    'Melden Sie sich bei Ihrem Konto an',
  );
  await expect(visitor.getByRole('link', { name: 'Datenschutzerklärung' })).toBeVisible();
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'de');
  await shotsAtWidths(visitor, 'languages-login-de');
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    'Melden Sie sich bei Ihrem Konto an',
  );
  await expect(visitor.getByLabel('Sprache')).toHaveValue('de');

  // The main host keeps its own language (English) for a visitor who chose nothing there.
  const other = await (await browser.newContext()).newPage();
  await other.goto(`${MAIN_ORIGIN}/login`);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Sign in to your account');
  await expect(other.getByLabel('Language')).toHaveValue('en');
});

test("a user's own language, chosen on its profile, is the app's on its next sign-in anywhere", async ({
  page,
  browser,
  request,
}) => {
  const { user } = await registerViaApi(request, 'Jana Weber');
  await signInOn(page, MAIN_ORIGIN, user.email, PASSWORD, '/dashboard');
  await page.goto(`${MAIN_ORIGIN}/profile`);
  const profileLanguage = page.locator('#profile-language');
  await expect(profileLanguage).toBeVisible();
  await expect(profileLanguage).toHaveValue('');
  await profileLanguage.selectOption('de');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // At once, on this page: the footer is German.
  await expect(page.getByRole('link', { name: 'Datenschutzerklärung' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await profileLanguage.scrollIntoViewIfNeeded();
  await shotsAtWidths(page, 'languages-profile');

  // Another browser, which never chose anything: German once signed in.
  const other = await (await browser.newContext()).newPage();
  await other.goto(`${MAIN_ORIGIN}/login`);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Sign in to your account');
  await signInWithForm(other, user.email, PASSWORD);
  await expect(other).toHaveURL(`${MAIN_ORIGIN}/dashboard`);
  await expect(other.getByRole('link', { name: 'Datenschutzerklärung' })).toBeVisible();
  await other.reload();
  await expect(other.locator('html')).toHaveAttribute('lang', 'de');
});
