import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CustomDomain } from '@voice/contracts';
import { isPlatformAdmin } from '@voice/contracts';
import { CUSTOM_DOMAIN_MESSAGES } from '@voice/contracts/schemas';
import type { AppConfig } from '../../../config';
import type { DB, ResellerRow } from '../../../db/schema';
import { ValidationFailed, notFound } from '../../../lib/http-error';
import { siteUrlFor } from '../../../lib/site-url';
import { isUniqueViolation } from '../../../lib/unique-violation';
import type { DnsLookup } from './dns';
import {
  deleteDomainOfReseller,
  findDomainClaim,
  findDomainOfReseller,
  findResellerByVerifiedDomain,
  findResellerRef,
  insertDomainClaim,
  isActiveVerifiedDomain,
  recordDomainCheck,
  type ResellerDomainRow,
} from './repository';
import { checkDomainRecords, txtRecordName } from './verification';

export interface CustomDomainDeps {
  db: Kysely<DB>;
  config: AppConfig;
  dns: DnsLookup;
}

export const NO_CUSTOM_DOMAIN = 'This site has no custom domain.';
export const RESELLER_NOT_FOUND = 'Reseller not found';

/** The page's view of a claim: the records to create and the site's address on the domain. */
export function customDomainView(config: AppConfig, claim: ResellerDomainRow): CustomDomain {
  const { customDomains } = config;
  return {
    reseller_id: claim.reseller_id,
    domain: claim.domain,
    status: claim.status,
    records: {
      cname: { type: 'CNAME', name: claim.domain, value: customDomains.target },
      txt: {
        type: 'TXT',
        name: txtRecordName(customDomains, claim.domain),
        value: claim.verification_token,
      },
    },
    site_url: siteUrlFor(config, { subdomain: '', custom_domain: claim.domain }),
    verified_at: claim.verified_at,
    last_checked_at: claim.last_checked_at,
    last_error: claim.last_error,
    created_at: claim.created_at,
  };
}

/**
 * Whose domain a request is about: a reseller admin's own reseller (another reseller's id is a 404, as any other
 * tenant's object); a platform admin names the reseller it acts for (?reseller_id=, or reseller_id in the body).
 */
export async function resellerOfRequest(
  db: Kysely<DB>,
  user: { role: string; reseller_id: number | null },
  requested: number | undefined,
): Promise<number> {
  if (!isPlatformAdmin(user.role)) {
    if (user.reseller_id === null) throw notFound(RESELLER_NOT_FOUND);
    if (requested !== undefined && requested !== user.reseller_id)
      throw notFound(RESELLER_NOT_FOUND);
    return user.reseller_id;
  }
  if (requested === undefined) {
    throw new ValidationFailed({ reseller_id: [CUSTOM_DOMAIN_MESSAGES.resellerRequired] });
  }
  const reseller = await findResellerRef(db, requested);
  if (!reseller) throw notFound(RESELLER_NOT_FOUND);
  return reseller.id;
}

/** Hosts of the platform itself: APP_DOMAIN, its subdomains, APP_URL's host and the CNAME target. */
function isPlatformDomain(config: AppConfig, domain: string): boolean {
  const own = new Set([config.appDomain, config.customDomains.target]);
  try {
    own.add(new URL(config.appUrl).hostname.toLowerCase());
  } catch {
    // an invalid APP_URL adds nothing
  }
  return [...own].some((host) => domain === host || domain.endsWith(`.${host}`));
}

export async function readCustomDomain(
  deps: CustomDomainDeps,
  resellerId: number,
): Promise<CustomDomain | null> {
  const claim = await findDomainOfReseller(deps.db, resellerId);
  return claim ? customDomainView(deps.config, claim) : null;
}

/**
 * Claims a domain for a reseller (pending until verified). Refused on the domain field: the platform's own
 * domains, a second domain for the same reseller, a domain any other site claimed (verified or not).
 */
