import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EventReceiver, waitFor } from './helpers/event-receiver';
import { insertUser, login } from './helpers/fixtures';
import { createTestContext, databases, request, type TestContext } from './helpers/test-app';

/**
 * The delivery log shows each delivery's request body as the receiver got it (byte for byte), in the list and in
 * a re-send's reply, so that the page can show what was sent next to what came back.
 */
describe.each(databases)('event webhook log: the body as sent (%s)', (dialect) => {
  let ctx: TestContext;
  let receiver: EventReceiver;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestContext(dialect, {
      config: {
        webhooks: {
          allowPrivateTargets: true,
          retryBaseMs: 40,
          maxAttempts: 3,
          timeoutMs: 2_000,
          pollMs: 20,
        },
      },
    });
    const user = await insertUser(ctx.db, { role: 'user' });
    token = await login(ctx.app, user);
    receiver = new EventReceiver();
    await receiver.start(0);
  });

  afterAll(async () => {
    await receiver.stop();
    await ctx.close();
  });

  const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
    request(ctx.app, { method, url, token, ...(payload ? { payload } : {}) });

  interface Logged {
    id: number;
    event_id: number;
    status: string;
    request_body: string;
  }

  it('lists each delivery with the body the receiver got, and a re-send answers with it too', async () => {
    const created = await api('POST', '/api/webhook-endpoints', {
      url: receiver.url('/log'),
      events: ['call.ended'],
    });
    expect(created.statusCode).toBe(201);
    const endpointId = (created.json() as { data: { endpoint: { id: number } } }).data.endpoint.id;

    expect((await api('POST', `/api/webhook-endpoints/${endpointId}/test`)).statusCode).toBe(200);
    await waitFor(() => receiver.received.length === 1);
    const sent = receiver.received[0]?.body ?? '';

    const deliveries = async () =>
      (
        (await api('GET', `/api/webhook-endpoints/${endpointId}/deliveries`)).json() as {
          data: Logged[];
        }
      ).data;
    await waitFor(async () => (await deliveries())[0]?.status === 'delivered');
    const [logged] = await deliveries();
    if (!logged) throw new Error('no delivery in the log');
    expect(logged.request_body).toBe(sent);
    expect(JSON.parse(logged.request_body)).toMatchObject({
      id: logged.event_id,
      type: 'call.ended',
      data: expect.any(Object),
    });

    const resent = await api('POST', `/api/webhook-deliveries/${logged.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect((resent.json() as { data: Logged }).data.request_body).toBe(sent);
    await waitFor(() => receiver.received.length === 2);
    expect(receiver.received[1]?.body).toBe(sent);
  });
});
