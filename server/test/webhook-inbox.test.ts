import { beforeAll, describe, expect, it } from '@jest/globals';
import type { WebhookInboxReply } from '@voice/contracts';
import { assistantMetadataSchema } from '@voice/contracts/schemas';
import { secretBoxFor } from '../src/lib/secret-box';
import { signWebhook } from '../src/domains/calls/webhook-forwarding/signing';
import { INBOX_NOT_FOUND } from '../src/domains/calls/webhook-inbox/routes';
import { ownReceiverToken } from '../src/lib/webhook-receiver-url';
import { assistantPayload, subscribe } from './helpers/assistant-payload';
import { insertAssistant, insertReseller, insertUser, login } from './helpers/fixtures';
import { createTestContext, databases, request, testConfig } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const ALPHA = 'alpha.localhost';

async function waitFor(check: () => Promise<boolean>, timeoutMs = 8_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('own receiver URLs', () => {
  const config = testConfig();
  const token = 'a'.repeat(43);
  const main = new URL(config.appUrl).origin;
  const alpha = `${new URL(config.appUrl).protocol}//alpha.${config.appDomain}${
    new URL(config.appUrl).port ? `:${new URL(config.appUrl).port}` : ''
  }`;

  it.each([
    [`${main}/api/webhook-inbox/${token}`, token],
    [`${alpha}/api/webhook-inbox/${token}`, token],
    [`${main}/api/webhook-inbox/${token}?x=1`, null],
    [`${main}/api/webhook-inbox/short`, null],
    [`${main}/api/other/${token}`, null],
    [`http://127.0.0.1:9/api/webhook-inbox/${token}`, null],
    [`https://evil.example/api/webhook-inbox/${token}`, null],
    ['not a url', null],
  ])('%s is an own receiver: %s', (url, expected) => {
    expect(ownReceiverToken(config, url)).toBe(expected);
  });

  it("the form's URL rule takes a receiver on localhost, and still refuses other dotless hosts", () => {
    const base = assistantPayload().metadata;
    const valid = (url: string) =>
      assistantMetadataSchema.isValidSync({ ...base, webhook_url: url });
    expect(valid(`http://localhost:3000/api/webhook-inbox/${token}`)).toBe(true);
    expect(valid('https://hooks.example.com/a')).toBe(true);
    expect(valid('http://localhost:3000/hook')).toBe(false);
    expect(valid('')).toBe(true);
  });
});

describe.each(databases)('demo webhook receiver on %s', (dialect) => {
  let alphaId: number;
  let seq = 0;

  // As in production: private targets refused, so the own receiver must not need them.
  const ctx = useTestContext(() =>
    createTestContext(dialect, {
      config: { webhooks: { ...testConfig().webhooks, allowPrivateTargets: false, pollMs: 25 } },
    }),
  );
  beforeAll(async () => {
    alphaId = await insertReseller(ctx.db, { subdomain: 'alpha' });
  });

  async function alphaUser() {
    const user = await insertUser(ctx.db, { reseller_id: alphaId });
    return { ...user, token: await login(ctx.app, user, ALPHA) };
  }
  async function inbox(token: string, host = ALPHA) {
    const res = await request(ctx.app, { method: 'GET', url: '/api/webhook-inbox', host, token });
    expect(res.statusCode).toBe(200);
    return (res.json() as WebhookInboxReply).data;
  }
  /** POST /api/assistants on alpha's site. */
  const saveAssistant = (token: string, payload: ReturnType<typeof assistantPayload>) =>
    request(ctx.app, {
      method: 'POST',
      url: '/api/assistants',
      host: ALPHA,
      token,
      payload: payload as unknown as Record<string, unknown>,
    });
  /** POST to a receiver URL through the app (its path, on its host). */
  function deliver(
    url: string,
    payload: string,
    headers: Record<string, string> = {},
    host = new URL(url).hostname,
  ) {
    seq += 1;
    return request(ctx.app, {
      method: 'POST',
      url: new URL(url).pathname,
      host,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
      remoteAddress: `10.9.0.${seq % 250}`,
    });
  }

  it('gives each user one receiver URL on its own site and needs a session to read it', async () => {
    const user = await alphaUser();
    const first = await inbox(user.token);
    expect(first.url).toMatch(/^http:\/\/alpha\.localhost(:\d+)?\/api\/webhook-inbox\/[\w-]{43}$/);
    expect(first.deliveries).toEqual([]);
    expect(first.kept).toBe(50);
    expect((await inbox(user.token)).url).toBe(first.url);
    const other = await alphaUser();
    expect((await inbox(other.token)).url).not.toBe(first.url);
    const anonymous = await request(ctx.app, {
      method: 'GET',
      url: '/api/webhook-inbox',
      host: ALPHA,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stores what it receives without a session, newest first, JSON or text', async () => {
    const user = await alphaUser();
    const { url } = await inbox(user.token);
    const json = await deliver(url, '{"hello":"world"}', { 'x-webhook-event': 'test.event' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ received: true });
    const text = await deliver(url, 'plain words', {
      'content-type': 'text/plain',
      cookie: 'not=kept',
    });
    expect(text.statusCode).toBe(200);
    const { deliveries } = await inbox(user.token);
    expect(deliveries).toHaveLength(2);
    expect(deliveries[0]).toMatchObject({
      event: null,
      signature: 'unsigned',
      body: 'plain words',
      body_truncated: false,
      headers: { 'content-type': 'text/plain' },
    });
    expect(deliveries[0]?.headers).not.toHaveProperty('cookie');
    expect(deliveries[1]).toMatchObject({ event: 'test.event', body: '{"hello":"world"}' });
  });

  it('checks the signature with the secrets of the assistants the owner has or made', async () => {
    const user = await alphaUser();
    const secret = 'whsec_test-secret-for-the-inbox';
    await insertAssistant(ctx.db, {
      user_id: user.id,
      reseller_id: alphaId,
      name: 'Signed',
      webhook_secret_encrypted: secretBoxFor(ctx.config).seal(secret),
    });
    // An assistant it made for another user (as an admin does) signs with a secret it may check too.
    const owner = await insertUser(ctx.db, { reseller_id: alphaId });
    const madeSecret = 'whsec_made-for-another-user';
    await insertAssistant(ctx.db, {
      user_id: owner.id,
      created_by: user.id,
      reseller_id: alphaId,
      name: 'Made for another',
      webhook_secret_encrypted: secretBoxFor(ctx.config).seal(madeSecret),
    });
    const { url } = await inbox(user.token);
    const body = '{"event":"call.ended"}';
    const signed = (key: string) => ({
      'x-webhook-timestamp': '1700000000',
      'x-webhook-signature': signWebhook(key, '1700000000', body),
    });
    expect((await deliver(url, body, signed(secret))).statusCode).toBe(200);
    expect((await deliver(url, body, signed('whsec_someone-else'))).statusCode).toBe(200);
    expect((await deliver(url, body, signed(madeSecret))).statusCode).toBe(200);
    const { deliveries } = await inbox(user.token);
    expect(deliveries.map((d) => d.signature)).toEqual(['verified', 'invalid', 'verified']);
  });

  it('keeps the latest 50 deliveries of a user', async () => {
    const user = await alphaUser();
    const { url } = await inbox(user.token);
    for (let i = 1; i <= 53; i += 1) {
      expect((await deliver(url, `{"n":${i}}`)).statusCode).toBe(200);
    }
    const { deliveries } = await inbox(user.token);
    expect(deliveries).toHaveLength(50);
    expect(deliveries[0]?.body).toBe('{"n":53}');
    expect(deliveries[49]?.body).toBe('{"n":4}');
    const stored = await ctx.db
      .selectFrom('webhook_inbox_deliveries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(50);
  });

  it('keeps the first 64 KB of a large body and refuses one over 1 MB', async () => {
    const user = await alphaUser();
    const { url } = await inbox(user.token);
    const large = `"${'x'.repeat(100 * 1024)}"`;
    expect((await deliver(url, large)).statusCode).toBe(200);
    const [kept] = (await inbox(user.token)).deliveries;
    expect(kept?.body_truncated).toBe(true);
    expect(kept?.body).toHaveLength(64 * 1024);
    const huge = await deliver(url, 'x'.repeat(1024 * 1024 + 1), { 'content-type': 'text/plain' });
    expect(huge.statusCode).toBe(413);
    expect((await inbox(user.token)).deliveries).toHaveLength(1);
  });

  it('takes at most 60 deliveries a minute per receiver', async () => {
    const user = await alphaUser();
    const { url } = await inbox(user.token);
    for (let i = 0; i < 60; i += 1) expect((await deliver(url, '{}')).statusCode).toBe(200);
    const refused = await deliver(url, '{}');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another user's receiver is not held up.
    const other = await alphaUser();
    expect((await deliver((await inbox(other.token)).url, '{}')).statusCode).toBe(200);
  });

  it('answers 404 to an unknown token and to a token on another tenant’s host', async () => {
    const user = await alphaUser();
    const { url } = await inbox(user.token);
    const unknown = await deliver(url.replace(/[\w-]{43}$/, 'b'.repeat(43)), '{}');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: INBOX_NOT_FOUND });
    expect((await deliver(url, '{}', {}, 'localhost')).statusCode).toBe(404);
    await insertReseller(ctx.db, { subdomain: 'beta' });
    expect((await deliver(url, '{}', {}, 'beta.localhost')).statusCode).toBe(404);
    expect((await inbox(user.token)).deliveries).toEqual([]);
    // Another user of the same tenant does not see them.
    const other = await alphaUser();
    await deliver(url, '{"mine":true}');
    expect((await inbox(other.token)).deliveries).toEqual([]);
  });

  it('receives the report of a sandbox test call forwarded from the assistant, signature verified', async () => {
    const user = await alphaUser();
    await subscribe(ctx.db, user.id, 3);
    const { url } = await inbox(user.token);
    // Saved through the API: the own receiver is accepted although private targets are refused.
    const payload = assistantPayload();
    payload.metadata.webhook_url = url;
    const saved = await saveAssistant(user.token, payload);
    expect(saved.statusCode).toBe(201);
    const id = (saved.json() as { data: { id: number } }).data.id;
    const call = await request(ctx.app, {
      method: 'POST',
      url: `/api/assistants/${id}/test-call`,
      host: ALPHA,
      token: user.token,
    });
    expect(call.statusCode).toBe(200);
    const callId = (call.json() as { data: { call_id: string } }).data.call_id;
    await waitFor(async () => (await inbox(user.token)).deliveries.length === 1);
    const [got] = (await inbox(user.token)).deliveries;
    expect(got).toMatchObject({ event: 'end-of-call-report', signature: 'verified' });
    expect((JSON.parse(got?.body ?? '{}') as { call: { call_id: string } }).call.call_id).toBe(
      callId,
    );
    // The queue (the assistant's endpoint's deliveries) records it as delivered (the outcome is saved just after
    // the delivery is stored).
    const latest = () =>
      ctx.db
        .selectFrom('event_deliveries as d')
        .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
        .select(['d.status', 'd.response_status'])
        .where('w.assistant_id', '=', id)
        .orderBy('d.id', 'desc')
        .executeTakeFirstOrThrow();
    await waitFor(async () => (await latest()).status !== 'sending');
    expect(await latest()).toEqual({ status: 'delivered', response_status: 200 });
  });

  it('still refuses another localhost URL when an assistant is saved', async () => {
    const user = await alphaUser();
    await subscribe(ctx.db, user.id, 3);
    const payload = assistantPayload();
    payload.metadata.webhook_url = 'http://alpha.localhost:3000/api/other-hook';
    const saved = await saveAssistant(user.token, payload);
    expect(saved.statusCode).toBe(422);
  });
});
