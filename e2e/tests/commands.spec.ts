import { execFileSync, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { childEnv } from './helpers';

const ROOT = resolve(__dirname, '../..');

test('a second build with nothing changed builds nothing', () => {
  // npm test has just built every app; npm start runs this same step before serving.
  const output = execFileSync(process.execPath, ['scripts/build.mjs'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(output).toContain('All apps are up to date; nothing to build.');
  expect(output).not.toContain('Built ');
});

test('npm test without Chromium says exactly how to install it', () => {
  const result = spawnSync(process.execPath, ['scripts/test.mjs'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: childEnv({ CHROMIUM_PATH: '/nonexistent/chromium' }),
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('No Chromium was found');
  expect(result.stderr).toContain('sudo apt-get update && sudo apt-get install -y chromium');
});
