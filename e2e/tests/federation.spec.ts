import { expect, test } from '@playwright/test';
import { loginViaApi, recordScripts, registerViaApi, SUPER_ADMIN, uniqueEmail, useSessionIn } from './helpers';

test("a user's whole session requests no file of mfe-admin", async ({ page }) => {
  const scripts = recordScripts(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Alan Turing');
  await page.getByLabel('Email').fill(uniqueEmail('alan'));
  await page.getByLabel('Password', { exact: true }).fill('Password123!');
  await page.getByLabel('Confirm Password').fill('Password123!');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /register|create account|sign up/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Active Voice Agents')).toBeVisible();
  await page.goto('/assistants');
  await expect(page.getByRole('heading', { level: 1, name: 'My Voice Assistants' })).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByText(/Save 20%/)).toBeVisible();
  await page.goto('/admin'); // a user is sent away before anything of the admin console is fetched
  await expect(page).toHaveURL(/\/dashboard$/);

  expect(scripts.length).toBeGreaterThan(5);
  expect(requests.filter((u) => u.includes('/build/mfe-admin/'))).toEqual([]);
});

/** Chunk name patterns of each shared library (chunk ids are named; see packages/mf-config). */
const LIBRARIES: Record<string, RegExp> = {
  react: /node_modules_react_index_js/,
  'react-dom': /node_modules_react-dom_(index|client)_js/,
  'react-router': /node_modules_react-router_dist/,
  'styled-components': /node_modules_styled-components_dist/,
  zustand: /node_modules_zustand_(index|esm_index)/,
  '@voice/session': /packages_session_src_index_ts/,
};

test('visiting all five remotes downloads each shared library once, and there is one session store', async ({
  page,
  request,
}) => {
  await useSessionIn(page, await loginViaApi(request, SUPER_ADMIN.email, SUPER_ADMIN.password));
  const scripts = recordScripts(page);

  await page.goto('/'); // mfe-public
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const visits: [string, string][] = [
    ['/admin', 'System-wide analytics and management'], // mfe-admin
    ['/assistants', 'My Voice Assistants'], // mfe-assistants
    ['/pricing', 'Save 20%'], // mfe-billing
    ['/debug', 'Session stores'], // mfe-account
  ];
  for (const [path, text] of visits) {
    await page.evaluate((p) => {
      window.history.pushState({}, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByText(text).first()).toBeVisible();
  }

  const remotesSeen = ['mfe-public', 'mfe-admin', 'mfe-assistants', 'mfe-billing', 'mfe-account'].filter((r) =>
    scripts.some((u) => u.includes(`/build/${r}/`)),
  );
  expect(remotesSeen).toHaveLength(5);
  for (const [library, pattern] of Object.entries(LIBRARIES)) {
    const hits = scripts.filter((u) => pattern.test(u));
    expect(hits, `${library} downloads: ${hits.join(', ')}`).toHaveLength(1);
  }
  expect(await page.evaluate(() => (globalThis as { __voiceSessionStores?: number }).__voiceSessionStores)).toBe(1);
  await expect(page.getByTestId('session-store-count')).toHaveText('1');
});

test('with one remote unreachable, its routes show the unavailable page and the others keep working', async ({
  page,
  request,
}) => {
  await useSessionIn(page, await registerViaApi(request));
  await page.route('**/build/mfe-billing/**', (route) => route.abort('connectionrefused'));

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Other remotes, in the same page, keep working.
  await page.getByRole('link', { name: /dashboard/i }).first().click();
  await expect(page.getByText('Active Voice Agents')).toBeVisible();

  // Once the remote is reachable again, Retry brings the section back.
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/build/mfe-billing/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(/Save 20%/)).toBeVisible();
});
