import { object, string, type InferType } from 'yup';

/**
 * A reseller's own domain (/admin/custom-domain, /api/admin/custom-domain): what a domain may be and how it is
 * written before it is stored. One module, so that the page and the server refuse the same values the same way; the
 * server adds what only it knows (the platform's own domain, a domain another site holds).
 */

export const CUSTOM_DOMAIN_STATUSES = ['pending', 'verified', 'failed'] as const;
export type CustomDomainStatus = (typeof CUSTOM_DOMAIN_STATUSES)[number];

export const CUSTOM_DOMAIN_MESSAGES = {
  required: 'Enter your domain, e.g. app.youragency.com.',
  scheme: 'Enter the domain without http:// or https://.',
  path: 'Enter the domain without a path (nothing after the domain).',
  port: 'Enter the domain without a port.',
  ipAddress: 'Enter a domain name, not an IP address.',
  tooLong: 'The domain may be at most 253 characters.',
  notFull: 'Enter a full domain name with a dot, e.g. app.youragency.com.',
  invalid: 'Enter a valid domain name: letters, digits and hyphens, separated by dots.',
  /** The server's: the platform's base domain or one of its subdomains. */
  platformDomain: 'This domain belongs to the platform; enter a domain of your own.',
  /** The server's: another site claimed it (verified or not). */
  taken: 'This domain is already used by another site.',
  /** The server's: a reseller has one domain at a time. */
  alreadyHasOne: 'Your site already has a custom domain; remove it before adding another.',
  added: 'Domain added. Create one of the DNS records below, then click Verify.',
  verified: 'Domain verified: your site now answers on it.',
  removed: 'Domain removed: your site no longer answers on it.',
  noneYet: 'Your site has no custom domain yet.',
  resellerRequired: 'Choose the reseller whose domain this is.',
} as const;

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The stored form of a domain: trimmed, lower-case, without a final dot, an internationalised name in punycode
 * (bücher.example → xn--bcher-kva.example, through the WHATWG URL parser that browsers and Node share), or the
 * message saying what is wrong with it.
 */
export function normalizeCustomDomain(
  input: string,
): { domain: string; error?: undefined } | { domain?: undefined; error: string } {
  const raw = input.trim().toLowerCase();
  if (raw === '') return { error: CUSTOM_DOMAIN_MESSAGES.required };
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(raw)) return { error: CUSTOM_DOMAIN_MESSAGES.scheme };
  if (/[/?#\\]/.test(raw)) return { error: CUSTOM_DOMAIN_MESSAGES.path };
  if (raw.startsWith('[') || raw.includes('::')) return { error: CUSTOM_DOMAIN_MESSAGES.ipAddress };
  if (/:\d*$/.test(raw)) return { error: CUSTOM_DOMAIN_MESSAGES.port };
  if (/[\s@:*%]/.test(raw)) return { error: CUSTOM_DOMAIN_MESSAGES.invalid };
  let host: string;
  try {
    host = new URL(`http://${raw}/`).hostname;
  } catch {
    return { error: CUSTOM_DOMAIN_MESSAGES.invalid };
  }
  host = host.replace(/\.$/, '');
  if (IPV4.test(host) || IPV4.test(raw.replace(/\.$/, ''))) {
    return { error: CUSTOM_DOMAIN_MESSAGES.ipAddress };
  }
  if (host.length > 253) return { error: CUSTOM_DOMAIN_MESSAGES.tooLong };
  const labels = host.split('.');
  if (labels.length < 2) return { error: CUSTOM_DOMAIN_MESSAGES.notFull };
  if (!labels.every((label) => LABEL.test(label))) return { error: CUSTOM_DOMAIN_MESSAGES.invalid };
  // A top-level domain is letters (or an internationalised one in punycode), never digits only.
  const tld = labels[labels.length - 1] ?? '';
  if (!/^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld))
    return { error: CUSTOM_DOMAIN_MESSAGES.invalid };
  return { domain: host };
}

/** The domain field: its messages, and the normalised domain as the value the route receives. */
export const customDomainField = string()
  .default('')
  .test('custom-domain', (value, context) => {
    const result = normalizeCustomDomain(value ?? '');
    return result.error ? context.createError({ message: result.error }) : true;
  })
  .transform((value: unknown) => {
    if (typeof value !== 'string') return value;
    return normalizeCustomDomain(value).domain ?? value;
  });

/** POST /api/admin/custom-domain */
export const customDomainAddSchema = object({ domain: customDomainField });
export type CustomDomainAddPayload = InferType<typeof customDomainAddSchema>;
