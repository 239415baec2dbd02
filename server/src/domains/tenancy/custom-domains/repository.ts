import type { Kysely, Selectable } from 'kysely';
import type { DB, Db, ResellerDomainsTable, ResellerRow } from '../../../db/schema';
import { nowIso } from '../../../lib/time';

export type ResellerDomainRow = Selectable<ResellerDomainsTable>;

/** A reseller's domain claim (verified or not), or undefined. */
export async function findDomainOfReseller(
  db: Db,
  resellerId: number,
): Promise<ResellerDomainRow | undefined> {
  return db
    .selectFrom('reseller_domains')
    .selectAll()
    .where('reseller_id', '=', resellerId)
    .executeTakeFirst();
}

/** Which reseller claimed a domain (verified or not), or undefined. */
export async function findDomainClaim(
  db: Db,
  domain: string,
): Promise<{ reseller_id: number } | undefined> {
  return db
    .selectFrom('reseller_domains')
    .select('reseller_id')
    .where('domain', '=', domain)
    .executeTakeFirst();
}

/** The reseller (any status) whose verified custom domain a host is: one unique index (resellers.custom_domain). */
export async function findResellerByVerifiedDomain(
  db: Kysely<DB>,
  host: string,
): Promise<ResellerRow | undefined> {
  return db
    .selectFrom('resellers')
    .selectAll()
    .where('custom_domain', '=', host)
    .executeTakeFirst();
}

/** Whether an active reseller serves this verified domain (the TLS ask): the same index, one column read. */
export async function isActiveVerifiedDomain(db: Kysely<DB>, host: string): Promise<boolean> {
  const row = await db
    .selectFrom('resellers')
    .select('status')
    .where('custom_domain', '=', host)
    .executeTakeFirst();
  return row?.status === 'active';
}

/** A new pending claim (a unique violation when the domain or the reseller already has one). */
export async function insertDomainClaim(
  db: Db,
  values: { resellerId: number; domain: string; token: string; createdBy: number },
): Promise<ResellerDomainRow> {
  const now = nowIso();
  return db
    .insertInto('reseller_domains')
    .values({
      reseller_id: values.resellerId,
      domain: values.domain,
      verification_token: values.token,
      status: 'pending',
      created_by: values.createdBy,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A check's outcome on the claim and on the reseller's row together (the service runs it in one transaction):
 * verified sets resellers.custom_domain, anything else clears it, so only a verified domain is ever served.
 */
export async function recordDomainCheck(
  db: Db,
  claim: ResellerDomainRow,
  outcome: { verified: true } | { verified: false; error: string },
): Promise<ResellerDomainRow> {
  const now = nowIso();
  const updated = await db
    .updateTable('reseller_domains')
    .set(
      outcome.verified
        ? {
            status: 'verified',
            verified_at: claim.verified_at ?? now,
            last_checked_at: now,
            last_error: null,
            updated_at: now,
          }
        : {
            status: 'failed',
            verified_at: null,
            last_checked_at: now,
            last_error: outcome.error.slice(0, 500),
            updated_at: now,
          },
    )
    .where('id', '=', claim.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .updateTable('resellers')
    .set({ custom_domain: outcome.verified ? claim.domain : null })
    .where('id', '=', claim.reseller_id)
    .execute();
  return updated;
}

/** Removes a reseller's claim and stops its site answering on the domain (one transaction in the service). */
export async function deleteDomainOfReseller(db: Db, resellerId: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('reseller_domains')
    .where('reseller_id', '=', resellerId)
    .executeTakeFirst();
  await db
    .updateTable('resellers')
    .set({ custom_domain: null })
    .where('id', '=', resellerId)
    .execute();
  return Number(deleted.numDeletedRows) > 0;
}

/** A reseller's id and status (a platform admin acting for it), or undefined. */
export async function findResellerRef(
  db: Kysely<DB>,
  id: number,
): Promise<{ id: number; subdomain: string } | undefined> {
  return db
    .selectFrom('resellers')
    .select(['id', 'subdomain'])
    .where('id', '=', id)
    .executeTakeFirst();
}
