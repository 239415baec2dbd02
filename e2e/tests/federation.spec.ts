import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  APP_FOLDERS,
  recordScripts,
  registerViaApi,
  REMOTE_FOLDERS,
  uniqueEmail,
  useSessionIn,
  superAdminSessionIn,
} from './helpers';

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

const APPS = APP_FOLDERS;
const SHARED = [
  'react',
  'react-dom',
  // The router: a narrow module (packages/mf-config/src/router.mjs) shared under this name; react-router itself is
  // not a share but bundled into that module's chunks (checked by file name below).
  'react-router-dom',
  'styled-components',
  'zustand',
  '@voice/session',
  '@tanstack/react-query',
];

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/**
 * Which downloaded file belongs to which app's copy of which shared modules, read from each app's
 * mf-manifest.json (the federation plugin's own record of the files of every shared module). One file can hold
 * several: the shell groups its first-load modules in a few chunks (packages/mf-config, FIRST_LOAD_GROUPS).
 */
async function sharedFiles(
  request: APIRequestContext,
): Promise<Map<string, { app: string; names: Set<string> }>> {
  const files = new Map<string, { app: string; names: Set<string> }>();
  for (const app of APPS) {
    const manifest = (await (
      await request.get(`/build/${app}/mf-manifest.json`)
    ).json()) as Manifest;
    for (const share of manifest.shared) {
      for (const file of [...share.assets.js.sync, ...share.assets.js.async]) {
        const path = `/build/${app}/${file}`;
        const known = files.get(path) ?? { app, names: new Set<string>() };
        known.names.add(share.name);
        files.set(path, known);
      }
    }
  }
  return files;
}

test('visiting all five remotes downloads each shared library once, and there is one session store', async ({
  page,
  request,
}) => {
  await superAdminSessionIn(page, request);
  const scripts = recordScripts(page);

  await page.goto('/'); // mfe-public
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // '/' is server-rendered: its heading shows before React runs. The router listens for popstate only once the page
  // is hydrated, which the form gate around the app tells (disabled until then).
  await expect(page.locator('#root fieldset').first()).toBeAttached();
  await expect(page.locator('#root fieldset[disabled]')).toHaveCount(0);
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

  const remotesSeen = REMOTE_FOLDERS.filter((r) => scripts.some((u) => u.includes(`/build/${r}/`)));
  expect(remotesSeen).toEqual(REMOTE_FOLDERS);
  // No file twice, and every shared module from one app's copy only.
  const paths = scripts.map((u) => new URL(u).pathname);
  expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  const owners = await sharedFiles(request);
  for (const name of SHARED) {
    const providers = new Set(
      paths.flatMap((p) => {
        const owner = owners.get(p);
        return owner?.names.has(name) ? [owner.app] : [];
      }),
    );
    expect([...providers], `apps whose copy of ${name} was downloaded`).toHaveLength(1);
  }
  const routerApps = new Set(
    paths.flatMap((p) => {
      // The shell's router is bundled in its first-load-libs chunk (packages/mf-config, FIRST_LOAD_GROUPS).
      const m = p.match(/^\/build\/([^/]+)\/.*(react-router|router_mjs|first-load-libs)/);
      return m?.[1] ? [m[1]] : [];
    }),
  );
  expect([...routerApps], "apps whose copy of the router's code was downloaded").toHaveLength(1);
  expect(
    await page.evaluate(
      () => (globalThis as { __voiceSessionStores?: number }).__voiceSessionStores,
    ),
  ).toBe(1);
  await expect(page.getByTestId('session-store-count')).toHaveText('1');
});

test('with one remote unreachable, its routes show the unavailable page and the others keep working', async ({
  page,
  request,
}) => {
  await useSessionIn(page, await registerViaApi(request));
  await page.route('**/build/mfe-billing/**', (route) => route.abort('connectionrefused'));

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Other remotes, in the same page, keep working.
  await page
    .getByRole('link', { name: /dashboard/i })
    .first()
    .click();
  await expect(page.getByText('Active Voice Agents')).toBeVisible();

  // Once the remote is reachable again, Retry brings the section back.
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible({
    timeout: 20_000,
  });
  await page.unroute('**/build/mfe-billing/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(/Save 20%/)).toBeVisible();
});
