import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPublicKey } from 'node:crypto';
import { EMAIL_SENDER_MESSAGES } from '@voice/contracts/schemas';
import { loadConfig } from '../src/config';
import { mailerFor } from '../src/domains/platform/deps';
import { secretBoxFor } from '../src/lib/secret-box';
import {
  checkSenderRecords,
  SENDER_CHECK_MESSAGES,
  senderRecords,
} from '../src/domains/platform/email/sender';
import { DnsTable, type DnsLookup } from '../src/domains/tenancy/custom-domains/dns';
import {
  insertAcme,
  insertReseller,
  insertUser,
  login,
  type UserFixture,
} from './helpers/fixtures';
import { waitFor } from './helpers/event-receiver';
import { lastOutboxId, outboxSince } from './helpers/outbox';
import { mailHeaders, startSmtpReceiver, type SmtpReceiver } from './helpers/smtp-receiver';
import { createTestContext, databases, request, type TestContext } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const customDomains = {
  target: 'sites.voice.test',
  txtLabel: '_voice-verification',
  verify: 'test' as const,
};
const MAIL_FROM = 'Platform <no-reply@mail.voice.test>';
const row = { smtp_host: null, dkim_selector: 'sabc', dkim_public_key: 'MIIBkey' };

describe('checkSenderRecords', () => {
  const config = { mail: loadConfig({ MAIL_FROM }).mail };
  const records = senderRecords(config, row, 'acme-agency.com');

  it('shows the SPF and DKIM records as email services do', () => {
    expect(records).toEqual({
      spf: { type: 'TXT', name: 'acme-agency.com', value: 'v=spf1 include:mail.voice.test ~all' },
      dkim: {
        type: 'TXT',
        name: 'sabc._domainkey.acme-agency.com',
        value: 'v=DKIM1; k=rsa; p=MIIBkey',
      },
    });
    expect(
      senderRecords(config, { ...row, smtp_host: 'SMTP.acme-agency.com' }, 'acme-agency.com').spf
        .value,
    ).toBe('v=spf1 a:smtp.acme-agency.com include:mail.voice.test ~all');
  });

  it('passes with both records (a DKIM value split by the DNS host, an SPF record listing more)', async () => {
    const dns = new DnsTable();
    dns.addTxt('sabc._domainkey.acme-agency.com', 'v=DKIM1; k=rsa; p=MIIB key');
    dns.addTxt('acme-agency.com', 'google-site-verification=x');
    dns.addTxt('acme-agency.com', 'v=spf1 include:_spf.google.com include:mail.voice.test ~all');
    await expect(checkSenderRecords(dns, config, row, 'acme-agency.com')).resolves.toEqual({
      ok: true,
    });
  });

  it('says what is missing or wrong', async () => {
    const check = (dns: DnsLookup) => checkSenderRecords(dns, config, row, 'acme-agency.com');
    const dns = new DnsTable();
    await expect(check(dns)).resolves.toEqual({
      ok: false,
      error: SENDER_CHECK_MESSAGES.dkimMissing('sabc._domainkey.acme-agency.com'),
    });
    dns.addTxt('sabc._domainkey.acme-agency.com', 'v=DKIM1; k=rsa; p=OTHER');
    await expect(check(dns)).resolves.toEqual({
      ok: false,
      error: SENDER_CHECK_MESSAGES.dkimWrong('sabc._domainkey.acme-agency.com'),
    });
    dns.addTxt('sabc._domainkey.acme-agency.com', records.dkim.value);
    await expect(check(dns)).resolves.toEqual({
      ok: false,
      error: SENDER_CHECK_MESSAGES.spfMissing('acme-agency.com'),
    });
    dns.addTxt('acme-agency.com', 'v=spf1 mx ~all');
    await expect(check(dns)).resolves.toEqual({
      ok: false,
      error:
        'The SPF record of acme-agency.com does not list include:mail.voice.test: add it to the record (a domain has one SPF record).',
    });
    const failing: DnsLookup = {
      cname: async () => [],
      txt: () => Promise.reject(Object.assign(new Error('timeout'), { code: 'ETIMEOUT' })),
    };
    await expect(check(failing)).resolves.toEqual({
      ok: false,
      error: SENDER_CHECK_MESSAGES.dnsFailed,
    });
  });
});

