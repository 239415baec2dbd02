// First-load JavaScript of the server-rendered public pages (they have a size budget): the scripts each page
// downloads until the network is idle, in the system Chromium, and the sizes of their gzip copies (what the server
// sends).
//   E2E_PORT=3300 PORT=3300 node scripts/e2e-server.mjs &   # a server on the current build
//   node scripts/first-load.mjs [--port=3300] [--files]
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSizeOf } from './build-sizes.mjs';
import { findChromium } from './chromium.mjs';
import { ROOT } from './lib.mjs';

const port = process.argv.find((arg) => arg.startsWith('--port='))?.slice(7) ?? '3300';
const listFiles = process.argv.includes('--files');
const { chromium } = createRequire(join(ROOT, 'e2e', 'package.json'))('@playwright/test');

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  console.log('| page | gzip | files |\n| --- | --- | --- |');
  for (const path of ['/', '/login', '/register', '/pricing']) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(`http://localhost:${port}${path}`, { waitUntil: 'networkidle' });
    const sizes = scripts.map((url) => [url, gzipSizeOf(url)]);
    const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
    console.log(`| ${path} | ${(total / 1024).toFixed(1)} KiB (${total} B) | ${scripts.length} |`);
    if (listFiles) {
      for (const [url, bytes] of sizes)
        console.log(`|  | ${(bytes / 1024).toFixed(1)} KiB | ${new URL(url).pathname} |`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
