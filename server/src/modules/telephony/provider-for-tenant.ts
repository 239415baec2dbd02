import type { FastifyInstance } from 'fastify';
import type { TelephonyProvider } from './provider';

/**
 * Where a tenant's phone numbers come from: the platform's telephony (`app.telephony.provider`,
 * TELEPHONY_PROVIDER). Every search, purchase and release goes through this function, so that a reseller's own
 * Twilio account (reseller_voice_settings) can take over here.
 */
export async function telephonyProviderFor(
  app: FastifyInstance,
  _resellerId: number | null,
): Promise<TelephonyProvider> {
  return app.telephony.provider;
}
