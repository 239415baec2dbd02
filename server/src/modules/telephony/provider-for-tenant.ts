import type { FastifyInstance } from 'fastify';
import { resellerVoiceKeys } from '../voice-settings/service';
import type { TelephonyProvider } from './provider';
import { twilioProvider } from './twilio-provider';

/** Providers built from resellers' own Twilio accounts, per app and reseller, rebuilt when the keys change. */
const built = new WeakMap<
  FastifyInstance,
  Map<number, { stamp: string; provider: TelephonyProvider }>
>();

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
  let byReseller = built.get(app);
  if (!byReseller) {
    byReseller = new Map();
    built.set(app, byReseller);
  }
  const cached = byReseller.get(resellerId);
  if (cached?.stamp === keys.stamp) return cached.provider;
  const provider = twilioProvider({
    ...keys.twilio,
    ...(app.telephony.twilioHttpClient ? { httpClient: app.telephony.twilioHttpClient } : {}),
  });
  byReseller.set(resellerId, { stamp: keys.stamp, provider });
  return provider;
}
