import type { FastifyInstance } from 'fastify';
import type { VoiceProvider } from './provider';

/**
 * The voice platform that holds a tenant's assistants: the platform's own (`app.voice.provider`, VOICE_PROVIDER).
 * Every create, update and delete of an assistant goes through this function, so that a reseller's own Vapi key
 * (reseller_voice_settings) can take over here.
 */
export async function voiceProviderFor(
  app: FastifyInstance,
  _resellerId: number | null,
): Promise<VoiceProvider> {
  return app.voice.provider;
}
