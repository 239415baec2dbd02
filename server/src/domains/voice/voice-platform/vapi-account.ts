import { resellerVoiceKeys } from '../voice-settings/service';
import { RESELLER_VAPI_ACCOUNT, type VoiceProviderDeps } from './provider-for-tenant';
import { VoiceProviderError } from './provider';
import { VOICE_PLATFORM_UNAVAILABLE, type VapiOptions } from './vapi-provider';

/**
 * The Vapi key and address of the account holding an assistant (assistants.voice_provider), for the calls beside
 * the assistant itself (its saved tools): null for the sandbox. The platform's account uses VAPI_API_KEY, a
 * reseller's its own saved key; an account out of reach (the key removed since) is a 502, as for the assistant.
 */
export async function vapiOptionsOfAccount(
  deps: Pick<VoiceProviderDeps, 'db' | 'config'>,
  resellerId: number | null,
  account: string | null,
): Promise<VapiOptions | null> {
  const recorded = account ?? 'sandbox';
  if (recorded === 'sandbox') return null;
  const apiBase = deps.config.voice.vapiApiBase;
  const apiKey =
    recorded === RESELLER_VAPI_ACCOUNT
      ? resellerId === null
        ? null
        : ((await resellerVoiceKeys(deps, resellerId))?.vapiApiKey ?? null)
      : deps.config.voice.vapiApiKey;
  if (!apiKey) {
    throw new VoiceProviderError(VOICE_PLATFORM_UNAVAILABLE, 502, {
      reason: `no key for the voice account ${recorded}`,
    });
  }
  return { apiKey, apiBase };
}
