import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Dialect } from '../src/db/database';
import { mailerFor } from '../src/domains/platform/deps';
import { insertAcme, insertReseller, insertUser, login } from './helpers/fixtures';
import {
  createTestContext,
  databases,
  openTestDatabase,
  request,
  testConfig,
  type TestContext,
} from './helpers/test-app';
import { startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from './helpers/smtp-receiver';
import { useTestContext } from './helpers/use-test-context';

/** A received message: headers (lower-case names) and the decoded text and HTML parts. */
interface ParsedMail {
  headers: Record<string, string>;
  text: string;
  html: string;
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding = '7bit'): string {
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/base64/i.test(encoding)) return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/** Enough MIME for nodemailer's multipart/alternative (text + html) messages. */
function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHeaders(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitHeaders(part.replace(/^\r\n/, '')))
    : [{ headers, body }];
  const find = (type: string) => {
    const part = parts.find((p) => (p.headers['content-type'] ?? '').startsWith(type));
    return part ? decodeBody(part.body, part.headers['content-transfer-encoding']) : '';
  };
  return { headers, text: find('text/plain'), html: find('text/html') };
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 8_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(databases)('email on %s', (dialect: Dialect) => {
  describe('outbox transport (default)', () => {
    let acmeId: number;
    let globexId: number;
    const ctx = useTestContext(() => createTestContext(dialect));
    beforeAll(async () => {
      acmeId = await insertAcme(ctx.db, {
        logo_url: '/storage/logos/acme.png',
        footer_text: 'Acme Voice Ltd, 1 Market Street',
        support_email: 'help@acme.test',
      });
      globexId = await insertReseller(ctx.db, {
        subdomain: 'globex',
        app_name: 'Globex <Calls> & "Co"',
        primary_color: 'url(//evil.test)',
      });
    });

    const outbox = () => ctx.db.selectFrom('email_outbox').selectAll().orderBy('id', 'desc');

    it('stores a message with the platform brand when resellerId is null', async () => {
      await mailerFor(ctx.app).send({
        to: 'platform-reader@example.test',
        subject: 'Welcome aboard',
        heading: 'Hello there',
        lines: ['First paragraph.', 'Second paragraph.'],
        action: { label: 'Open the dashboard', url: 'http://localhost:3000/dashboard' },
        resellerId: null,
      });
      const mail = await outbox().executeTakeFirstOrThrow();
      expect(mail).toMatchObject({
        to: 'platform-reader@example.test',
        subject: 'Welcome aboard',
        reseller_id: null,
      });
      expect(Date.parse(mail.created_at)).toBeGreaterThan(Date.now() - 60_000);
      expect(mail.html).toContain('AI Phone System');
      expect(mail.html).toContain('background:#4F46E5');
      expect(mail.html).toContain(
        '<h1 style="margin:0 0 24px;font-size:22px;color:#111827">Hello there</h1>',
      );
      expect(mail.html).toContain('href="http://localhost:3000/dashboard"');
      expect(mail.html).toContain('Open the dashboard');
      expect(mail.text).toContain('Hello there');
      expect(mail.text).toContain('Second paragraph.');
      expect(mail.text).toContain('Open the dashboard: http://localhost:3000/dashboard');
      expect(mail.text).toContain('AI Phone System. All rights reserved.');
    });

    it("uses the reseller's app name, colour, logo (absolute) and footer", async () => {
      await mailerFor(ctx.app).send({
        to: 'acme-reader@example.test',
        subject: 'Your Acme account',
        heading: 'Hi',
        lines: ['Body'],
        resellerId: acmeId,
      });
      const mail = await outbox().executeTakeFirstOrThrow();
      expect(mail.reseller_id).toBe(acmeId);
      expect(mail.html).toContain('alt="Acme Voice"');
      expect(mail.html).toContain('src="http://acme.localhost:3000/storage/logos/acme.png"');
      expect(mail.html).toContain('background:#0F766E');
      expect(mail.html).toContain('Acme Voice Ltd, 1 Market Street');
      expect(mail.html).toContain('mailto:help@acme.test');
      expect(mail.html).not.toContain('AI Phone System');
      expect(mail.text).toContain('The Acme Voice team');
      expect(mail.text).toContain('http://acme.localhost:3000');
    });

    it('escapes every value and refuses unsafe colours, links and subjects', async () => {
      await mailerFor(ctx.app).send({
        to: 'escape@example.test',
        subject: 'Line one\r\nBcc: victim@example.test',
        heading: '<script>alert(1)</script>',
        lines: ['Tom & "Jerry" <b>bold</b>'],
        action: { label: 'Click <me>', url: 'javascript:alert(1)' },
        resellerId: globexId,
      });
      const mail = await outbox().executeTakeFirstOrThrow();
      expect(mail.subject).toBe('Line one Bcc: victim@example.test');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.html).toContain('Tom &amp; &quot;Jerry&quot; &lt;b&gt;bold&lt;/b&gt;');
      expect(mail.html).toContain('Globex &lt;Calls&gt; &amp; &quot;Co&quot;');
      expect(mail.html).not.toContain('javascript:');
      expect(mail.html).not.toContain('evil.test');
      expect(mail.html).toContain('background:#4F46E5');
      await expect(
        mailerFor(ctx.app).send({
          to: 'a@example.test\r\nBcc: b@example.test',
          subject: 's',
          heading: 'h',
          lines: [],
          resellerId: null,
        }),
      ).rejects.toThrow('invalid recipient');
    });

    describe('GET /api/admin/email-outbox', () => {
      it('platform admins see every message, newest first, paginated', async () => {
        const admin = await insertUser(ctx.db, { role: 'admin' });
        const token = await login(ctx.app, admin);
        const all = await ctx.db.selectFrom('email_outbox').select('id').execute();
        const res = await request(ctx.app, {
          method: 'GET',
          url: '/api/admin/email-outbox?per_page=2&page=1',
          token,
        });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.success).toBe(true);
        expect(body.data).toHaveLength(2);
        expect(body.data[0]).toEqual({
          id: expect.any(Number),
          to: 'escape@example.test',
          subject: 'Line one Bcc: victim@example.test',
          html: expect.stringContaining('<!doctype html>'),
          text: expect.any(String),
          reseller_id: globexId,
          reseller_name: 'globex Org',
          // What it left with: the tenant's name, the platform's address (no sender of its own), no Reply-To.
          from_name: 'Globex <Calls> & "Co"',
          from_address: null,
          reply_to: null,
          created_at: expect.any(String),
        });
        expect(body.pagination).toEqual({
          current_page: 1,
          last_page: Math.ceil(all.length / 2),
          per_page: 2,
          total: all.length,
          from: 1,
          to: 2,
        });

        const superAdmin = await insertUser(ctx.db, { role: 'super_admin' });
        const superRes = await request(ctx.app, {
          method: 'GET',
          url: '/api/admin/email-outbox',
          token: await login(ctx.app, superAdmin),
        });
        expect(superRes.json().pagination.total).toBe(all.length);
      });

      it('refuses reseller admins: the outbox holds live password links of their users', async () => {
        const resellerAdmin = await insertUser(ctx.db, {
          role: 'reseller_admin',
          reseller_id: acmeId,
        });
        const token = await login(ctx.app, resellerAdmin, 'acme.localhost:3000');
        const res = await request(ctx.app, {
          method: 'GET',
          url: '/api/admin/email-outbox',
          host: 'acme.localhost:3000',
          token,
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
      });

      it('answers 403 to other roles, 401 without a token and 422 for a bad page', async () => {
        for (const role of ['user', 'content_admin'] as const) {
          const user = await insertUser(ctx.db, { role });
          const res = await request(ctx.app, {
            method: 'GET',
            url: '/api/admin/email-outbox',
            token: await login(ctx.app, user),
          });
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
        }
        const anonymous = await request(ctx.app, { method: 'GET', url: '/api/admin/email-outbox' });
        expect(anonymous.statusCode).toBe(401);

        const admin = await insertUser(ctx.db, { role: 'admin' });
        const bad = await request(ctx.app, {
          method: 'GET',
          url: '/api/admin/email-outbox?per_page=500',
          token: await login(ctx.app, admin),
        });
        expect(bad.statusCode).toBe(422);
        expect(bad.json().errors).toEqual({
          per_page: ['The per page may not be greater than 100.'],
        });
      });
    });
  });

  it('the outbox writes one log line per message', async () => {
    const { database, dispose } = await openTestDatabase(dialect);
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    const app = await buildApp(testConfig(), { database, logger: { level: 'info', stream } });
    try {
      await app.ready();
      for (const to of ['one@example.test', 'two@example.test']) {
        await mailerFor(app).send({
          to,
          subject: `For ${to}`,
          heading: 'h',
          lines: ['x'],
          resellerId: null,
        });
      }
      const mailLines = lines.filter((line) => line.msg === 'email stored in outbox');
      expect(mailLines).toHaveLength(2);
      expect(mailLines[1]?.mail).toEqual({
        transport: 'outbox',
        outbox_id: expect.any(Number),
        to: 'two@example.test',
        subject: 'For two@example.test',
        reseller_id: null,
      });
    } finally {
      await app.close();
      await dispose();
    }
  });

  describe('smtp transport', () => {
    let ctx: TestContext;
    let smtp: SmtpReceiver;
    let received: ReceivedMail[];

    beforeAll(async () => {
      smtp = await startSmtpReceiver({ user: 'mailer', password: 's3cret' });
      received = smtp.received;
      const port = smtp.port;
      const mail = loadConfig({
        MAIL_TRANSPORT: 'smtp',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        SMTP_SECURE: 'false',
        SMTP_USER: 'mailer',
        SMTP_PASSWORD: 's3cret',
        MAIL_FROM: 'Platform Mailer <mailer@voice.test>',
      }).mail;
      ctx = await createTestContext(dialect, { config: { mail } });
    });
    afterAll(async () => {
      await ctx.close();
      await smtp.close();
    });

    it('sends a branded forgot-password email to a real SMTP server (and stores nothing)', async () => {
      const acmeId = await insertAcme(ctx.db);
      const user = await insertUser(ctx.db, { name: 'Ada Lovelace', reseller_id: acmeId });
      const res = await request(ctx.app, {
        method: 'POST',
        url: '/api/forgot-password',
        host: 'acme.localhost:3000',
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(200);

      // Sent by the email queue's worker, right after the request queued it.
      await waitFor(() => received.length === 1);
      expect(received).toHaveLength(1);
      const [message] = received;
      expect(message?.user).toBe('mailer');
      expect(message?.from).toBe('mailer@voice.test');
      expect(message?.to).toEqual([user.email]);
      const mail = parseMail(message?.raw ?? '');
      expect(mail.headers.to).toBe(user.email);
      expect(mail.headers.subject).toBe('Reset your password');
      expect(mail.headers.from).toBe('Acme Voice <mailer@voice.test>');
      expect(mail.html).toContain('background:#0F766E');
      expect(mail.html).toContain('Hello Ada Lovelace,');
      expect(mail.html).toMatch(
        /href="http:\/\/acme\.localhost:3000\/password-reset\/[\w-]{43}\?email=/,
      );
      expect(mail.text).toContain('The Acme Voice team');
      expect(mail.text).toMatch(/Reset Password: http:\/\/acme\.localhost:3000\/password-reset\//);

      const stored = await ctx.db.selectFrom('email_outbox').select('id').execute();
      expect(stored).toHaveLength(0);
      const queued = () => ctx.db.selectFrom('email_queue').select(['status', 'to']).execute();
      await waitFor(async () => (await queued())[0]?.status === 'sent');
      expect(await queued()).toEqual([{ status: 'sent', to: user.email }]);
    });

    it('keeps a refused delivery in the queue with the error, without the password', async () => {
      const wrong = loadConfig({
        MAIL_TRANSPORT: 'smtp',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(ctx.config.mail.smtp.port),
        SMTP_USER: 'mailer',
        SMTP_PASSWORD: 'wrong',
      }).mail;
      const other = await createTestContext(dialect, {
        config: { mail: { ...wrong, queue: { ...wrong.queue, maxAttempts: 1 } } },
      });
      try {
        await mailerFor(other.app).send({
          to: 'x@example.test',
          subject: 's',
          heading: 'h',
          lines: [],
          resellerId: null,
        });
        const row = () => other.db.selectFrom('email_queue').selectAll().executeTakeFirstOrThrow();
        await waitFor(async () => (await row()).status === 'failed');
        const failed = await row();
        expect(failed.attempts).toBe(1);
        expect(failed.last_error).toMatch(/Invalid username or password|authentication/i);
        expect(failed.last_error).not.toContain('wrong');
      } finally {
        await other.close();
      }
    });
  });
});

describe('mail configuration', () => {
  it('defaults to the outbox and reads the SMTP settings', () => {
    expect(loadConfig({}).mail).toEqual({
      transport: 'outbox',
      from: 'no-reply@localhost.localdomain',
      smtp: { host: '127.0.0.1', port: 587, secure: false, user: null, password: null },
      queue: { pollMs: 2_000, maxAttempts: 8, retryBaseMs: 30_000 },
    });
    expect(
      loadConfig({
        MAIL_TRANSPORT: 'SMTP',
        SMTP_HOST: 'smtp.example.com',
        SMTP_SECURE: 'true',
        SMTP_USER: 'u',
        SMTP_PASSWORD: 'p',
        MAIL_FROM: 'Support <support@example.com>',
        APP_DOMAIN: 'example.com',
        PAYMENT_PROVIDER: 'sandbox',
        MAIL_QUEUE_POLL_MS: '500',
        MAIL_MAX_ATTEMPTS: '3',
        MAIL_RETRY_BASE_MS: '1000',
      }).mail,
    ).toEqual({
      transport: 'smtp',
      from: 'Support <support@example.com>',
      smtp: { host: 'smtp.example.com', port: 465, secure: true, user: 'u', password: 'p' },
      queue: { pollMs: 500, maxAttempts: 3, retryBaseMs: 1000 },
    });
    expect(
      loadConfig({ APP_DOMAIN: 'voice.example.com', PAYMENT_PROVIDER: 'none' }).mail.from,
    ).toBe('no-reply@voice.example.com');
  });

  it('refuses an unknown MAIL_TRANSPORT', () => {
    expect(() => loadConfig({ MAIL_TRANSPORT: 'pigeon' })).toThrow(
      'MAIL_TRANSPORT must be "outbox" or "smtp" (got "pigeon")',
    );
  });
});
