import type { FastifyInstance } from 'fastify';
import { stampKeyedCache } from '../../../lib/sealed-settings';
import { resellerVoiceKeys } from '../voice-settings/service';
import type { TelephonyProvider } from './provider';
import { twilioProvider } from './twilio-provider';

/** Providers built from resellers' own Twilio accounts, per app and reseller, rebuilt when the keys change. */
const built = stampKeyedCache<TelephonyProvider>();

/**
 * Where a tenant's phone numbers come from. Every search, purchase and release goes through this function: a
 * reseller that saved its own Twilio account (/admin/voice-configuration) gets a Twilio provider on it; everyone
 * else the platform's telephony (`app.telephony.provider`, TELEPHONY_PROVIDER).
 */
export async function telephonyProviderFor(
  app: FastifyInstance,
  resellerId: number | null,
): Promise<TelephonyProvider> {
  if (resellerId === null) return app.telephony.provider;
  const keys = await resellerVoiceKeys(app, resellerId);
  if (!keys?.twilio) return app.telephony.provider;
  const twilio = keys.twilio;
  return built(app, resellerId, keys.stamp, () =>
    twilioProvider({
      ...twilio,
      ...(app.telephony.twilioHttpClient ? { httpClient: app.telephony.twilioHttpClient } : {}),
    }),
  );
}
