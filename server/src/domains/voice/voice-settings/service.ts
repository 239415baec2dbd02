import {
  isPlatformAdmin,
  type ResellerVoiceConfiguration,
  type VoiceConfiguration,
} from '@voice/contracts';
import {
  VOICE_CONFIGURATION_MESSAGES,
  type VoiceConfigurationInput,
} from '@voice/contracts/schemas';
import type { Deps } from '../../platform';
import { ValidationFailed } from '../../../lib/http-error';
import { openOrNull, ownReseller, type SettingsAdmin, stampOf } from '../../../lib/sealed-settings';
import { secretBoxFor } from '../../../lib/secret-box';
import { maskSecret } from '../../billing';
import {
  deleteVoiceSettings,
  findVoiceSettings,
  saveVoiceSettings,
  type VoiceSettingsRow,
} from './repository';

export const VOICE_CONFIGURATION_SAVED = 'Voice configuration saved successfully';
export const VOICE_CONFIGURATION_REMOVED = 'Voice configuration removed';

type SettingsDeps = Pick<Deps, 'db' | 'config'>;

function resellerView(
  deps: SettingsDeps,
  row: VoiceSettingsRow | undefined,
): ResellerVoiceConfiguration {
  const box = row ? secretBoxFor(deps.config) : null;
  const vapi = box ? openOrNull(box, row?.vapi_api_key_encrypted) : null;
  const token = box ? openOrNull(box, row?.twilio_auth_token_encrypted) : null;
  const elevenLabs = box ? openOrNull(box, row?.elevenlabs_api_key_encrypted) : null;
  return {
    scope: 'reseller',
    vapi_api_key_masked: vapi ? maskSecret(vapi) : null,
    twilio_account_sid: row?.twilio_account_sid ?? null,
    twilio_auth_token_masked: token ? maskSecret(token) : null,
    elevenlabs_api_key_masked: elevenLabs ? maskSecret(elevenLabs) : null,
    uses_own_vapi: !!vapi,
    uses_own_twilio: !!(row?.twilio_account_sid && token),
    uses_own_elevenlabs: !!elevenLabs,
    updated_at: row ? stampOf(row.updated_at) : null,
  };
}

/**
 * GET /api/admin/voice-configuration: a reseller admin reads its own keys (secrets masked); a platform admin reads
 * which providers the platform uses (from the environment; never a secret).
 */
export async function readVoiceConfiguration(
  deps: SettingsDeps,
  user: SettingsAdmin,
): Promise<VoiceConfiguration> {
  if (isPlatformAdmin(user.role)) {
    return {
      scope: 'platform',
      voice_provider: deps.config.voice.provider,
      telephony_provider: deps.config.telephony.provider,
      elevenlabs_configured: !!deps.config.voice.elevenLabsApiKey,
    };
  }
  const resellerId = ownReseller(user);
  return resellerView(deps, await findVoiceSettings(deps.db, resellerId));
}

/**
 * PUT /api/admin/voice-configuration: a reseller admin saves its own keys, sealed (AES-256-GCM) before they reach
 * the database. A blank secret keeps the saved one; a blank Twilio SID removes the Twilio account.
 */
export async function saveVoiceConfiguration(
  deps: SettingsDeps,
  user: SettingsAdmin,
  input: VoiceConfigurationInput,
): Promise<ResellerVoiceConfiguration> {
  const resellerId = ownReseller(user);
  const box = secretBoxFor(deps.config);
  const saved = await findVoiceSettings(deps.db, resellerId);
  const vapi = input.vapi_api_key || openOrNull(box, saved?.vapi_api_key_encrypted);
  const elevenLabs =
    input.elevenlabs_api_key || openOrNull(box, saved?.elevenlabs_api_key_encrypted);
  const sid = input.twilio_account_sid || null;
  const token = sid
    ? input.twilio_auth_token ||
      (saved?.twilio_account_sid === sid
        ? openOrNull(box, saved?.twilio_auth_token_encrypted)
        : null)
    : null;

  const errors: Record<string, string[]> = {};
  if (sid && !token)
    errors.twilio_auth_token = [VOICE_CONFIGURATION_MESSAGES.twilio_auth_token_required];
  if (!sid && input.twilio_auth_token) {
    errors.twilio_account_sid = [VOICE_CONFIGURATION_MESSAGES.twilio_account_sid_required];
  }
  if (!vapi && !sid && !elevenLabs && !input.twilio_auth_token) {
    errors.vapi_api_key = [VOICE_CONFIGURATION_MESSAGES.nothing_to_save];
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);

  await saveVoiceSettings(deps.db, resellerId, {
    vapi_api_key_encrypted: vapi ? box.seal(vapi) : null,
    twilio_account_sid: sid,
    twilio_auth_token_encrypted: token ? box.seal(token) : null,
    elevenlabs_api_key_encrypted: elevenLabs ? box.seal(elevenLabs) : null,
    updated_by: user.id,
  });
  return resellerView(deps, await findVoiceSettings(deps.db, resellerId));
}

/** DELETE /api/admin/voice-configuration: the reseller goes back to the platform's providers. */
export async function removeVoiceConfiguration(
  deps: SettingsDeps,
  user: SettingsAdmin,
): Promise<ResellerVoiceConfiguration> {
  const resellerId = ownReseller(user);
  await deleteVoiceSettings(deps.db, resellerId);
  return resellerView(deps, undefined);
}

/** A reseller's own provider keys, opened (null: not saved). */
export interface ResellerVoiceKeys {
  vapiApiKey: string | null;
  twilio: { accountSid: string; authToken: string } | null;
  elevenLabsApiKey: string | null;
  /** Changes with every save: callers cache what they build from the keys under it. */
  stamp: string;
}

/**
 * The opened keys of a reseller, or null when it has none saved. A saved secret that cannot be decrypted (the
 * encryption key changed) is an error: work must not silently go to the platform's account instead.
 */
export async function resellerVoiceKeys(
  deps: Pick<Deps, 'db' | 'config'>,
  resellerId: number,
): Promise<ResellerVoiceKeys | null> {
  const row = await findVoiceSettings(deps.db, resellerId);
  if (!row) return null;
  const box = secretBoxFor(deps.config);
  const open = (sealed: string | null) => (sealed ? box.open(sealed) : null);
  const token = open(row.twilio_auth_token_encrypted);
  return {
    vapiApiKey: open(row.vapi_api_key_encrypted),
    twilio:
      row.twilio_account_sid && token
        ? { accountSid: row.twilio_account_sid, authToken: token }
        : null,
    elevenLabsApiKey: open(row.elevenlabs_api_key_encrypted),
    stamp: `${resellerId}:${stampOf(row.updated_at)}`,
  };
}
