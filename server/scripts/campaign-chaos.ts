/* eslint-disable no-restricted-properties -- a standalone script: its knobs and the child servers' environment come from the environment */
// The campaign dialling engine under kill -9, and its own CPU cost.
//   corepack pnpm --filter ./server exec tsx scripts/campaign-chaos.ts                 SQLite (a file)
//   CHAOS_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test corepack pnpm --filter ./server exec tsx scripts/campaign-chaos.ts
// Knobs: CHAOS_CONTACTS (10000), CHAOS_KILLS (10), CHAOS_CALL_MS (SANDBOX_CALL_MS of the run, 300).
//
// 1. Chaos: the real server (`node --import tsx src/main.ts`, sandbox providers, its dialler on) on a fresh
//    database with a running campaign of CHAOS_CONTACTS contacts at concurrency 20, an always-open window and no
//    retries, plus a small campaign whose window opens a minute after the start and lasts three. The server is
//    killed with SIGKILL CHAOS_KILLS times during the run (every 6–12 s) and started again. Then: every contact has
//    exactly one final outcome, none lost (queued/calling), no number called twice (call_logs per number = 1),
//    no call of the narrow campaign outside its window.
// 2. Overhead: a second campaign of 2,000 contacts at concurrency 20 (SANDBOX_CALL_MS 1000), dialled by a
//    CampaignDialler in THIS process while a server child (its own dialler off) receives the sandbox calls'
//    webhooks: this process's CPU time (process.cpuUsage) over the wall time is the scheduler's own work (the
//    claims, the do-not-call and plan checks, placing, the sandbox's message building and HTTP client); the
//    simulated calls' own work (webhook ingestion, call logs, stats) is in the child and not counted.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { Client } from 'pg';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { CallingWindow, DB } from '../src/db/schema';
import { CampaignDialler } from '../src/domains/voice/campaigns/dialler';
import { sandboxVoiceProvider } from '../src/domains/voice/voice-platform/sandbox-provider';
import { insertAssistant, insertUser } from '../test/helpers/fixtures';

