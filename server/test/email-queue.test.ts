import { afterEach, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig, type MailConfig } from '../src/config';
import type { Database, Dialect } from '../src/db/database';
import { mailerFor } from '../src/domains/platform/deps';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from '../src/domains/platform/email/queue';
import { enqueueEmail } from '../src/domains/platform/email/queue-repository';
import {
  databases,
  openTestDatabase,
  reopenDatabase as reopen,
  request,
  testConfig,
} from './helpers/test-app';

/** A local SMTP server that can be stopped and started again on the same port; keeps what it received. */
class SmtpReceiver {
  readonly received: { to: string[]; raw: string }[] = [];
  port = 0;
  private server: SMTPServer | null = null;

  async start(port = 0): Promise<void> {
    const server = new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    this.port = await new Promise<number>((resolve) => {
      const listening = server.listen(port, '127.0.0.1', () =>
        resolve((listening.address() as AddressInfo).port),
      );
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** How many messages each recipient got. */
  counts(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const message of this.received) {
      for (const to of message.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    }
    return counts;
  }
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function smtpConfig(port: number, queue: Partial<MailConfig['queue']> = {}): Partial<AppConfig> {
  const mail = loadConfig({
    MAIL_TRANSPORT: 'smtp',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SMTP_SECURE: 'false',
    MAIL_FROM: 'Platform Mailer <mailer@voice.test>',
  }).mail;
  return { mail: { ...mail, queue: { pollMs: 50, maxAttempts: 5, retryBaseMs: 100, ...queue } } };
}

async function appOn(database: Database, config: Partial<AppConfig>): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(config), { database, logger: false });
  await app.ready();
  return app;
}

const email = (to: string) => ({
  to,
  subject: `For ${to}`,
  heading: 'Hello',
  lines: ['Body'],
  resellerId: null,
});

const queueRows = (app: FastifyInstance) =>
  app.db.selectFrom('email_queue').selectAll().orderBy('id').execute();

/** A port nothing listens on (an SMTP server that is down). */
async function downPort(smtp: SmtpReceiver): Promise<number> {
  await smtp.start();
  const port = smtp.port;
  await smtp.stop();
  return port;
}

describe.each(databases)('email queue on %s', (dialect: Dialect) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function database(): Promise<Database> {
    const opened = await openTestDatabase(dialect);
    cleanups.push(opened.dispose);
    return opened.database;
  }
  async function smtpReceiver(): Promise<SmtpReceiver> {
    const smtp = new SmtpReceiver();
    cleanups.push(() => smtp.stop());
    return smtp;
  }
  function closing(app: FastifyInstance): FastifyInstance {
    cleanups.push(() => app.close());
    return app;
  }

  it('delivers an email sent while the SMTP server is down once it is up, exactly once', async () => {
    const smtp = await smtpReceiver();
    const port = await downPort(smtp);
    const app = closing(await appOn(await database(), smtpConfig(port, { retryBaseMs: 300 })));

    // Queued: the send resolves although no SMTP server answers.
    await mailerFor(app).send(email('late@example.test'));
    await waitFor(async () => (await queueRows(app))[0]?.attempts === 1);
    await waitFor(async () => (await queueRows(app))[0]?.status === 'queued');
    const [failed] = await queueRows(app);
    expect(failed?.last_error).toMatch(/ECONNREFUSED/);
    expect(failed?.html).toContain('Hello');

    await smtp.start(port);
    await waitFor(async () => (await queueRows(app))[0]?.status === 'sent');
    await sleep(400);
    expect(smtp.counts()).toEqual(new Map([['late@example.test', 1]]));
    const [sent] = await queueRows(app);
    expect(sent).toMatchObject({
      status: 'sent',
      attempts: 2,
      lease_until: null,
      locked_by: null,
      from_name: 'AI Phone System',
    });
    expect(sent?.sent_at).toEqual(expect.any(String));
    expect(smtp.received[0]?.raw).toMatch(/^Subject: For late@example\.test/m);
  });

  it('keeps a queued email across an app restart: the next app on the database delivers it', async () => {
    const smtp = await smtpReceiver();
    const port = await downPort(smtp);
    const db = await database();
    const first = await appOn(db, smtpConfig(port, { retryBaseMs: 400 }));
    try {
      await mailerFor(first).send(email('restart@example.test'));
      await waitFor(async () => (await queueRows(first))[0]?.attempts === 1);
      await waitFor(async () => (await queueRows(first))[0]?.status === 'queued');
    } finally {
      await first.close();
    }
    expect(smtp.received).toHaveLength(0);

    await smtp.start(port);
    const second = closing(await appOn(db, smtpConfig(port)));
    await waitFor(async () => (await queueRows(second))[0]?.status === 'sent');
    await sleep(300);
    expect(smtp.counts()).toEqual(new Map([['restart@example.test', 1]]));
    expect((await queueRows(second))[0]?.attempts).toBe(2);
  });

  it('takes over the email of a worker that died while sending once its lease ended', async () => {
    const smtp = await smtpReceiver();
    await smtp.start();
    const db = await database();
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const row = (to: string, leaseUntil: string) => ({
      to,
      subject: 'Held',
      html: '<p>Held</p>',
      text: 'Held',
      from_name: 'AI Phone System',
      reseller_id: null,
      status: 'sending' as const,
      attempts: 1,
      next_attempt_at: at(-60_000),
      lease_until: leaseUntil,
      locked_by: 'dead-host:1:worker',
      created_at: at(-60_000),
    });
    await db.db
      .insertInto('email_queue')
      .values([row('expired@example.test', at(-1_000)), row('held@example.test', at(60_000))])
      .execute();
    const app = closing(await appOn(db, smtpConfig(smtp.port)));
    await waitFor(
      async () =>
        (await queueRows(app)).find((r) => r.to === 'expired@example.test')?.status === 'sent',
    );
    await sleep(300);
    // The lease still running is left to its holder.
    expect(smtp.counts()).toEqual(new Map([['expired@example.test', 1]]));
    const rows = await queueRows(app);
    expect(rows.map((r) => [r.to, r.status, r.attempts, r.locked_by])).toEqual([
      ['expired@example.test', 'sent', 2, null],
      ['held@example.test', 'sending', 1, 'dead-host:1:worker'],
    ]);
  });

  it('delivers 50 queued emails exactly once with two app instances on one database', async () => {
    const smtp = await smtpReceiver();
    await smtp.start();
    const db = await database();
    const other = await reopen(db);
    cleanups.push(() => other.close());
    const total = 50;
    for (let i = 0; i < total; i += 1) {
      await enqueueEmail(db.db, {
        to: `n${i}@example.test`,
        subject: `Number ${i}`,
        html: `<p>${i}</p>`,
        text: String(i),
        fromName: 'AI Phone System',
        fromAddress: null,
        replyTo: null,
        resellerId: null,
      });
    }
    // Both workers start on the full queue at the same moment.
    const config = smtpConfig(smtp.port, { pollMs: 10 });
    const [appA, appB] = await Promise.all([appOn(db, config), appOn(other.database, config)]);
    closing(appA as FastifyInstance);
    closing(appB as FastifyInstance);
    await waitFor(async () => {
      const rows = await queueRows(appA as FastifyInstance);
      return rows.filter((r) => r.status === 'sent').length === total;
    });
    await sleep(300);
    expect(smtp.received).toHaveLength(total);
    const counts = smtp.counts();
    expect(counts.size).toBe(total);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const rows = await queueRows(appB as FastifyInstance);
    expect(rows.every((r) => r.attempts === 1 && r.status === 'sent')).toBe(true);
  });

  it('marks an email failed after the last attempt, and the app keeps working', async () => {
    const smtp = await smtpReceiver();
    const port = await downPort(smtp);
    const app = closing(
      await appOn(await database(), smtpConfig(port, { maxAttempts: 3, retryBaseMs: 20 })),
    );
    await mailerFor(app).send(email('never@example.test'));
    await waitFor(async () => (await queueRows(app))[0]?.status === 'failed');
    await sleep(200);
    const [failed] = await queueRows(app);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 3,
      lease_until: null,
      sent_at: null,
    });
    expect(failed?.last_error).toMatch(/ECONNREFUSED/);

    // Nothing else breaks: the API answers, and the next email goes out once the server is up.
    expect((await request(app, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await smtp.start(port);
    await mailerFor(app).send(email('next@example.test'));
    await waitFor(
      async () =>
        (await queueRows(app)).find((r) => r.to === 'next@example.test')?.status === 'sent',
    );
    await sleep(200);
    // The failed one is not sent again.
    expect(smtp.counts()).toEqual(new Map([['next@example.test', 1]]));
    expect((await queueRows(app))[0]).toMatchObject({ status: 'failed', attempts: 3 });
  });
});

describe('email retry delays', () => {
  it('doubles from the base, capped at 6 hours', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(30, 30_000)).toBe(MAX_RETRY_DELAY_MS);
  });
});