/** Adds the records a sender's view shows to the test DNS (what the reseller does at its DNS host). */
function publish(
  dns: DnsTable,
  records: { spf: { name: string; value: string }; dkim: { name: string; value: string } },
) {
  dns.addTxt(records.spf.name, records.spf.value);
  dns.addTxt(records.dkim.name, records.dkim.value);
}

describe.each(databases)('a reseller sends as itself on %s (outbox)', (dialect) => {
  const ctx = useTestContext(() =>
    createTestContext(dialect, {
      config: { customDomains, mail: loadConfig({ MAIL_FROM }).mail },
    }),
  );
  let acmeId: number;
  let betaId: number;
  let acmeAdmin: UserFixture;
  let acmeToken: string;
  let betaToken: string;
  const dns = () => ctx.app.customDomainDns as DnsTable;
  const api = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    path: string,
    who: 'acme' | 'beta',
    payload?: object,
  ) =>
    request(ctx.app, {
      method,
      url: `/api/admin/email-sender${path}`,
      host: `${who}.localhost`,
      token: who === 'acme' ? acmeToken : betaToken,
      ...(payload ? { payload } : {}),
    });
  const sender = {
    from_name: 'Acme Support',
    from_address: 'Hello@Acme-Agency.com',
    reply_to: 'help@acme-agency.com',
  };
  /** A customer email of a reseller, as every service sends one. */
  async function customerMail(resellerId: number) {
    const since = await lastOutboxId(ctx.db);
    await mailerFor(ctx.app).send({
      to: 'customer@example.test',
      subject: 'Welcome',
      heading: 'Welcome',
      lines: ['Hello'],
      resellerId,
    });
    const [mail] = await outboxSince(ctx.db, since);
    return mail;
  }

  beforeAll(async () => {
    acmeId = await insertAcme(ctx.db, { support_email: 'support@acme.test' });
    betaId = await insertReseller(ctx.db, { subdomain: 'beta', app_name: 'Beta Calls' });
    acmeAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: acmeId });
    const betaAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: betaId });
    acmeToken = await login(ctx.app, acmeAdmin, 'acme.localhost');
    betaToken = await login(ctx.app, betaAdmin, 'beta.localhost');
  });

  it('has no sender until one is saved: mail goes from the platform address with the reseller name', async () => {
    const res = await api('GET', '', 'acme');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      from_address: null,
      records: null,
      status: 'pending',
      active_from: 'Acme Voice <no-reply@mail.voice.test>',
      active_reply_to: 'support@acme.test',
      smtp_password_set: false,
    });
    expect(await customerMail(acmeId)).toMatchObject({
      from_name: 'Acme Voice',
      from_address: null,
      reply_to: 'support@acme.test',
    });
  });

  it('refuses bad input field by field and loses nothing', async () => {
    const cases: [object, string, string][] = [
      [{ from_address: 'not an address' }, 'from_address', EMAIL_SENDER_MESSAGES.addressInvalid],
      [{ reply_to: 'x@' }, 'reply_to', EMAIL_SENDER_MESSAGES.addressInvalid],
      [{ from_name: 'A <b>' }, 'from_name', EMAIL_SENDER_MESSAGES.fromNameInvalid],
      [{ smtp_user: 'u' }, 'smtp_host', EMAIL_SENDER_MESSAGES.smtpHostRequired],
      [
        { smtp_host: 'smtp.acme-agency.com', smtp_port: 70000 },
        'smtp_port',
        EMAIL_SENDER_MESSAGES.smtpPortInvalid,
      ],
      [{ smtp_host: 'https://smtp.x.com' }, 'smtp_host', EMAIL_SENDER_MESSAGES.smtpHostInvalid],
      [
        { smtp_host: 'smtp.acme-agency.com', smtp_user: 'u' },
        'smtp_password',
        EMAIL_SENDER_MESSAGES.smtpPasswordRequired,
      ],
      [
        { from_address: 'me@mail.voice.test' },
        'from_address',
        EMAIL_SENDER_MESSAGES.platformDomain,
      ],
      [{ from_address: 'me@beta.localhost' }, 'from_address', EMAIL_SENDER_MESSAGES.platformDomain],
    ];
    for (const [change, field, message] of cases) {
      const res = await api('PUT', '', 'acme', { ...sender, ...change });
      expect({ change, status: res.statusCode, errors: res.json().errors?.[field] }).toEqual({
        change,
        status: 422,
        errors: [message],
      });
    }
    expect((await api('GET', '', 'acme')).json().data.from_address).toBeNull();
  });

  it('saves the sender pending, shows the records, seals the secrets and never sends them back', async () => {
    const res = await api('PUT', '', 'acme', {
      ...sender,
      smtp_host: 'smtp.acme-agency.com',
      smtp_port: 465,
      smtp_secure: true,
      smtp_user: 'acme',
      smtp_password: 'pa55-word-xyz',
    });
    expect(res.statusCode).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe(EMAIL_SENDER_MESSAGES.savedUnverified);
    expect(data).toMatchObject({
      from_name: 'Acme Support',
      from_address: 'hello@acme-agency.com',
      reply_to: 'help@acme-agency.com',
      domain: 'acme-agency.com',
      status: 'pending',
      active_from: 'Acme Support <no-reply@mail.voice.test>',
      active_reply_to: 'help@acme-agency.com',
      smtp_host: 'smtp.acme-agency.com',
      smtp_port: 465,
      smtp_secure: true,
      smtp_user: 'acme',
      smtp_password_set: true,
    });
    expect(data.records.spf).toEqual({
      type: 'TXT',
      name: 'acme-agency.com',
      value: 'v=spf1 a:smtp.acme-agency.com include:mail.voice.test ~all',
    });
    expect(data.records.dkim.name).toMatch(/^s[0-9a-f]{8}\._domainkey\.acme-agency\.com$/);
    expect(data.records.dkim.value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]{300,}$/);
    expect(res.body).not.toContain('pa55-word-xyz');
    expect(res.body).not.toContain('PRIVATE KEY');

    const stored = await ctx.db
      .selectFrom('reseller_email_senders')
      .selectAll()
      .where('reseller_id', '=', acmeId)
      .executeTakeFirstOrThrow();
    expect(stored.smtp_password_encrypted).toMatch(/^v1:/);
    expect(stored.dkim_private_key_encrypted).toMatch(/^v1:/);
    expect(JSON.stringify(stored)).not.toContain('pa55-word-xyz');
    // The audit entry says the password changed, never what it is.
    const audit = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'email-sender.update')
      .execute();
    expect(JSON.stringify(audit)).not.toContain('pa55-word-xyz');

    // Until the domain is verified: the platform's address, with the reseller's name and Reply-To.
    expect(await customerMail(acmeId)).toMatchObject({
      from_name: 'Acme Support',
      from_address: null,
      reply_to: 'help@acme-agency.com',
    });
  });

  it('verifies the domain from its DNS records; then the reseller customers mail comes from its address', async () => {
    const missing = await api('POST', '/verify', 'acme');
    expect(missing.statusCode).toBe(200);
    expect(missing.json().data.status).toBe('failed');
    expect(missing.json().message).toMatch(
      /^No DKIM record was found at s[0-9a-f]{8}\._domainkey\.acme-agency\.com/,
    );

    const view = (await api('GET', '', 'acme')).json().data;
    publish(dns(), view.records);
    const verified = await api('POST', '/verify', 'acme');
    expect(verified.json()).toMatchObject({
      message: EMAIL_SENDER_MESSAGES.verified,
      data: {
        status: 'verified',
        last_error: null,
        active_from: 'Acme Support <hello@acme-agency.com>',
      },
    });
    expect(await customerMail(acmeId)).toMatchObject({
      from_name: 'Acme Support',
      from_address: 'hello@acme-agency.com',
      reply_to: 'help@acme-agency.com',
    });
    // Another reseller's customers: its own brand, the platform's address, nothing of acme.
    const beta = await customerMail(betaId);
    expect(beta).toMatchObject({ from_name: 'Beta Calls', from_address: null });
    expect(JSON.stringify(beta)).not.toContain('acme');
  });

  it("a customer's password email (a real route) leaves from the verified address", async () => {
    const customer = await insertUser(ctx.db, { reseller_id: acmeId, name: 'Cara Customer' });
    const since = await lastOutboxId(ctx.db);
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/forgot-password',
      host: 'acme.localhost',
      payload: { email: customer.email },
    });
    expect(res.statusCode).toBe(200);
    const mails = await outboxSince(ctx.db, since);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: customer.email,
      from_name: 'Acme Support',
      from_address: 'hello@acme-agency.com',
      reply_to: 'help@acme-agency.com',
    });
  });

  it('keeps each reseller to its own sender', async () => {
    const beta = await api('GET', '', 'beta');
    expect(beta.json().data).toMatchObject({ from_address: null, records: null, smtp_host: null });
    // acme's token on beta's site, acme's admin on the main host: refused.
    const cross = await request(ctx.app, {
      method: 'GET',
      url: '/api/admin/email-sender',
      host: 'beta.localhost',
      token: acmeToken,
    });
    expect([401, 403]).toContain(cross.statusCode);
    const saved = await api('PUT', '', 'beta', { from_address: 'team@beta-calls.com' });
    expect(saved.statusCode).toBe(200);
    expect((await api('GET', '', 'acme')).json().data.from_address).toBe('hello@acme-agency.com');
  });

  it('a sender without an address: its name and Reply-To from the platform address, no records', async () => {
    const saved = await api('PUT', '', 'beta', {
      from_name: 'Beta Team',
      reply_to: 'desk@beta.test',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      from_address: null,
      domain: null,
      records: null,
      active_from: 'Beta Team <no-reply@mail.voice.test>',
    });
    expect(await customerMail(betaId)).toMatchObject({
      from_name: 'Beta Team',
      from_address: null,
      reply_to: 'desk@beta.test',
    });
    const verify = await api('POST', '/verify', 'beta');
    expect(verify.statusCode).toBe(422);
    expect(verify.json().errors).toEqual({ from_address: [EMAIL_SENDER_MESSAGES.noAddress] });
  });

  it('a new domain is pending again; a blank password keeps the saved one; the SMTP settings can be removed', async () => {
    const moved = await api('PUT', '', 'acme', {
      ...sender,
      from_address: 'hi@acme-calls.com',
      smtp_host: 'smtp.acme-agency.com',
      smtp_user: 'acme',
      smtp_password: '',
    });
    expect(moved.json().data).toMatchObject({
      status: 'pending',
      domain: 'acme-calls.com',
      smtp_password_set: true,
      active_from: 'Acme Support <no-reply@mail.voice.test>',
    });
    expect((await customerMail(acmeId))?.from_address).toBeNull();
    const removed = await api('DELETE', '/smtp', 'acme');
    expect(removed.json()).toMatchObject({
      message: EMAIL_SENDER_MESSAGES.smtpRemoved,
      data: { smtp_host: null, smtp_user: null, smtp_password_set: false },
    });
  });

  it('sends a test email to the admin through the platform transport when there is no own SMTP', async () => {
    const since = await lastOutboxId(ctx.db);
    const res = await api('POST', '/test', 'acme');
    expect(res.json()).toEqual({
      success: true,
      message: EMAIL_SENDER_MESSAGES.testSent(acmeAdmin.email),
    });
    const [mail] = await outboxSince(ctx.db, since);
    expect(mail).toMatchObject({ to: acmeAdmin.email, subject: 'Test email', reseller_id: acmeId });
  });
});

