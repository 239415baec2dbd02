import { Resolver } from 'node:dns/promises';

/**
 * The two DNS questions a verification asks. Injectable: node:dns in production, a table in the process in test mode
 * (CUSTOM_DOMAIN_VERIFY=test), so that tests and local runs verify a domain without a DNS server.
 * Both answer [] when the name has no such record (or does not exist); other failures (a timeout) throw.
 */
export interface DnsLookup {
  /** The CNAME targets of a name (without their final dot). */
  cname(name: string): Promise<string[]>;
  /** The TXT records of a name, each one string (its chunks joined, as RFC 7208 reads them). */
  txt(name: string): Promise<string[]>;
}

/** Answers that mean "no such record", not "DNS failed". */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN', 'ENONAME']);

function noRecord(error: unknown): string[] {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && NO_RECORD.has(code)) return [];
  throw error;
}

/** node:dns, with a short timeout and one retry, so that a Verify click answers within seconds. */
export function nodeDnsLookup(): DnsLookup {
  const resolver = new Resolver({ timeout: 3_000, tries: 2 });
  return {
    cname: (name) =>
      resolver
        .resolveCname(name)
        .then(
          (targets) => targets.map((target) => target.replace(/\.$/, '').toLowerCase()),
          noRecord,
        ),
    txt: (name) =>
      resolver
        .resolveTxt(name)
        .then((records) => records.map((chunks) => chunks.join('')), noRecord),
  };
}

/**
 * Test mode's DNS: records kept in the process (tests add and remove them), answered as node:dns would. Never used
 * in production (the configuration refuses CUSTOM_DOMAIN_VERIFY=test there).
 */
export class DnsTable implements DnsLookup {
  private readonly cnames = new Map<string, string>();
  private readonly txts = new Map<string, string[]>();

  setCname(name: string, target: string): void {
    this.cnames.set(name.toLowerCase(), target.replace(/\.$/, '').toLowerCase());
  }

  addTxt(name: string, value: string): void {
    const key = name.toLowerCase();
    this.txts.set(key, [...(this.txts.get(key) ?? []), value]);
  }

  clear(): void {
    this.cnames.clear();
    this.txts.clear();
  }

  async cname(name: string): Promise<string[]> {
    const target = this.cnames.get(name.toLowerCase());
    return target ? [target] : [];
  }

  async txt(name: string): Promise<string[]> {
    return [...(this.txts.get(name.toLowerCase()) ?? [])];
  }
}
