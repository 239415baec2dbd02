import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, SandboxCheckoutSessionsTable } from '../../../../db/schema';
import { nowIso } from '../../../../lib/time';

export type CheckoutSessionRow = Selectable<SandboxCheckoutSessionsTable>;

export async function insertCheckoutSession(
  db: Kysely<DB>,
  values: Insertable<SandboxCheckoutSessionsTable>,
): Promise<void> {
  await db.insertInto('sandbox_checkout_sessions').values(values).execute();
}

export async function findCheckoutSession(
  db: Kysely<DB>,
  id: string,
): Promise<CheckoutSessionRow | undefined> {
  return db
    .selectFrom('sandbox_checkout_sessions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Marks an open session paid; false when it was not open any more (paid by a concurrent request). */
export async function claimCheckoutSession(db: Kysely<DB>, id: string): Promise<boolean> {
  const claimed = await db
    .updateTable('sandbox_checkout_sessions')
    .set({ status: 'complete', completed_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Opens a claimed session again (the merchant did not take the payment's webhook). */
export async function reopenCheckoutSession(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .updateTable('sandbox_checkout_sessions')
    .set({ status: 'open', completed_at: null })
    .where('id', '=', id)
    .execute();
}
