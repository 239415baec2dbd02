// Helpers of the issue 10 specs (admin consoles, impersonation from the UI, audit log).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SESSION_KEY, SUPER_ADMIN } from './helpers';
import { MAIN_ORIGIN, signInWithForm, superAdminToken } from './helpers-issue3';

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

/** Types `text` in the Search field of a list's search form and submits it. */
export async function searchList(page: Page, formName: string, text: string): Promise<void> {
  const form = page.getByRole('search', { name: formName });
  await form.getByLabel('Search', { exact: true }).fill(text);
  await form.getByRole('button', { name: 'Search', exact: true }).click();
}

/** The one row of a table (by its accessible name) that contains `text`. */
export function rowWith(page: Page, table: string, text: string): Locator {
  return page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
}

/** The reseller id of a subdomain, through the super admin's list (GET /api/super-admin/resellers). */
export async function resellerIdOf(request: APIRequestContext, subdomain: string): Promise<number> {
  const response = await request.get(
    `/api/super-admin/resellers?search=${encodeURIComponent(subdomain)}`,
    { headers: { Authorization: `Bearer ${await superAdminToken(request)}` } },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { id: number; subdomain: string }[] };
  const found = data.find((reseller) => reseller.subdomain === subdomain);
  if (!found) throw new Error(`no reseller with the subdomain ${subdomain}`);
  return found.id;
}
