// The product's languages: a reseller's admin makes Spanish its site's language; a visitor of that site gets the
// sign-in page in Spanish from the server's first HTML on, picks Deutsch at the foot of the page and the whole page
// changes at once, and keeps it on the next visit; the main host still speaks English. A user's own language, set on
// its profile, is the app's wherever it signs in next. The white-label journey in Spanish: the reseller's admin
// works in Spanish, writes its own hero; a visitor (on its subdomain, and through its custom domain by Host header)
// gets it, signs up with Spanish validation messages, lands in a Spanish app and gets the welcome email in Spanish
// from the reseller. axe; screenshots.
import { expect, test } from '@playwright/test';
import { latestEmail } from './helpers-outbox';
import { createActiveReseller } from './helpers-resellers';
import { seriousViolations, shotsAtWidths } from './helpers-screens';
import { withSuiteDatabase } from './helpers-suite-db';
import { PASSWORD, PORT, registerViaApi, uniqueEmail } from './helpers';
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

test('the white-label journey in Spanish: own hero, sign-up, the app and the welcome email', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const site = await createActiveReseller(request, 'Agencia Sol');
  await signInOn(page, site.origin, site.adminEmail, site.adminPassword, '/admin');
  await page.goto(`${site.origin}/admin/system-settings`);
  await page.getByLabel('Site language').selectOption('es');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved successfully')).toBeVisible();

  // From the next page on, the admin (who chose no language of its own) works in the site's language.
  await page.goto(`${site.origin}/admin/system-settings/site-content`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contenido del sitio' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  await page.locator('#site-hero-title').fill('Agencia Sol atiende cada llamada');
  await page.getByRole('button', { name: 'Guardar el contenido del sitio' }).click();
  await expect(page.getByText('Contenido del sitio guardado')).toBeVisible();
  await shotsAtWidths(page, 'languages-es-site-content');

  // The visitor: the reseller's own words in a Spanish page, from the server's first HTML on.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${site.origin}/`);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'es');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    'Agencia Sol atiende cada llamada',
  );

  // Signing up: the form's own messages and the contracts' validation messages in Spanish.
  await visitor.goto(`${site.origin}/register`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Cree su cuenta');
  await visitor.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(visitor.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(visitor.getByText('Debe aceptar los términos y condiciones')).toBeVisible();
  await shotsAtWidths(visitor, 'languages-es-register-errors');
  const email = uniqueEmail('sol');
  await visitor.locator('#name').fill('Lucía Pérez');
  await visitor.locator('#email').fill(email);
  await visitor.locator('#password').fill(PASSWORD);
  await visitor.locator('#password_confirmation').fill(PASSWORD);
  await visitor.locator('#terms').check();
  await visitor.getByRole('button', { name: 'Crear cuenta' }).click();

  // The app: the menus and the dashboard in Spanish.
  await expect(visitor).toHaveURL(`${site.origin}/dashboard`);
  const menu = visitor.getByRole('navigation', { name: 'Principal' });
  await expect(menu.getByRole('link', { name: 'Panel' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Llamadas', exact: true })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
  await shotsAtWidths(visitor, 'languages-es-dashboard');

  // The welcome email: Spanish, from the reseller.
  const welcome = await latestEmail(request, email, 'Bienvenido a');
  expect(welcome.reseller_name).toBe('Agencia Sol');
  expect(welcome.subject).toBe('Bienvenido a Agencia Sol');
  expect(welcome.text).toContain('¡Bienvenido, Lucía Pérez!');
  expect(welcome.text).not.toContain('Welcome');

  // Its custom domain (verified as a successful check stores it) serves the same Spanish site.
  const domain = `app.${site.subdomain}-sol.example`;
  withSuiteDatabase((db) => {
    const now = new Date().toISOString();
    db.prepare(
      "insert into reseller_domains (reseller_id, domain, status, verification_token, verified_at, last_checked_at, created_at, updated_at) select id, ?, 'verified', 'test', ?, ?, ?, ? from resellers where subdomain = ?",
    ).run(domain, now, now, now, now, site.subdomain);
    db.prepare('update resellers set custom_domain = ? where subdomain = ?').run(
      domain,
      site.subdomain,
    );
  });
  await expect
    .poll(
      async () => {
        const reply = await request.get('/', { headers: { Host: `${domain}:${PORT}` } });
        return reply.ok() ? await reply.text() : String(reply.status());
      },
      { timeout: 15_000 },
    )
    .toContain('Agencia Sol atiende cada llamada');
  const html = await (await request.get('/', { headers: { Host: `${domain}:${PORT}` } })).text();
  expect(html).toContain('<html lang="es"');
});
