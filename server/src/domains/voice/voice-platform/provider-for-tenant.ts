import type { Deps } from '../../platform';
import { stampKeyedCache } from '../../../lib/sealed-settings';
import { resellerVoiceKeys } from '../voice-settings/service';
import type { Voice } from './plugin';
import type { VoiceProvider } from './provider';
import { vapiProvider } from './vapi-provider';

/** What finds a tenant's voice platform: its saved keys (database, configuration) and the platform's provider. */
export type VoiceProviderDeps = Pick<Deps, 'db' | 'config'> & { voice: Voice };

/**
 * Providers built from resellers' own keys, per app (its `voice`) and reseller, rebuilt when the keys are saved
 * again.
 */
const built = stampKeyedCache<VoiceProvider>();

/**
 * The voice platform that holds a tenant's assistants. Every create, update and delete of an assistant goes
 * through this function: a reseller that saved its own Vapi key (/admin/voice-configuration) gets a Vapi provider
 * on that key; everyone else the platform's (`deps.voice.provider`, VOICE_PROVIDER).
 */
export async function voiceProviderFor(
  deps: VoiceProviderDeps,
  resellerId: number | null,
): Promise<VoiceProvider> {
  return (await voiceAccountFor(deps, resellerId)).provider;
}

/** A reseller's own Vapi account, as recorded in assistants.voice_provider (the platform's is its provider name). */
export const RESELLER_VAPI_ACCOUNT = 'vapi:reseller';

export interface VoiceAccount {
  provider: VoiceProvider;
  /**
   * Which account holds what this provider creates, as assistants.voice_provider records it: 'sandbox' or 'vapi'
   * for the platform's, 'vapi:reseller' for the reseller's own key. An assistant made on one account is updated
   * and deleted on that account, even after the reseller adds or removes its own key.
   */
  account: string;
}

/** The provider new saves of a tenant go to, and its account. */
export async function voiceAccountFor(
  deps: VoiceProviderDeps,
  resellerId: number | null,
): Promise<VoiceAccount> {
  const own = resellerId === null ? null : await resellerVapiProvider(deps, resellerId);
  return own
    ? { provider: own, account: RESELLER_VAPI_ACCOUNT }
    : { provider: deps.voice.provider, account: deps.voice.provider.name };
}

/**
 * The provider holding an existing assistant (its recorded account), or null when that account is out of reach:
 * the reseller removed its own key, or the platform changed VOICE_PROVIDER since. NULL (rows older than migration
 * 0007) means the sandbox.
 */
export async function voiceProviderOfAccount(
  deps: VoiceProviderDeps,
  resellerId: number | null,
  account: string | null,
): Promise<VoiceProvider | null> {
  const recorded = account ?? 'sandbox';
  if (recorded === RESELLER_VAPI_ACCOUNT) {
    return resellerId === null ? null : resellerVapiProvider(deps, resellerId);
  }
  return deps.voice.provider.name === recorded ? deps.voice.provider : null;
}

async function resellerVapiProvider(
  deps: VoiceProviderDeps,
  resellerId: number,
): Promise<VoiceProvider | null> {
  const keys = await resellerVoiceKeys(deps, resellerId);
  const apiKey = keys?.vapiApiKey;
  if (!keys || !apiKey) return null;
  return built(deps.voice, resellerId, keys.stamp, () =>
    vapiProvider({ apiKey, apiBase: deps.config.voice.vapiApiBase }),
  );
}
