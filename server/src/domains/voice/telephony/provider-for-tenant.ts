import type { Deps } from '../../platform';
import { stampKeyedCache } from '../../../lib/sealed-settings';
import { resellerVoiceKeys } from '../voice-settings/service';
import type { Telephony } from './plugin';
import type { TelephonyProvider } from './provider';
import { twilioProvider } from './twilio-provider';

/** What finds a tenant's telephony: its saved keys (database, configuration) and the platform's telephony. */
export type TelephonyDeps = Pick<Deps, 'db' | 'config'> & { telephony: Telephony };

/**
 * Providers built from resellers' own Twilio accounts, per app (its `telephony`) and reseller, rebuilt when the
 * keys change.
 */
const built = stampKeyedCache<TelephonyProvider>();

/**
 * Where a tenant's phone numbers come from. Every search, purchase and release goes through this function: a
 * reseller that saved its own Twilio account (/admin/voice-configuration) gets a Twilio provider on it; everyone
 * else the platform's telephony (`deps.telephony.provider`, TELEPHONY_PROVIDER).
 */
export async function telephonyProviderFor(
  deps: TelephonyDeps,
  resellerId: number | null,
): Promise<TelephonyProvider> {
  if (resellerId === null) return deps.telephony.provider;
  const keys = await resellerVoiceKeys(deps, resellerId);
  if (!keys?.twilio) return deps.telephony.provider;
  const twilio = keys.twilio;
  return built(deps.telephony, resellerId, keys.stamp, () =>
    twilioProvider({
      ...twilio,
      ...(deps.telephony.twilioHttpClient ? { httpClient: deps.telephony.twilioHttpClient } : {}),
    }),
  );
}