describe.each(databases)("a reseller's own SMTP and DKIM on %s (smtp)", (dialect) => {
  let ctx: TestContext;
  let platform: SmtpReceiver;
  let own: SmtpReceiver;
  let acmeId: number;
  let betaId: number;
  let acmeToken: string;

  beforeAll(async () => {
    platform = await startSmtpReceiver();
    own = await startSmtpReceiver({ user: 'acme-mailer', password: 'own-s3cret' });
    const mail = loadConfig({
      MAIL_TRANSPORT: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(platform.port),
      MAIL_FROM,
    }).mail;
    ctx = await createTestContext(dialect, { config: { customDomains, mail } });
    acmeId = await insertAcme(ctx.db);
    betaId = await insertReseller(ctx.db, { subdomain: 'beta', app_name: 'Beta Calls' });
    const admin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: acmeId });
    acmeToken = await login(ctx.app, admin, 'acme.localhost');
  });
  afterAll(async () => {
    await ctx.close();
    await platform.close();
    await own.close();
  });
  const api = (method: 'PUT' | 'POST', path: string, payload?: object) =>
    request(ctx.app, {
      method,
      url: `/api/admin/email-sender${path}`,
      host: 'acme.localhost',
      token: acmeToken,
      ...(payload ? { payload } : {}),
    });
  const settings = (password: string) => ({
    from_name: 'Acme Support',
    from_address: 'hello@acme-agency.com',
    reply_to: 'help@acme-agency.com',
    smtp_host: '127.0.0.1',
    smtp_port: own.port,
    smtp_user: 'acme-mailer',
    smtp_password: password,
  });

  it('the test email shows a refused login without the password', async () => {
    expect((await api('PUT', '', settings('wrong-pass-123'))).statusCode).toBe(200);
    const res = await api('POST', '/test');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(
      /^The test email could not be sent: .*(Invalid username or password|auth)/i,
    );
    expect(res.body).not.toContain('wrong-pass-123');
  });

  it('sends the test email through the own SMTP server', async () => {
    await api('PUT', '', settings('own-s3cret'));
    const res = await api('POST', '/test');
    expect(res.statusCode).toBe(200);
    expect(own.received).toHaveLength(1);
    expect(own.received[0]?.user).toBe('acme-mailer');
    expect(mailHeaders(own.received[0]?.raw ?? '').from).toBe(
      'Acme Support <hello@acme-agency.com>',
    );
  });

  it('once verified: its customers mail goes through its SMTP, DKIM-signed; other mail through the platform', async () => {
    const view = (await api('PUT', '', settings(''))).json().data;
    publish(ctx.app.customDomainDns as DnsTable, view.records);
    expect((await api('POST', '/verify')).json().data.status).toBe('verified');
    const before = own.received.length;
    const mailer = mailerFor(ctx.app);
    const mail = { subject: 'Welcome', heading: 'Welcome', lines: ['Hello'] };
    await mailer.send({ to: 'cust@example.test', resellerId: acmeId, ...mail });
    await mailer.send({ to: 'other@example.test', resellerId: betaId, ...mail });
    await waitFor(() => own.received.length === before + 1 && platform.received.length === 1);

    const sent = own.received[before];
    const headers = mailHeaders(sent?.raw ?? '');
    expect(sent?.to).toEqual(['cust@example.test']);
    expect(headers.from).toBe('Acme Support <hello@acme-agency.com>');
    expect(headers['reply-to']).toBe('help@acme-agency.com');
    const dkim = headers['dkim-signature'] ?? '';
    expect(dkim).toContain('d=acme-agency.com');
    const selector = /s=([^;\s]+)/.exec(dkim)?.[1];
    expect(`${selector}._domainkey.acme-agency.com`).toBe(view.records.dkim.name);
    expect(dkim.replace(/\s/g, '')).toMatch(/;b=[A-Za-z0-9+/=]{300,}$/);
    // It was signed with the private half of the key the DNS record publishes.
    const stored = await ctx.db
      .selectFrom('reseller_email_senders')
      .select('dkim_private_key_encrypted')
      .where('reseller_id', '=', acmeId)
      .executeTakeFirstOrThrow();
    const privateKey = secretBoxFor(ctx.config).open(stored.dkim_private_key_encrypted);
    const published = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
    expect(view.records.dkim.value).toBe(`v=DKIM1; k=rsa; p=${published.toString('base64')}`);

    const other = platform.received[0];
    expect(other?.to).toEqual(['other@example.test']);
    expect(mailHeaders(other?.raw ?? '').from).toBe('Beta Calls <no-reply@mail.voice.test>');
    expect(mailHeaders(other?.raw ?? '')['dkim-signature']).toBeUndefined();
  });
});
