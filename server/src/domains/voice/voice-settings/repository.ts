import type { Kysely, Selectable } from 'kysely';
import type { DB, ResellerVoiceSettingsTable } from '../../../db/schema';
import { nowIso } from '../../../lib/time';

export type VoiceSettingsRow = Selectable<ResellerVoiceSettingsTable>;

export async function findVoiceSettings(
  db: Kysely<DB>,
  resellerId: number,
): Promise<VoiceSettingsRow | undefined> {
  return db
    .selectFrom('reseller_voice_settings')
    .selectAll()
    .where('reseller_id', '=', resellerId)
    .executeTakeFirst();
}

export interface SealedVoiceSettings {
  vapi_api_key_encrypted: string | null;
  twilio_account_sid: string | null;
  twilio_auth_token_encrypted: string | null;
  elevenlabs_api_key_encrypted: string | null;
  updated_by: number;
}

/** Inserts or replaces a reseller's keys (the secrets already sealed). */
export async function saveVoiceSettings(
  db: Kysely<DB>,
  resellerId: number,
  values: SealedVoiceSettings,
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('reseller_voice_settings')
    .values({ reseller_id: resellerId, ...values, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('reseller_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();
}

export async function deleteVoiceSettings(db: Kysely<DB>, resellerId: number): Promise<void> {
  await db.deleteFrom('reseller_voice_settings').where('reseller_id', '=', resellerId).execute();
}
