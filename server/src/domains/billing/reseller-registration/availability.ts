import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { parseId } from '../../../lib/validate';
import { emailExists } from '../../identity';
import { EMAIL_TAKEN_BY_USER, SELECT_RESELLER_PACKAGE, SUBDOMAIN_TAKEN } from './messages';
import { findActiveResellerPackage, subdomainExists, type ResellerPackageRow } from './repository';
import { RESERVED_SUBDOMAINS } from './reserved-subdomains';

export interface Availability {
  available: boolean;
  message?: string;
}

/** A well-formed subdomain is free unless reserved or held by a reseller (any status). */
export async function subdomainAvailability(
  { db }: { db: Kysely<DB> },
  subdomain: string,
): Promise<Availability> {
  const name = subdomain.trim().toLowerCase();
  if (RESERVED_SUBDOMAINS.has(name) || (await subdomainExists(db, name))) {
    return { available: false, message: SUBDOMAIN_TAKEN };
  }
  return { available: true };
}

export async function emailAvailability(
  { db }: { db: Kysely<DB> },
  email: string,
): Promise<Availability> {
  return (await emailExists(db, email))
    ? { available: false, message: EMAIL_TAKEN_BY_USER }
    : { available: true };
}

/** The server-side checks that need the database; every problem at once, per field. */
export async function registrationConflicts(
  { db }: { db: Kysely<DB> },
  input: { subdomain_name: string; admin_email: string; reseller_package_id: number },
): Promise<{ errors: Record<string, string[]>; pkg: ResellerPackageRow | undefined }> {
  const errors: Record<string, string[]> = {};
  const subdomain = await subdomainAvailability({ db }, input.subdomain_name);
  if (!subdomain.available) errors.subdomain_name = [SUBDOMAIN_TAKEN];
  if (await emailExists(db, input.admin_email)) errors.admin_email = [EMAIL_TAKEN_BY_USER];
  const packageId = parseId(input.reseller_package_id);
  const pkg = packageId === null ? undefined : await findActiveResellerPackage(db, packageId);
  if (!pkg) errors.reseller_package_id = [SELECT_RESELLER_PACKAGE];
  return { errors, pkg };
}
