import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { useSession } from '@voice/session';
import { answer, resetAnswers, sent } from '../test-support/answer';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  rollWebhookEndpointSecret,
  sendWebhookTestEvent,
  updateWebhookEndpoint,
} from './webhook-endpoints';

beforeEach(() => {
  useSession.setState({ token: 'tok' });
});
afterEach(() => {
  resetAnswers();
  useSession.getState().clear();
});

const input = {
  url: 'https://hooks.example.com/in',
  description: '',
  events: ['call.ended' as const],
  enabled: true,
  scope: 'own' as const,
};

describe('webhook endpoint calls', () => {
  it('reaches each route of the endpoints, their deliveries and re-send, with the session token', async () => {
    answer(200, { success: true, data: [] });
    await listWebhookEndpoints();
    await createWebhookEndpoint(input);
    await updateWebhookEndpoint(4, input);
    await deleteWebhookEndpoint(4);
    await rollWebhookEndpointSecret(4);
    await sendWebhookTestEvent(4);
    await listWebhookDeliveries(4, { page: 2, per_page: 20 });
    await resendWebhookDelivery(31);
    expect(sent.map(({ url, params }) => ({ url, params }))).toEqual([
      { url: '/api/webhook-endpoints', params: undefined },
      { url: '/api/webhook-endpoints', params: undefined },
      { url: '/api/webhook-endpoints/4', params: undefined },
      { url: '/api/webhook-endpoints/4', params: undefined },
      { url: '/api/webhook-endpoints/4/secret', params: undefined },
      { url: '/api/webhook-endpoints/4/test', params: undefined },
      { url: '/api/webhook-endpoints/4/deliveries', params: { page: 2, per_page: 20 } },
      { url: '/api/webhook-deliveries/31/resend', params: undefined },
    ]);
    expect(sent.every((request) => request.authorization === 'Bearer tok')).toBe(true);
  });

  it("rejects with the server's answer when an endpoint is refused", async () => {
    answer(422, { message: 'The given data was invalid.', errors: { url: ['Bad'] } });
    await expect(createWebhookEndpoint(input)).rejects.toMatchObject({
      response: { status: 422 },
    });
  });
});
