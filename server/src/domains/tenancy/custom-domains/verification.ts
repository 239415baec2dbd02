import type { CustomDomainsConfig } from '../../../config';
import type { DnsLookup } from './dns';

/** The TXT record's name for a domain: `<label>.<domain>`, e.g. _voice-verification.app.agency.com. */
export function txtRecordName(config: CustomDomainsConfig, domain: string): string {
  return `${config.txtLabel}.${domain}`;
}

export const VERIFY_MESSAGES = {
  none: (config: CustomDomainsConfig, domain: string) =>
    `No CNAME record of ${domain} to ${config.target} and no TXT record at ${txtRecordName(config, domain)} were found. DNS changes can take a few minutes (sometimes hours) to be seen; try again later.`,
  wrongCname: (domain: string, targets: string[], config: CustomDomainsConfig) =>
    `${domain} is a CNAME to ${targets.join(', ')}, not to ${config.target}.`,
  wrongToken: (config: CustomDomainsConfig, domain: string) =>
    `The TXT record at ${txtRecordName(config, domain)} does not hold this domain's token: copy the value shown here.`,
  dnsFailed: 'The DNS lookup failed (no answer in time); try again in a minute.',
} as const;

export type VerificationOutcome = { ok: true; via: 'cname' | 'txt' } | { ok: false; error: string };

/**
 * Whether the DNS proves the domain: a CNAME of it to the platform's host, or a TXT record at
 * `<label>.<domain>` holding its token (a TXT works for an apex domain, which cannot be a CNAME, or before the
 * traffic is moved). Either passes; when neither does, the error says what was found.
 */
export async function checkDomainRecords(
  dns: DnsLookup,
  config: CustomDomainsConfig,
  domain: string,
  token: string,
): Promise<VerificationOutcome> {
  let targets: string[];
  let txts: string[];
  try {
    [targets, txts] = await Promise.all([
      dns.cname(domain),
      dns.txt(txtRecordName(config, domain)),
    ]);
  } catch {
    return { ok: false, error: VERIFY_MESSAGES.dnsFailed };
  }
  if (targets.includes(config.target)) return { ok: true, via: 'cname' };
  if (txts.some((value) => value.trim() === token)) return { ok: true, via: 'txt' };
  if (txts.length > 0) return { ok: false, error: VERIFY_MESSAGES.wrongToken(config, domain) };
  if (targets.length > 0) {
    return { ok: false, error: VERIFY_MESSAGES.wrongCname(domain, targets, config) };
  }
  return { ok: false, error: VERIFY_MESSAGES.none(config, domain) };
}
