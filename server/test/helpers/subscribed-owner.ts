import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema';
import { DAY, insertSubscription } from './billing';
import { insertUser, type UserFixture } from './fixtures';

/**
 * A user of `resellerId` with an active subscription to `packageId`, five days into its 30-day period: the owner
 * whose plan the outbound calls and campaigns of the tests are held to. `reference` must be unique per database.
 */
export async function insertSubscribedOwner(
  db: Kysely<DB>,
  {
    resellerId,
    packageId,
    reference,
  }: { resellerId: number; packageId: number; reference: string },
): Promise<UserFixture> {
  const owner = await insertUser(db, { reseller_id: resellerId });
  await insertSubscription(db, {
    user_id: owner.id,
    reseller_id: resellerId,
    package_id: packageId,
    status: 'active',
    amount: 29,
    reference,
    current_period_start: new Date(Date.now() - 5 * DAY).toISOString(),
    current_period_end: new Date(Date.now() + 25 * DAY).toISOString(),
  });
  return owner;
}
