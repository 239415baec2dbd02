/* eslint-disable no-restricted-properties -- standalone scripts: their knobs and the child servers' environment come from the environment */
// What the campaign scripts (campaign-chaos.ts, campaign-overhead.ts) share: a fresh database (a SQLite file, or a
// PostgreSQL schema with CHAOS_DATABASE_URL), an owner on a plan with campaigns, campaigns of generated contacts,
// the real server as a child process, the base environment they run it with.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { Client } from 'pg';
import { openDatabase, type Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { CallingWindow, DB } from '../src/db/schema';
import { insertAssistant, insertUser } from '../test/helpers/fixtures';

const SERVER_DIR = path.resolve(__dirname, '..');
export const CONCURRENCY = 20;
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
export const windowOf = (start: string, end: string) =>
  Object.fromEntries(DAYS.map((d) => [d, { start, end }])) as CallingWindow;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

export async function seedCampaign(
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

export interface Child {
  process: ChildProcess;
  port: number;
  exited: Promise<unknown>;
}

/** The real server (or another script of this folder, ready when its output matches `ready`) as a child. */
export function startServer(
  env: Record<string, string>,
  script = 'src/main.ts',
  ready = /App running at http:\/\/localhost:(\d+)/,
): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      // CHAOS_SERVER_OUTPUT=1 shows what the child says (its errors are otherwise kept only for a failed start).
      if (process.env.CHAOS_SERVER_OUTPUT === '1') process.stderr.write(chunk);
      const match = ready.exec(output);
      if (match) resolve({ process: child, port: Number(match[1]), exited });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`server exited ${code}:\n${output.slice(-3000)}`));
    });
  });
}

export async function counts(db: Kysely<DB>, campaignId: number) {
  const rows = await db
    .selectFrom('campaign_contacts')
    .select(['status', sql<number | string>`count(*)`.as('n')])
    .where('campaign_id', '=', campaignId)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Record<string, number>;
}

export async function callsPerNumber(db: Kysely<DB>, numbers: readonly string[]) {
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

/** The environment every script's server runs with (sandbox providers, the dialler's fast knobs). */
function baseEnvOf(dir: string, db: Target, secretsKey: string): Record<string, string> {
  return {
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
}

/** A fresh migrated database with its owner, the servers' environment, and how to remove it all. */
export async function freshRun(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `campaign-${name}-`));
  const db = await target(dir);
  const database = await db.open();
  await migrateToLatest(database);
  const kdb = database.db;
  return {
    label: db.label,
    baseEnv: baseEnvOf(dir, db, randomBytes(32).toString('base64')),
    kdb,
    owner: await seedOwner(kdb),
    async dispose() {
      await database.destroy();
      await db.dispose();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
