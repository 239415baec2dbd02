import type { Kysely, Selectable } from 'kysely';
import type { DB, ResellerPaymentSettingsTable } from '../../../db/schema';
import { nowIso } from '../../../lib/time';

export type PaymentSettingsRow = Selectable<ResellerPaymentSettingsTable>;

export async function findPaymentSettings(
  db: Kysely<DB>,
  resellerId: number,
): Promise<PaymentSettingsRow | undefined> {
  return db
    .selectFrom('reseller_payment_settings')
    .selectAll()
    .where('reseller_id', '=', resellerId)
    .executeTakeFirst();
}

export interface SealedPaymentSettings {
  publishable_key: string;
  secret_key_encrypted: string;
  webhook_secret_encrypted: string;
  updated_by: number;
}

/** Inserts or replaces a reseller's keys (the secrets already sealed). */
export async function savePaymentSettings(
  db: Kysely<DB>,
  resellerId: number,
  values: SealedPaymentSettings,
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('reseller_payment_settings')
    .values({
      reseller_id: resellerId,
      provider: 'stripe',
      ...values,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('reseller_id').doUpdateSet({ provider: 'stripe', ...values, updated_at: now }),
    )
    .execute();
}

export async function deletePaymentSettings(db: Kysely<DB>, resellerId: number): Promise<void> {
  await db.deleteFrom('reseller_payment_settings').where('reseller_id', '=', resellerId).execute();
}
