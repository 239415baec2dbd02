// Measures what BENCHMARKS.md reports, and rewrites that file.
//   node scripts/benchmarks.mjs            sizes (landing first load, remote entries)
//   node scripts/benchmarks.mjs --times    also a cold `npm start` (fresh clone) and a full `npm test`
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from './build.mjs';
import { brotliSizeOf, gzipSizeOf } from './build-sizes.mjs';
import { findChromium } from './chromium.mjs';
import { log, REMOTES, ROOT, run } from './lib.mjs';

const PORT = 3200;
const withTimes = process.argv.includes('--times');
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function startServer(cwd, port, env = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(cwd, 'server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      STATIC_ROOT: cwd,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'voice-bench-')),
      DATABASE_URL: '',
      ADMIN_EMAIL: 'bench@example.com',
      ADMIN_PASSWORD: 'bench-password-123',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('App running at')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
}

/**
 * Lighthouse runs per page: the run with the median performance score is reported (the median of 3, since one
 * Lighthouse run varies by several points).
 */
const LIGHTHOUSE_RUNS = 3;

/**
 * Lighthouse LIGHTHOUSE_RUNS times on `url`: the run with the median performance score, with every run's score and
 * TBT beside it (`runs`). A run that loses its trace (NO_NAVSTART on a busy machine) is made once more.
 */
async function lighthouse(url) {
  const results = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
    results.push(await lighthouseOnce(url).catch(() => lighthouseOnce(url)));
  }
  const sorted = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  const runs = results
    .map((r) => `${r.scores.performance} (TBT ${r.metrics['total-blocking-time']})`)
    .join(', ');
  return { ...median, runs };
}

/** One Lighthouse run (mobile, simulated throttling): category scores and the main metrics. */
async function lighthouseOnce(url) {
  const require = createRequire(join(ROOT, 'e2e', 'package.json'));
  const lighthouseCli = require.resolve('lighthouse/cli/index.js');
  const out = join(mkdtempSync(join(tmpdir(), 'voice-lh-')), 'report.json');
  await run(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--quiet',
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update',
      '--output=json',
      `--output-path=${out}`,
    ],
    { env: { ...process.env, CHROME_PATH: findChromium() } },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const scores = Object.fromEntries(
    Object.entries(report.categories).map(([id, c]) => [id, Math.round(c.score * 100)]),
  );
  const metrics = Object.fromEntries(
    [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ].map((id) => [id, report.audits[id].displayValue]),
  );
  return { scores, metrics };
}

async function landingFirstLoad() {
  const require = createRequire(join(ROOT, 'e2e', 'package.json'));
  const { chromium } = require('@playwright/test');
  const server = await startServer(ROOT, PORT);
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    const started = Date.now();
    await page.goto(`http://localhost:${PORT}/`, { waitUntil: 'networkidle' });
    const loadMs = Date.now() - started;
    const files = [...scripts].map((url) => ({
      url,
      gzip: gzipSizeOf(url),
      brotli: brotliSizeOf(url),
    }));
    await browser.close();
    const audit = await lighthouse(`http://localhost:${PORT}/`);
    // The other server-rendered public pages (held to the same targets as the landing's).
    const pages = [];
    for (const path of ['/login', '/register', '/pricing']) {
      const url = `http://localhost:${PORT}${path}`;
      // Once more when Lighthouse loses its trace (NO_NAVSTART happens on a busy machine).
      pages.push({ path, audit: await lighthouse(url) });
    }
    return {
      files,
      total: files.reduce((s, f) => s + f.gzip, 0),
      totalBrotli: files.reduce((s, f) => s + f.brotli, 0),
      loadMs,
      audit,
      pages,
    };
  } finally {
    await browser.close().catch(() => undefined);
    server.kill();
  }
}

/**
 * The assistant editor's own JavaScript: what a signed-in admin's browser downloads when it goes from /assistants
 * to /assistants/create in the app (client-side navigation), beyond what the list already loaded.
 */
