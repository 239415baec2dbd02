import type { FastifyInstance } from 'fastify';
import type { VoiceConfig } from '../../../config';
import type { VoiceProvider } from './provider';
import { sandboxVoiceProvider } from './sandbox-provider';
import { vapiProvider } from './vapi-provider';

export interface Voice {
  /** The platform's own voice provider (VOICE_PROVIDER); resellers may use their own keys (provider-for-tenant.ts). */
  provider: VoiceProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    voice: Voice;
  }
}

/** The platform's voice provider as VOICE_PROVIDER says (config.ts checks that vapi has its key). */
export function voiceProviderFromConfig(config: VoiceConfig): VoiceProvider {
  if (config.provider === 'vapi' && config.vapiApiKey) {
    return vapiProvider({ apiKey: config.vapiApiKey, apiBase: config.vapiApiBase });
  }
  return sandboxVoiceProvider();
}

/** Decorates the root instance with `app.voice` (call before registering the modules); tests may inject one. */
export function voicePlugin(app: FastifyInstance, provider?: VoiceProvider): void {
  app.decorate('voice', { provider: provider ?? voiceProviderFromConfig(app.config.voice) });
}
