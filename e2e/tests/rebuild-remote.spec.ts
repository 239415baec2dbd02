import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { childEnv, registerViaApi, useSessionIn } from './helpers';

const ROOT = resolve(__dirname, '../..');

function buildRemote(app: string, buildVersion?: string) {
  const env = childEnv({ BUILD_VERSION: buildVersion || undefined });
  execFileSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), app], {
    cwd: ROOT,
    env,
    stdio: 'pipe',
  });
}

function shellFiles(): Record<string, number> {
  const dist = join(ROOT, 'shell/dist');
  return Object.fromEntries(readdirSync(dist).map((f) => [f, statSync(join(dist, f)).mtimeMs]));
}

test('rebuilding one remote alone shows its change after a reload; the shell is not rebuilt or restarted', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await useSessionIn(page, await registerViaApi(request));
  const label = `e2e-${Date.now()}`;
  const shellBefore = shellFiles();
  const serverBefore = await (await request.get('/api/health')).json();
  expect(serverBefore.started_at).toEqual(expect.any(String));

  await page.goto('/debug');
  await expect(page.getByTestId('build-version-mfe-account')).not.toHaveText(label);

  try {
    buildRemote('mfe-account', label);
    await page.reload();
    await expect(page.getByTestId('build-version-mfe-account')).toHaveText(label);

    expect(shellFiles()).toEqual(shellBefore);
    const serverAfter = await (await request.get('/api/health')).json();
    expect(serverAfter.started_at).toBe(serverBefore.started_at);
  } finally {
    buildRemote('mfe-account'); // back to the normal build
  }
});
