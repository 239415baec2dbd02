import type { FastifyInstance } from 'fastify';
import { resellerVoiceKeys } from '../voice-settings/service';
import type { VoiceProvider } from './provider';
import { vapiProvider } from './vapi-provider';

/** Providers built from resellers' own keys, per app and reseller, rebuilt when the keys are saved again. */
const built = new WeakMap<
  FastifyInstance,
  Map<number, { stamp: string; provider: VoiceProvider }>
>();

/**
 * The voice platform that holds a tenant's assistants. Every create, update and delete of an assistant goes
 * through this function: a reseller that saved its own Vapi key (/admin/voice-configuration) gets a Vapi provider
 * on that key; everyone else the platform's (`app.voice.provider`, VOICE_PROVIDER).
 */
export async function voiceProviderFor(
  app: FastifyInstance,
  resellerId: number | null,
): Promise<VoiceProvider> {
  if (resellerId === null) return app.voice.provider;
  const keys = await resellerVoiceKeys(app, resellerId);
  if (!keys?.vapiApiKey) return app.voice.provider;
  let byReseller = built.get(app);
  if (!byReseller) {
    byReseller = new Map();
    built.set(app, byReseller);
  }
  const cached = byReseller.get(resellerId);
  if (cached?.stamp === keys.stamp) return cached.provider;
  const provider = vapiProvider({ apiKey: keys.vapiApiKey, apiBase: app.config.voice.vapiApiBase });
  byReseller.set(resellerId, { stamp: keys.stamp, provider });
  return provider;
}
