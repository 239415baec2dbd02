import type { FastifyInstance } from 'fastify';
import type { VoiceProvider } from './provider';
import { sandboxVoiceProvider } from './sandbox-provider';

export interface Voice {
  /** The platform's own voice provider (VOICE_PROVIDER); resellers may use their own keys (provider-for-tenant.ts). */
  provider: VoiceProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    voice: Voice;
  }
}

/** Decorates the root instance with `app.voice` (call before registering the modules). */
export function voicePlugin(app: FastifyInstance, provider?: VoiceProvider): void {
  app.decorate('voice', { provider: provider ?? sandboxVoiceProvider() });
}
