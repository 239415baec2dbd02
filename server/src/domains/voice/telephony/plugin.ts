import type { FastifyInstance } from 'fastify';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type { TelephonyConfig } from '../../../config';
import type { TelephonyProvider } from './provider';
import { sandboxTelephonyProvider } from './sandbox-provider';
import { twilioProvider } from './twilio-provider';

export interface Telephony {
  /** The platform's own telephony (TELEPHONY_PROVIDER); resellers may use their own Twilio account. */
  provider: TelephonyProvider;
  /** The HTTP client of the Twilio providers built for resellers (unset: the SDK's; tests route it locally). */
  twilioHttpClient?: RequestClient;
}

declare module 'fastify' {
  interface FastifyInstance {
    telephony: Telephony;
  }
}

/** The platform's telephony as TELEPHONY_PROVIDER says (config.ts checks that twilio has its credentials). */
export function telephonyProviderFromConfig(config: TelephonyConfig): TelephonyProvider {
  if (config.provider === 'twilio' && config.twilioAccountSid && config.twilioAuthToken) {
    return twilioProvider({
      accountSid: config.twilioAccountSid,
      authToken: config.twilioAuthToken,
    });
  }
  return sandboxTelephonyProvider();
}

/** Decorates the root instance with `app.telephony` (call before registering the modules); tests may inject one. */
export function telephonyPlugin(app: FastifyInstance, provider?: TelephonyProvider): void {
  app.decorate('telephony', {
    provider: provider ?? telephonyProviderFromConfig(app.config.telephony),
  });
}
