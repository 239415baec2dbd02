import dns, { type LookupAddress } from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where forwarded webhooks may go: public unicast addresses only, unless config.webhooks.allowPrivateTargets.
 * Refused: loopback, private (10/8, 172.16/12, 192.168/16), link-local, unique-local (fc00::/7), CGNAT
 * (100.64/10), multicast, unspecified, broadcast and every other special range ipaddr.js knows (IPv4 and IPv6,
 * IPv4-mapped IPv6 addresses judged as their IPv4 address). Checked when an assistant is saved (a literal
 * address or a localhost name) and at delivery against the resolved addresses (calls/webhook-forwarding/sender.ts,
 * through publicOnlyLookup); the knowledge base's page fetches use the same lookup (voice/knowledge/url-fetch.ts).
 */

export const PRIVATE_TARGET_MESSAGE =
  'Webhook URL must not point to a private, loopback or link-local address';

/** An IP address (v4 or v6, no brackets) that is a public unicast address. */
export function isPublicAddress(ip: string): boolean {
  if (net.isIP(ip) === 0) return false;
  // process(): an IPv4-mapped IPv6 address (::ffff:10.0.0.1) becomes its IPv4 address.
  try {
    return ipaddr.process(ip).range() === 'unicast';
  } catch {
    return false;
  }
}

/** A URL's host without IPv6 brackets or a trailing dot, lower-case. */
export function hostOf(url: URL): string {
  return url.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
}

/**
 * At save time (no DNS): true when the URL's host is a literal private address or a localhost name. A name
 * resolving to a private address is caught at delivery.
 */
export function isPrivateLiteralTarget(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = hostOf(url);
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return net.isIP(host) !== 0 && !isPublicAddress(host);
}

export class PrivateTargetError extends Error {
  constructor(host: string, address: string) {
    super(
      `Refused: ${host} resolves to ${address}, a private, loopback or link-local address (WEBHOOK_ALLOW_PRIVATE_TARGETS is off)`,
    );
    this.name = 'PrivateTargetError';
  }
}

/**
 * dns.lookup that fails when any address of the name is not a public unicast address: given as a request's own
 * `lookup`, the address checked is the address connected to (no DNS-rebinding gap).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) {
      callback(error, '', 4);
      return;
    }
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    const [first] = addresses;
    if (refused || !first) {
      callback(new PrivateTargetError(hostname, refused?.address ?? 'no address'), '', 4);
      return;
    }
    if (options.all) {
      (callback as unknown as (err: null, all: LookupAddress[]) => void)(null, addresses);
      return;
    }
    callback(null, first.address, first.family);
  });
};
