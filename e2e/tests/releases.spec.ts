import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { childEnv, PORT, superAdminSessionIn, superAdminToken } from './helpers';
import { createActiveReseller, resellerIdOf } from './helpers-resellers';
import { siteOrigin } from './helpers-sites';

const ROOT = resolve(__dirname, '../..');
const CANARY_LABEL = 'Monthly (canary build)';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The id Lingui's macros compile a message to (its catalogs hold the text): sha256 of the text and its context. */
const messageId = (text: string) =>
  createHash('sha256').update(`${text}\u001f`).digest('base64').slice(0, 6);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** The built "Monthly" toggle's label: a <Trans> of that message. */
const MONTHLY_LABEL = new RegExp(
  `children:\\(0,\\w+\\.jsx\\)\\(\\w+\\.Trans,\\{id:"${escapeRegExp(messageId('Monthly'))}"\\}\\)`,
);

/**
 * A changed build of mfe-billing without running webpack: the built dist copied, its pricing screen's "Monthly"
 * toggle renamed (a new file, so a new version); `contractVersion` rewrites the manifest's contract version.
 */
function changedBilling(label: string, contractVersion?: number, brokenEntry = false): string {
  const dir = mkdtempSync(join(tmpdir(), 'voice-release-'));
  cpSync(join(ROOT, 'mfe-billing/dist'), dir, { recursive: true });
  const pricing = readdirSync(dir).find((file) =>
    /^src_features_pricing_pricing-page_tsx\..*\.js$/.test(file),
  );
  if (!pricing) throw new Error('mfe-billing is not built: no pricing chunk');
  const code = readFileSync(join(dir, pricing), 'utf8');
  expect(code).toMatch(MONTHLY_LABEL);
  writeFileSync(
    join(dir, pricing),
    code.replace(MONTHLY_LABEL, `children:${JSON.stringify(label)}`),
  );
  // The compressed copies would still hold the old text: the browser gets the file itself.
  rmSync(join(dir, `${pricing}.br`), { force: true });
  rmSync(join(dir, `${pricing}.gz`), { force: true });
  if (brokenEntry) {
    writeFileSync(join(dir, 'remoteEntry.js'), 'throw new Error("a broken release");');
    rmSync(join(dir, 'remoteEntry.js.br'), { force: true });
    rmSync(join(dir, 'remoteEntry.js.gz'), { force: true });
  }
  if (contractVersion !== undefined) {
    const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'));
    manifest.metaData.contractVersion = contractVersion;
    writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

/** `npm run release -- mfe-billing --dist=<dir>` with the deploy key; the published version. */
function release(dir: string, key: string): string {
  const out = execFileSync(
    process.execPath,
    [join(ROOT, 'scripts/release.mjs'), 'mfe-billing', `--dist=${dir}`],
    {
      cwd: ROOT,
      env: childEnv({ REMOTE_DEPLOY_KEY: key, RELEASE_API_URL: `http://localhost:${PORT}` }),
      encoding: 'utf8',
    },
  );
  const version = /Published mfe-billing (\S+):/.exec(out)?.[1];
  if (!version) throw new Error(`no version in: ${out}`);
  return version;
}

/** The pricing toggle's label as a fresh visitor of `origin` sees it. */
async function monthlyLabel(browser: Browser, origin: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/pricing`);
  const toggle = page.getByRole('button', { name: /^Monthly/ });
  await expect(toggle).toBeVisible();
  const label = (await toggle.textContent()) ?? '';
  await context.close();
  return label;
}

function versionRow(page: Page, version: string) {
  return page
    .getByRole('table', { name: 'Versions of mfe-billing' })
    .getByRole('row')
    .filter({ hasText: version });
}

test('publish a changed mfe-billing with its deploy key, canary it to one reseller, promote it, roll it back', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const site = await createActiveReseller(request, 'Canary Answering');
  const resellerId = await resellerIdOf(request, site.subdomain);
  const mainOrigin = `http://localhost:${PORT}`;
  const before = await monthlyLabel(browser, mainOrigin);
  expect(before).toBe('Monthly');

  // A platform admin creates the remote's deploy key; it is shown once.
  await superAdminSessionIn(page, request);
  await page.goto('/super-admin/releases');
  await expect(page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
  const billing = page.getByRole('region', { name: 'mfe-billing', exact: true });
  await billing.getByLabel("New key's name").fill('billing CI');
  await billing.getByRole('button', { name: 'Create deploy key' }).click();
  const shown = page.getByRole('dialog', { name: 'Deploy key created' });
  const key = await shown.getByRole('textbox').inputValue();
  expect(key).toMatch(/^vrk_/);
  await shown.getByRole('button', { name: 'Done' }).click();

  // The team's CI publishes a changed build with it.
  const dirs = [changedBilling(CANARY_LABEL), changedBilling('Monthly (contract 99)', 99)];
  try {
    const version = release(dirs[0] as string, key);
    expect(version).toMatch(/^0\.0\.0\+[a-f0-9]{12}$/);
    const incompatible = release(dirs[1] as string, key);

    // Canary to the reseller: its visitors get the change, the main host's do not.
    await page.reload();
    await versionRow(page, version).getByRole('button', { name: 'Canary…' }).click();
    const dialog = page.getByRole('dialog', { name: `Canary of mfe-billing ${version}` });
    await dialog.getByLabel('Reseller ids').fill(String(resellerId));
    await dialog.getByRole('button', { name: 'Start canary' }).click();
    await expect(page.getByText('Canary started.')).toBeVisible();
    expect(await monthlyLabel(browser, siteOrigin(site.subdomain))).toBe(CANARY_LABEL);
    expect(await monthlyLabel(browser, mainOrigin)).toBe('Monthly');

    // An unsupported contract version cannot be promoted: the screen says why, the server refuses.
    const refused = versionRow(page, incompatible);
    await expect(refused).toContainText(
      'This version was built for contract version 99, which the shell does not support (supported: 1). It cannot be promoted.',
    );
    await expect(refused.getByRole('button', { name: 'Promote' })).toHaveCount(0);
    const direct = await request.post('/api/super-admin/remote-releases/mfe-billing/promote', {
      headers: bearer(await superAdminToken(request)),
      data: { version: incompatible },
    });
    expect(direct.status()).toBe(422);

    // Promote: everyone gets it after a reload.
    await versionRow(page, version).getByRole('button', { name: 'Promote' }).click();
    await expect(page.getByText('Version promoted: every new page load gets it.')).toBeVisible();
    expect(await monthlyLabel(browser, mainOrigin)).toBe(CANARY_LABEL);

    // Roll back: the built-in build again, for everyone.
    await billing.getByRole('button', { name: 'Roll back' }).click();
    await expect(
      page.getByText('Rolled back: every new page load gets the previous version.'),
    ).toBeVisible();
    expect(await monthlyLabel(browser, mainOrigin)).toBe('Monthly');
    expect(await monthlyLabel(browser, siteOrigin(site.subdomain))).toBe('Monthly');

    // The audit log lists each step.
    await page.goto('/super-admin/audit-log');
    for (const action of [
      'Deploy key created',
      'Remote version published',
      'Remote canary started',
      'Remote version promoted',
      'Remote rolled back',
    ]) {
      await expect(page.getByRole('cell', { name: action }).first()).toBeVisible();
    }
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
});

test('a promoted version that fails to load is reported by the shell, counted per version, and rolled back in one click', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await superAdminToken(request);
  const created = await request.post('/api/super-admin/remote-releases/mfe-billing/deploy-keys', {
    headers: bearer(token),
    data: { name: 'broken CI' },
  });
  expect(created.status()).toBe(201);
  const key = ((await created.json()) as { data: { plain_key: string } }).data.plain_key;
  const dir = changedBilling('Monthly (broken)', undefined, true);
  try {
    const broken = release(dir, key);
    const promoted = await request.post('/api/super-admin/remote-releases/mfe-billing/promote', {
      headers: bearer(token),
      data: { version: broken },
    });
    expect(promoted.status()).toBe(200);

    // A visitor's page cannot load it: the unavailable page, and the shell's beacon counted for that version.
    const visitor = await browser.newContext();
    const visit = await visitor.newPage();
    await visit.goto('/pricing');
    await expect(visit.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible({
      timeout: 15_000,
    });
    await visitor.close();
    const failures = async () => {
      const overview = await request.get('/api/super-admin/remote-releases', {
        headers: bearer(token),
      });
      const { data } = (await overview.json()) as {
        data: {
          remotes: { app: string; versions: { version: string; failure_count: number }[] }[];
        };
      };
      return data.remotes
        .find((remote) => remote.app === 'mfe-billing')
        ?.versions.find((version) => version.version === broken)?.failure_count;
    };
    await expect.poll(failures).toBeGreaterThanOrEqual(1);

    // The screen counts the failure on that version; Roll back brings the previous choice back.
    await superAdminSessionIn(page, request);
    await page.goto('/super-admin/releases');
    const row = versionRow(page, broken);
    await expect(row).toContainText('Live');
    // Each failed attempt of the page is one report (its first route's warm-up and its outlet may both try).
    await expect(row.getByRole('cell').nth(4)).toHaveText(/^[1-9]\d*$/);
    await page
      .getByRole('region', { name: 'mfe-billing', exact: true })
      .getByRole('button', { name: 'Roll back' })
      .click();
    await expect(
      page.getByText('Rolled back: every new page load gets the previous version.'),
    ).toBeVisible();
    expect(await monthlyLabel(browser, `http://localhost:${PORT}`)).toBe('Monthly');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
