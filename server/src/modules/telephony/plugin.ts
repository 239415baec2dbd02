import type { FastifyInstance } from 'fastify';
import type { TelephonyProvider } from './provider';
import { sandboxTelephonyProvider } from './sandbox-provider';

export interface Telephony {
  /** The platform's own telephony (TELEPHONY_PROVIDER); resellers may use their own Twilio account. */
  provider: TelephonyProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    telephony: Telephony;
  }
}

/** Decorates the root instance with `app.telephony` (call before registering the modules). */
export function telephonyPlugin(app: FastifyInstance, provider?: TelephonyProvider): void {
  app.decorate('telephony', { provider: provider ?? sandboxTelephonyProvider() });
}