const SERVER_DIR = path.resolve(__dirname, '..');
const CONTACTS = Number(process.env.CHAOS_CONTACTS ?? 10_000);
const KILLS = Number(process.env.CHAOS_KILLS ?? 10);
const CALL_MS = Number(process.env.CHAOS_CALL_MS ?? 300);
const NARROW_CONTACTS = 300;
const OVERHEAD_CONTACTS = 2_000;
const CONCURRENCY = 20;
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
const windowOf = (start: string, end: string) =>
  Object.fromEntries(DAYS.map((d) => [d, { start, end }])) as CallingWindow;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Target {
  label: string;
  env: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

async function target(dir: string): Promise<Target> {
  const url = process.env.CHAOS_DATABASE_URL;
  if (url) {
    const schema = `chaos_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    await admin.end();
    return {
      label: 'PostgreSQL',
      env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
      open: () => openDatabase({ databaseUrl: url, databaseSchema: schema, sqliteFile: '' }),
      async dispose() {
        const c = new Client({ connectionString: url });
        await c.connect();
        await c.query(`drop schema if exists "${schema}" cascade`);
        await c.end();
      },
    };
  }
  const file = path.join(dir, 'chaos.db');
  return {
    label: 'SQLite (file)',
    env: { DATABASE_URL: `sqlite:${file}` },
    open: () => openDatabase({ databaseUrl: null, sqliteFile: file }),
    dispose: async () => undefined,
  };
}

/** A user on a plan with campaigns and minutes, its sandbox assistant with a number. */
async function seedOwner(db: Kysely<DB>) {
  const now = new Date().toISOString();
  const plan = (
    await db
      .insertInto('packages')
      .values({
        name: 'Chaos',
        description: 'The chaos run',
        price: 1,
        yearly_price: 10,
        features: '[]',
        monthly_minutes_limit: 10_000_000,
        voice_agents_limit: 5,
        analytics_level: 'basic',
        support_level: 'Email',
        monthly_payment_link: null,
        yearly_payment_link: null,
        extra_per_minute_charge: 0,
        is_active: 1,
        sort_order: 99,
        reseller_id: null,
        campaigns_enabled: 1,
        campaign_concurrency_limit: 50,
        campaign_contacts_monthly_limit: 1_000_000,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const user = await insertUser(db, { reseller_id: null });
  await db
    .insertInto('subscriptions')
    .values({
      billing_interval: 'monthly',
      currency: 'USD',
      created_at: now,
      updated_at: now,
      user_id: user.id,
      reseller_id: null,
      package_id: plan,
      status: 'active',
      amount: 1,
      reference: `chaos-${user.id}`,
      current_period_start: new Date(Date.now() - 86_400_000).toISOString(),
      current_period_end: new Date(Date.now() + 29 * 86_400_000).toISOString(),
    })
    .execute();
  const assistantId = await insertAssistant(db, {
    user_id: user.id,
    reseller_id: null,
    name: 'Chaos caller',
    voice_provider: 'sandbox',
    vapi_assistant_id: `sandbox-chaos-${randomBytes(4).toString('hex')}`,
    phone_number: '+12125550100',
    vapi_data: JSON.stringify({ firstMessage: 'Hi {{first_name}}.' }),
  });
  return { userId: user.id, assistantId };
}

async function seedCampaign(
  db: Kysely<DB>,
  owner: { userId: number; assistantId: number },
  name: string,
  contacts: number,
  firstNumber: number,
  window: CallingWindow,
): Promise<{ id: number; numbers: string[] }> {
  const now = new Date().toISOString();
  const campaign = await db
    .insertInto('campaigns')
    .values({
      user_id: owner.userId,
      reseller_id: null,
      assistant_id: owner.assistantId,
      phone_number_id: null,
      name,
      status: 'running',
      time_zone: 'UTC',
      calling_window: JSON.stringify(window),
      max_concurrent: CONCURRENCY,
      retry_count: 0,
      retry_spacing_minutes: 5,
      retry_on: '[]',
      consent_confirmed_at: now,
      consent_by: owner.userId,
      started_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const numbers = Array.from(
    { length: contacts },
    (_, i) => `+1646${String(firstNumber + i).padStart(7, '0')}`,
  );
  for (let i = 0; i < numbers.length; i += 500) {
    await db
      .insertInto('campaign_contacts')
      .values(
        numbers.slice(i, i + 500).map((phone) => ({
          campaign_id: campaign.id,
          phone_e164: phone,
          name: null,
          time_zone: 'UTC',
          variables: JSON.stringify({ first_name: 'Chaos' }),
          created_at: now,
        })),
      )
      .execute();
  }
  return { id: campaign.id, numbers };
}

interface Child {
  process: ChildProcess;
  port: number;
  exited: Promise<unknown>;
}

function startServer(env: Record<string, string>): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /App running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve({ process: child, port: Number(match[1]), exited });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`server exited ${code}:\n${output.slice(-3000)}`));
    });
  });
}

async function counts(db: Kysely<DB>, campaignId: number) {
  const rows = await db
    .selectFrom('campaign_contacts')
    .select(['status', sql<number | string>`count(*)`.as('n')])
    .where('campaign_id', '=', campaignId)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Record<string, number>;
}

async function callsPerNumber(db: Kysely<DB>, numbers: readonly string[]) {
  const counted = new Map<string, number>();
  for (let i = 0; i < numbers.length; i += 500) {
    const rows = await db
      .selectFrom('call_logs')
      .select(['customer_number', sql<number | string>`count(*)`.as('n')])
      .where('customer_number', 'in', numbers.slice(i, i + 500))
      .groupBy('customer_number')
      .execute();
    for (const r of rows) counted.set(String(r.customer_number), Number(r.n));
  }
  return counted;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campaign-chaos-'));
  const db = await target(dir);
  const database = await db.open();
  await migrateToLatest(database);
  const secretsKey = randomBytes(32).toString('base64');
  const baseEnv = {
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    APP_DOMAIN: 'localhost',
    PAYMENT_PROVIDER: 'sandbox',
    STATIC_ROOT: path.join(dir, 'no-static'),
    DATA_DIR: path.join(dir, 'data'),
    SECRETS_ENCRYPTION_KEY: secretsKey,
    RATE_LIMIT_MAX: '0',
    VOICE_PROVIDER: 'sandbox',
    CAMPAIGN_POLL_MS: '200',
    CAMPAIGN_LEASE_MS: '3000',
    ...db.env,
  };
  const kdb = database.db;
  const owner = await seedOwner(kdb);
  const big = await seedCampaign(
    kdb,
    owner,
    'Chaos',
    CONTACTS,
    1_000_000,
    windowOf('00:00', '23:59'),
  );
  // The narrow window: opens a minute from now (UTC, the contacts' zone), three minutes long.
  const opensAt = Math.ceil((Date.now() + 60_000) / 60_000) * 60_000;
  const closesAt = opensAt + 3 * 60_000;
  const narrowWindow = windowOf(hhmm(opensAt), hhmm(closesAt));
  const narrow =
    hhmm(closesAt) > hhmm(opensAt)
      ? await seedCampaign(kdb, owner, 'Narrow', NARROW_CONTACTS, 2_000_000, narrowWindow)
      : null;

  console.info(
    `# ${db.label}: ${CONTACTS} contacts at concurrency ${CONCURRENCY}, ${KILLS} kill -9`,
  );
  const env = { ...baseEnv, SANDBOX_CALL_MS: String(CALL_MS), CAMPAIGN_DIALLER: 'true' };
  const started = Date.now();
  let server = await startServer(env);
  let kills = 0;
  const done = async () => {
    const big_ = await counts(kdb, big.id);
    const narrow_ = narrow ? await counts(kdb, narrow.id) : {};
    const running = await kdb
      .selectFrom('campaigns')
      .select('id')
      .where('id', 'in', narrow ? [big.id, narrow.id] : [big.id])
      .where('status', '!=', 'completed')
      .execute();
    // Done once nothing is left to call and the engine completed both campaigns (its next round after the last end).
    return (
      (big_.queued ?? 0) + (big_.calling ?? 0) + (narrow_.queued ?? 0) + (narrow_.calling ?? 0) ===
        0 && running.length === 0
    );
  };
  while (!(await done())) {
    if (kills < KILLS) {
      await sleep(6_000 + Math.random() * 6_000);
      if (await done()) break;
      server.process.kill('SIGKILL');
      await server.exited;
      kills += 1;
      const progress = await counts(kdb, big.id);
      console.info(`kill ${kills} at ${((Date.now() - started) / 1000).toFixed(0)} s:`, progress);
      server = await startServer(env);
    } else {
      await sleep(1_000);
    }
    if (Date.now() - started > 60 * 60_000) throw new Error('the run did not finish in an hour');
  }
  const wall = (Date.now() - started) / 1000;
  server.process.kill('SIGKILL');
  await server.exited;

  const finalBig = await counts(kdb, big.id);
  const perNumber = await callsPerNumber(kdb, big.numbers);
  const calledTwice = [...perNumber.values()].filter((n) => n > 1).length;
  const withCall = [...perNumber.values()].filter((n) => n === 1).length;
  const contactRows = await kdb
    .selectFrom('campaign_contacts')
    .select(['phone_e164', 'status', 'attempts', 'outcome'])
    .where('campaign_id', '=', big.id)
    .execute();
  const final = contactRows.filter((c) => !['queued', 'calling'].includes(c.status));
  const mismatched = contactRows.filter(
    (c) => Number(c.attempts) !== (perNumber.get(c.phone_e164) ?? 0),
  ).length;
  const campaignRow = await kdb
    .selectFrom('campaigns')
    .select(['status'])
    .where('id', '=', big.id)
    .executeTakeFirstOrThrow();
  const completedEvents = await kdb
    .selectFrom('events')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('type', '=', 'campaign.completed')
    .executeTakeFirstOrThrow();
  let outside = 0;
  let narrowCalls = 0;
  if (narrow) {
    // When each call was placed (placed_at: the platform accepted it, right after the window was checked).
    const calls = await kdb
      .selectFrom('campaign_contacts')
      .select(['placed_at'])
      .where('campaign_id', '=', narrow.id)
      .where('placed_at', 'is not', null)
      .execute();
    narrowCalls = calls.length;
    for (const call of calls) {
      const at = new Date(String(call.placed_at)).getTime();
      if (at < opensAt || at >= closesAt) outside += 1;
    }
  }
  console.info('\n| Check | Result |\n|---|---|');
  console.info(`| Contacts | ${CONTACTS} |`);
  console.info(`| kill -9 restarts | ${kills} |`);
  console.info(`| Wall time | ${wall.toFixed(0)} s |`);
  console.info(`| Final statuses | ${JSON.stringify(finalBig)} |`);
  console.info(`| Contacts with exactly one final outcome | ${final.length} |`);
  console.info(`| Lost (queued or calling at the end) | ${CONTACTS - final.length} |`);
  console.info(`| Numbers with one call log | ${withCall} |`);
  console.info(`| Numbers called twice | ${calledTwice} |`);
  console.info(`| Contacts whose attempts ≠ their call logs | ${mismatched} |`);
  console.info(
    `| Campaign status / campaign.completed events | ${campaignRow.status} / ${Number(completedEvents.n)} |`,
  );
  if (narrow) {
    console.info(
      `| Narrow window ${hhmm(opensAt)}–${hhmm(closesAt)} UTC: calls / outside the window / final statuses | ${narrowCalls} / ${outside} / ${JSON.stringify(await counts(kdb, narrow.id))} |`,
    );
  }

  // 2. The scheduler's own CPU: the dialler here, the calls' webhooks in the child.
  const overhead = await seedCampaign(
    kdb,
    owner,
    'Overhead',
    OVERHEAD_CONTACTS,
    3_000_000,
    windowOf('00:00', '23:59'),
  );
  await kdb
    .updateTable('campaigns')
    .set({ status: 'paused' })
    .where('id', 'in', [big.id])
    .execute();
  const receiver = await startServer({ ...baseEnv, CAMPAIGN_DIALLER: 'false' });
  const config = loadConfig({
    ...baseEnv,
    SANDBOX_CALL_MS: '1000',
    CAMPAIGN_POLL_MS: '200',
  } as Record<string, string>);
  const silent = {
    level: 'error',
    error: (...args: unknown[]) => console.error(...args),
    warn: () => undefined,
    info: () => undefined,
    debug: () => undefined,
    trace: () => undefined,
    fatal: (...args: unknown[]) => console.error(...args),
    silent: () => undefined,
    child: () => silent,
  };
  const dialler = new CampaignDialler({
    db: kdb,
    config,
    voice: { provider: sandboxVoiceProvider() },
    log: silent as never,
    deliverVoiceWebhook: async (url, body, headers) =>
      (await fetch(`http://127.0.0.1:${receiver.port}${url}`, { method: 'POST', body, headers }))
        .status,
  });
  const cpu0 = process.cpuUsage();
  const t0 = Date.now();
  dialler.start();
  for (;;) {
    const c = await counts(kdb, overhead.id);
    if ((c.queued ?? 0) + (c.calling ?? 0) === 0) break;
    await sleep(500);
  }
  const cpu = process.cpuUsage(cpu0);
  const overheadWall = (Date.now() - t0) / 1000;
  await dialler.stop();
  receiver.process.kill('SIGKILL');
  await receiver.exited;
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.info(
    `| Scheduler CPU (${OVERHEAD_CONTACTS} contacts, concurrency ${CONCURRENCY}, 1 s calls) | ${cpuSeconds.toFixed(2)} s CPU over ${overheadWall.toFixed(1)} s = ${((100 * cpuSeconds) / overheadWall).toFixed(1)} % of one core (${((1000 * cpuSeconds) / OVERHEAD_CONTACTS).toFixed(2)} ms per contact) |`,
  );
  await database.destroy();
  await db.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
  const ok = final.length === CONTACTS && calledTwice === 0 && mismatched === 0 && outside === 0;
  console.info(ok ? '\nOK' : '\nFAILED');
  process.exit(ok ? 0 : 1);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