async function editorOwnJs() {
  const require = createRequire(join(ROOT, 'e2e', 'package.json'));
  const { chromium } = require('@playwright/test');
  const server = await startServer(ROOT, PORT);
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
  try {
    const login = await fetch(`http://localhost:${PORT}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-123' }),
    });
    const session = await login.json();
    const page = await browser.newPage();
    await page.addInitScript(
      (value) => globalThis.localStorage.setItem('voice-session', value),
      JSON.stringify({
        state: {
          token: session.token,
          user: session.user,
          impersonation: { is_impersonating: false, original_admin_id: null },
          intendedUrl: null,
        },
        version: 0,
      }),
    );
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(`http://localhost:${PORT}/assistants`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'My Voice Assistants' }).waitFor();
    const listed = scripts.length;
    await page.getByRole('link', { name: 'Create Assistant' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create Assistant' }).waitFor();
    await page.waitForLoadState('networkidle');
    const files = scripts.slice(listed).map((url) => ({ url, gzip: gzipSizeOf(url) }));
    return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
  } finally {
    await browser.close().catch(() => undefined);
    server.kill();
  }
}

function remoteEntries() {
  return REMOTES.map((remote) => remote.folder).map((app) => {
    const size = (f) =>
      existsSync(join(ROOT, app, 'dist', f)) ? statSync(join(ROOT, app, 'dist', f)).size : 0;
    return { app, remoteEntry: size('remoteEntry.js.gz'), manifest: size('mf-manifest.json.gz') };
  });
}

async function coldStartSeconds() {
  const dir = mkdtempSync(join(tmpdir(), 'voice-cold-'));
  try {
    await run('git', ['clone', '-q', ROOT, dir]);
    const started = Date.now();
    const child = spawn('npm', ['start'], {
      cwd: dir,
      env: {
        ...process.env,
        PORT: String(PORT + 1),
        ADMIN_EMAIL: 'a@example.com',
        ADMIN_PASSWORD: 'cold-start-1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise((resolve, reject) => {
      child.stdout.on('data', (chunk) => String(chunk).includes('App running at') && resolve());
      child.once('exit', (code) => reject(new Error(`npm start exited (${code})`)));
    });
    const seconds = (Date.now() - started) / 1000;
    // npm forwards SIGTERM to `node scripts/start.mjs`, which stops the server it started (scripts/serve.mjs).
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    await exited;
    return seconds;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function npmTestSeconds() {
  const started = Date.now();
  await run('npm', ['test']);
  return (Date.now() - started) / 1000;
}

await build();
log('Measuring the landing page first load...');
const landing = await landingFirstLoad();
log("Measuring the assistant editor's own JavaScript...");
const editor = await editorOwnJs();
const entries = remoteEntries();
let times = null;
if (withTimes) {
  log('Timing a cold npm start (fresh clone)...');
  const cold = await coldStartSeconds();
  log('Timing npm test...');
  const test = await npmTestSeconds();
  times = { cold, test };
}

const previous = existsSync(join(ROOT, 'BENCHMARKS.md'))
  ? readFileSync(join(ROOT, 'BENCHMARKS.md'), 'utf8')
  : '';
const keptTimes = previous.match(/<!-- times -->[\s\S]*<!-- \/times -->/)?.[0];
/** A block measured by another command, kept as written (or a line saying how to produce it). */
const kept = (name, command) =>
  previous.match(new RegExp(`<!-- ${name} -->[\\s\\S]*<!-- /${name} -->`))?.[0] ??
  `<!-- ${name} -->\nNot measured yet: run \`${command}\`.\n<!-- /${name} -->`;
const eventWebhooksBlock = kept(
  'event-webhooks',
  'corepack pnpm exec jest server/test/event-webhooks-outage.test.ts --selectProjects server',
);
const publicApiPagesBlock = kept(
  'public-api-pages',
  'corepack pnpm --filter ./server exec tsx test/bench/public-api-pages.ts',
);
const assistantApiBlock = kept(
  'assistants-api',
  'corepack pnpm --filter ./server exec tsx test/bench/assistant-list.ts',
);
const scenarioBlock = kept(
  'scenario',
  'corepack pnpm --filter ./server exec tsx test/bench/scenario.ts --db=sqlite --users=200 --webhooks=200 --find-max',
);
const webhookIngestionBlock = kept(
  'webhook-ingestion',
  'corepack pnpm --filter ./server exec tsx test/bench/webhook-ingestion.ts',
);
const dashboardStatsBlock = kept(
  'dashboard-stats',
  'corepack pnpm --filter ./server exec tsx test/bench/dashboard-stats.ts',
);
const callLogsBlock = kept(
  'call-logs',
  'corepack pnpm --filter ./server exec tsx test/bench/call-logs.ts --calls=1000000',
);
const eventLoopBlock = kept(
  'event-loop',
  'corepack pnpm --filter ./server exec tsx test/bench/event-loop.ts',
);
const clusterBlock = kept(
  'cluster',
  'corepack pnpm --filter ./server exec tsx test/bench/cluster-throughput.ts',
);
const landingNotesBlock = kept(
  'landing-notes',
  'node scripts/benchmarks.mjs, then write what it means',
);
const throughputBlock = kept(
  'throughput',
  'corepack pnpm --filter ./server exec tsx test/bench/throughput.ts',
);
const timesBlock = times
  ? `<!-- times -->
| what | seconds |
| --- | --- |
| cold \`npm start\` (fresh clone, warm pnpm store, until the URL is printed) | ${times.cold.toFixed(0)} |
| \`npm test\` (everything, SQLite only unless TEST_DATABASE_URL is set: ${process.env.TEST_DATABASE_URL ? 'set' : 'not set'}) | ${times.test.toFixed(0)} |

Measured on ${new Date().toISOString().slice(0, 10)} with \`node scripts/benchmarks.mjs --times\` (2 cores).
<!-- /times -->`
  : (keptTimes ??
    '<!-- times -->\nNot measured yet: run `node scripts/benchmarks.mjs --times`.\n<!-- /times -->');

const md = `# Benchmarks

Produced by \`node scripts/benchmarks.mjs\` (sizes) and \`node scripts/benchmarks.mjs --times\` (sizes and times).
Sizes are the gzip files the server sends (\`dist/*.gz\`); browsers that accept brotli get smaller ones.

## Landing page (/), first load, JavaScript

${kib(landing.total)} gzip in ${landing.files.length} files (budget: 150 KiB); ${kib(landing.totalBrotli)} brotli (quality 11). Load to network idle: ${landing.loadMs} ms (localhost).

| file | gzip | brotli |
| --- | --- | --- |
${landing.files.map((f) => `| ${new URL(f.url).pathname} | ${kib(f.gzip)} | ${kib(f.brotli)} |`).join('\n')}

### Lighthouse (mobile, simulated throttling; budget: performance ≥ 95, LCP ≤ 1.5 s)

The median of ${LIGHTHOUSE_RUNS} runs by performance score; every run's score: ${landing.audit.runs}.

| category | score |
| --- | --- |
${Object.entries(landing.audit.scores)
  .map(([k, v]) => `| ${k} | ${v} |`)
  .join('\n')}

| metric | value |
| --- | --- |
${Object.entries(landing.audit.metrics)
  .map(([k, v]) => `| ${k} | ${v} |`)
  .join('\n')}

### The other public pages, server-rendered like the landing (Lighthouse, mobile, simulated throttling, median of ${LIGHTHOUSE_RUNS})

| page | performance | accessibility | best-practices | seo | LCP | TBT | CLS | every run: performance (TBT) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${landing.pages
  .map(
    ({ path, audit }) =>
      `| ${path} | ${audit.scores.performance} | ${audit.scores.accessibility} | ${audit.scores['best-practices']} | ${audit.scores.seo} | ${audit.metrics['largest-contentful-paint']} | ${audit.metrics['total-blocking-time']} | ${audit.metrics['cumulative-layout-shift']} | ${audit.runs} |`,
  )
  .join('\n')}

${landingNotesBlock}

## Assistant editor (/assistants → /assistants/create), its own JavaScript

${kib(editor.total)} gzip in ${editor.files.length} files, downloaded when an admin opens the editor from the list (beyond what /assistants loaded).

| file | gzip |
| --- | --- |
${editor.files.map((f) => `| ${new URL(f.url).pathname} | ${kib(f.gzip)} |`).join('\n')}

## GET /api/assistants with 10,000 assistants in a tenant

Produced by \`TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test corepack pnpm --filter ./server exec tsx test/bench/assistant-list.ts\` (not by this script; the block is kept as written).

${assistantApiBlock}

## POST /api/webhooks/vapi: end-of-call reports

Produced by \`TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test corepack pnpm --filter ./server exec tsx test/bench/webhook-ingestion.ts\` (not by this script; the block is kept as written).

${webhookIngestionBlock}

## GET /api/dashboard/stats and /api/admin/dashboard/stats with 1,000,000 calls in a tenant

Produced by \`TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test corepack pnpm --filter ./server exec tsx test/bench/dashboard-stats.ts\` (not by this script; the block is kept as written).

${dashboardStatsBlock}

## GET /api/admin/call-logs and its CSV export with 1,000,000 calls in a tenant

Produced by \`TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test corepack pnpm --filter ./server exec tsx test/bench/call-logs.ts --calls=1000000\` (not by this script; the block is kept as written).

${callLogsBlock}

## GET /api/health while a long request runs, SQLite

Produced by \`corepack pnpm --filter ./server exec tsx test/bench/event-loop.ts\` (not by this script; the block is kept as written).

${eventLoopBlock}

## Two API instances behind a proxy: authenticated reads

Produced by \`TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_REDIS_URL=redis://127.0.0.1:6379 corepack pnpm --filter ./server exec tsx test/bench/cluster-throughput.ts\` (not by this script; the block is kept as written).

${clusterBlock}

## Scenario benchmark: signed-in users and voice webhooks on a tenant of 1,000,000 calls

Produced by \`corepack pnpm --filter ./server exec tsx test/bench/scenario.ts --db=sqlite --users=200 --webhooks=200 --find-max\` (and \`--db=postgres\` with TEST_DATABASE_URL; not by this script; the block is kept as written).

${scenarioBlock}

## History: API throughput next to Fastify's hello-world (its targets replaced by the scenario benchmark above)

Produced by \`TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test corepack pnpm --filter ./server exec tsx test/bench/throughput.ts\` (not by this script; the block is kept as written).

${throughputBlock}

## Public API: a page of calls at depth (cursor against page numbers)

Produced by \`corepack pnpm --filter ./server exec tsx test/bench/public-api-pages.ts\` (PostgreSQL too with
\`TEST_DATABASE_URL\`; not by this script; the block is kept as written).

${publicApiPagesBlock}

## Event webhooks: 1,000 events to a subscriber that is down, then up

Produced by \`corepack pnpm exec jest server/test/event-webhooks-outage.test.ts --selectProjects server\` (PostgreSQL:
with \`TEST_DATABASE_URL\` and \`TEST_REDIS_URL\` set; not by this script; the block is kept as written).

${eventWebhooksBlock}

## Remote entries

| remote | remoteEntry.js | mf-manifest.json |
| --- | --- | --- |
${entries.map((e) => `| ${e.app} | ${kib(e.remoteEntry)} | ${kib(e.manifest)} |`).join('\n')}

## Times

${timesBlock}
`;
writeFileSync(join(ROOT, 'BENCHMARKS.md'), md);
log(`BENCHMARKS.md written: landing first load ${kib(landing.total)} gzip`);
