import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { Client } from 'pg';
import { sandboxSecretFromKey } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { migrationsFor } from '../src/db/migrations';
import { signSandboxPayload } from '../src/domains/billing/payments/sandbox/signature';
import { databases } from './helpers/test-app';
import { testEnv } from './helpers/test-env';

/**
 * The real thing: two server processes (`tsx src/main.ts`, as `npm start` runs it) started at the same moment on one
 * empty database, each with a DATA_DIR of its own and the one SECRETS_ENCRYPTION_KEY. Both come up, one admin
 * exists and is created by one of them, and both accept a sandbox webhook signed with the shared secret.
 */

const SERVER_DIR = path.resolve(__dirname, '..');
const TSX_CLI = require.resolve('tsx/cli');
const ADMIN = { email: 'first@example.test', password: 'a long admin password' };

interface Instance {
  child: ChildProcess;
  output: () => string;
  port: Promise<number>;
  exited: Promise<number | null>;
}

const running: Instance[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const instance of running.splice(0)) {
    if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
    await instance.exited;
  }
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function startInstance(env: Record<string, string>): Instance {
  const child = spawn(process.execPath, [TSX_CLI, 'src/main.ts'], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /App running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const instance = { child, output: () => output, port, exited };
  running.push(instance);
  return instance;
}

/** An empty database both processes are pointed at: the environment that selects it, and a way to read it. */
async function emptyDatabase(
  dialect: 'sqlite' | 'postgres',
  dir: string,
): Promise<{ env: Record<string, string>; open: () => Promise<Database> }> {
  if (dialect === 'postgres') {
    const url = testEnv.databaseUrl;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const schema = `test_processes_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    await admin.end();
    cleanups.push(async () => {
      const cleanup = new Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists "${schema}" cascade`);
      await cleanup.end();
    });
    return {
      env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
      open: () => openDatabase({ databaseUrl: url, databaseSchema: schema, sqliteFile: '' }),
    };
  }
  const file = path.join(dir, 'shared.db');
  return {
    env: { DATABASE_URL: `sqlite:${file}` },
    open: () => openDatabase({ databaseUrl: null, sqliteFile: file }),
  };
}

const ROUNDS = 3;

describe.each(databases)('two server processes starting at once on %s', (dialect) => {
  it.each(Array.from({ length: ROUNDS }, (_, i) => i + 1))(
    'both serve, one first admin exists, and both verify the shared sandbox secret (round %i)',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-processes-'));
      cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
      const database = await emptyDatabase(dialect, dir);
      const key = randomBytes(32).toString('base64');
      const common = {
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        STATIC_ROOT: path.join(dir, 'no-static'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SECRETS_ENCRYPTION_KEY: key,
        PAYMENT_PROVIDER: 'sandbox',
        ...database.env,
      };
      const instances = ['a', 'b'].map((name) =>
        startInstance({ ...common, DATA_DIR: path.join(dir, `data-${name}`) }),
      );
      const ports = await Promise.all(instances.map((instance) => instance.port));

      const secret = sandboxSecretFromKey(Buffer.from(key, 'base64'));
      const body = JSON.stringify({
        id: 'evt_processes',
        type: 'checkout.completed',
        created: Math.floor(Date.now() / 1000),
        data: {
          session_id: 'cs_sandbox_none',
          reference: 'none',
          amount: 100,
          currency: 'usd',
          customer_email: 'nobody@example.test',
          metadata: { purpose: 'startup_test' },
        },
      });
      for (const port of ports) {
        const base = `http://127.0.0.1:${port}`;
        const loginRes = await fetch(`${base}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        });
        expect(loginRes.status).toBe(200);
        for (const [signedWith, status] of [
          [secret, 200],
          [sandboxSecretFromKey(randomBytes(32)), 400],
        ] as const) {
          const res = await fetch(`${base}/api/webhooks/sandbox`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'sandbox-signature': signSandboxPayload(signedWith, body),
            },
            body,
          });
          expect(res.status).toBe(status);
        }
      }

      for (const instance of instances) instance.child.kill('SIGTERM');
      expect(await Promise.all(instances.map((instance) => instance.exited))).toEqual([0, 0]);
      const created = instances.filter((instance) =>
        instance.output().includes(`Super admin ${ADMIN.email} created`),
      );
      expect(created).toHaveLength(1);
      for (const instance of instances) expect(instance.output()).not.toMatch(/error|failed/i);

      const check = await database.open();
      try {
        const admins = await check.db
          .selectFrom('users')
          .select('email')
          .where('role', '=', 'admin')
          .execute();
        expect(admins).toEqual([{ email: ADMIN.email }]);
        const migrations = await sql<{
          n: number;
        }>`select count(*) as n from kysely_migration`.execute(check.db);
        expect(Number(migrations.rows[0]?.n)).toBe(Object.keys(migrationsFor(dialect)).length);
      } finally {
        await check.destroy();
      }
    },
    60_000,
  );
});
