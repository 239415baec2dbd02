// Where the suite's sites are (the main host and each reseller's <sub>.localhost) and signing in on them.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, PORT, SESSION_KEY, SUPER_ADMIN, type Session } from './helpers';

export const MAIN_ORIGIN = `http://localhost:${PORT}`;
/** http://<sub>.localhost:<port> (Chromium resolves *.localhost to 127.0.0.1). */
export function siteOrigin(subdomain: string): string {
  return `http://${subdomain}.localhost:${PORT}`;
}

/** For API calls as if made on a reseller's site: Node's fetch does not resolve *.localhost. */
export function onSite(subdomain: string): { Host: string } {
  return { Host: `${subdomain}.localhost:${PORT}` };
}

let counter = 0;
/** A subdomain no other test (or earlier run) uses: lower-case letters and digits. */
export function uniqueSubdomain(prefix = 'site'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/** Signs in through the login form of the page's current host. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The super admin signs in through the main host's login form (lands on /admin). */
export async function signInAsSuperAdmin(page: Page): Promise<void> {
  await page.goto(`${MAIN_ORIGIN}/login`);
  await signInWithForm(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await expect(page).toHaveURL(`${MAIN_ORIGIN}/admin`);
}

/** Signs in through the login form of `origin` (a reseller's site or the main host) and waits for `landing`. */
export async function signInOn(
  page: Page,
  origin: string,
  email: string,
  password: string,
  landing: string,
): Promise<void> {
  await page.goto(`${origin}/login`);
  await signInWithForm(page, email, password);
  await expect(page).toHaveURL(`${origin}${landing}`);
}

/** The session token this page's origin keeps in localStorage (null when signed out). */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { state?: { token?: string | null } };
    return parsed.state?.token ?? null;
  }, SESSION_KEY);
}

/** Signs in through the API as if on a reseller's site (a user of that reseller). */
export async function loginOnSite(
  request: APIRequestContext,
  subdomain: string,
  email: string,
  password = PASSWORD,
): Promise<Session> {
  const response = await request.post('/api/login', {
    headers: onSite(subdomain),
    data: { email, password, remember: false },
  });
  if (!response.ok()) throw new Error(`login: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Session;
}
