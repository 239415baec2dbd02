import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../lib/http-error';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { BOOKING_TOOLS_PATH, VOICE_WEBHOOK_PATH } from '../../voice';
import { SANDBOX_RECORDING_PATH, sandboxRecordingWav } from './sandbox-recording';
import { callSchemas } from './schemas';
import { TEST_CALL_PLACED, placeTestCall, type TestCallDeps } from './test-call';
import { bookingToolRoutes } from './tool-routes';
import { voiceWebhookRoutes } from './webhook-routes';

const SANDBOX_RECORDING_FILE = /^sandbox-call-[0-9a-f-]{36}\.wav$/;

/** Calls: the voice platform's webhooks, sandbox test calls and their recordings. */
export async function callRoutes(app: FastifyInstance): Promise<void> {
  await app.register(voiceWebhookRoutes);
  await app.register(bookingToolRoutes);
  const api = app.withTypeProvider<YupTypeProvider>();
  const testCalls: TestCallDeps = {
    db: app.db,
    config: app.config,
    deliverVoiceWebhook: async (payload, headers) =>
      (await app.inject({ method: 'POST', url: VOICE_WEBHOOK_PATH, payload, headers })).statusCode,
    callBookingTools: async (payload, headers) => {
      const res = await app.inject({ method: 'POST', url: BOOKING_TOOLS_PATH, payload, headers });
      return { statusCode: res.statusCode, body: res.statusCode === 200 ? res.json() : null };
    },
  };

  api.post(
    '/api/assistants/:id/test-call',
    { config: { access: 'authenticated' }, schema: callSchemas.testCall },
    async (request) => {
      const data = await placeTestCall(testCalls, currentUser(request), request.params.id);
      return { success: true, message: TEST_CALL_PLACED, data };
    },
  );

  /** Public like any recording URL the platform gives (an <audio> element sends no token); same tone for all. */
  api.get(
    `${SANDBOX_RECORDING_PATH}/:file`,
    { config: { access: 'public' }, schema: callSchemas.sandboxRecording },
    async (request, reply) => {
      if (!SANDBOX_RECORDING_FILE.test(request.params.file)) throw notFound();
      return reply
        .type('audio/wav')
        .header('cache-control', 'public, max-age=86400')
        .send(sandboxRecordingWav());
    },
  );
}