export async function addCustomDomain(
  deps: CustomDomainDeps,
  resellerId: number,
  domain: string,
  userId: number,
): Promise<CustomDomain> {
  if (isPlatformDomain(deps.config, domain)) {
    throw new ValidationFailed({ domain: [CUSTOM_DOMAIN_MESSAGES.platformDomain] });
  }
  const own = await findDomainOfReseller(deps.db, resellerId);
  if (own) throw new ValidationFailed({ domain: [CUSTOM_DOMAIN_MESSAGES.alreadyHasOne] });
  const claimed = await findDomainClaim(deps.db, domain);
  if (claimed) throw new ValidationFailed({ domain: [CUSTOM_DOMAIN_MESSAGES.taken] });
  try {
    const claim = await insertDomainClaim(deps.db, {
      resellerId,
      domain,
      token: randomBytes(18).toString('base64url'),
      createdBy: userId,
    });
    return customDomainView(deps.config, claim);
  } catch (error) {
    // Two claims at once: the unique indexes let one through.
    if (!isUniqueViolation(error)) throw error;
    const again = await findDomainOfReseller(deps.db, resellerId);
    throw new ValidationFailed({
      domain: [again ? CUSTOM_DOMAIN_MESSAGES.alreadyHasOne : CUSTOM_DOMAIN_MESSAGES.taken],
    });
  }
}

/**
 * Checks the DNS now and records the outcome: verified serves the site on the domain at once; a failed check
 * (records missing or wrong) stops serving it, and its error is shown on the page.
 */
export async function verifyCustomDomain(
  deps: CustomDomainDeps,
  resellerId: number,
): Promise<{ domain: CustomDomain; verified: boolean }> {
  const claim = await findDomainOfReseller(deps.db, resellerId);
  if (!claim) throw notFound(NO_CUSTOM_DOMAIN);
  const outcome = await checkDomainRecords(
    deps.dns,
    deps.config.customDomains,
    claim.domain,
    claim.verification_token,
  );
  const updated = await deps.db
    .transaction()
    .execute((trx) =>
      recordDomainCheck(
        trx,
        claim,
        outcome.ok ? { verified: true } : { verified: false, error: outcome.error },
      ),
    );
  return { domain: customDomainView(deps.config, updated), verified: outcome.ok };
}

/** Removes the domain: the site stops answering on it at once (the routes drop every instance's host cache). */
export async function removeCustomDomain(
  deps: CustomDomainDeps,
  resellerId: number,
): Promise<string> {
  const claim = await findDomainOfReseller(deps.db, resellerId);
  if (!claim) throw notFound(NO_CUSTOM_DOMAIN);
  await deps.db.transaction().execute((trx) => deleteDomainOfReseller(trx, resellerId));
  return claim.domain;
}

/** What the tenant plugin needs of a host outside APP_DOMAIN (see plugins/tenant.ts). */
export async function findResellerByCustomHost(
  db: Kysely<DB>,
  host: string,
): Promise<{ reseller: ResellerRow | null } | undefined> {
  const reseller = await findResellerByVerifiedDomain(db, host);
  if (reseller) return { reseller };
  return (await findDomainClaim(db, host)) ? { reseller: null } : undefined;
}

/** Main hosts of the platform, as the tenant plugin knows them. */
function isMainHost(config: AppConfig, host: string): boolean {
  const hosts = new Set([config.appDomain, `www.${config.appDomain}`]);
  try {
    hosts.add(new URL(config.appUrl).hostname.toLowerCase());
  } catch {
    // an invalid APP_URL adds nothing
  }
  return hosts.has(host);
}

/**
 * The TLS `ask` (Caddy's on_demand_tls): may a certificate be obtained for this host? The platform's own hosts,
 * and a verified domain of an active reseller; nothing else (a pending, failed or removed domain, any other name).
 */
export async function mayServeTls(
  deps: { db: Kysely<DB>; config: AppConfig },
  rawHost: string,
  isActiveSubdomain: (subdomain: string) => Promise<boolean>,
): Promise<boolean> {
  const host = rawHost.trim().toLowerCase().replace(/\.$/, '');
  if (!/^[a-z0-9.-]{1,253}$/.test(host)) return false;
  if (isMainHost(deps.config, host)) return true;
  const suffix = `.${deps.config.appDomain}`;
  if (host.endsWith(suffix)) {
    const subdomain = host.slice(0, -suffix.length);
    return /^[a-z0-9-]{1,63}$/.test(subdomain) && isActiveSubdomain(subdomain);
  }
  return isActiveVerifiedDomain(deps.db, host);
}
