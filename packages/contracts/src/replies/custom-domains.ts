import { CUSTOM_DOMAIN_STATUSES } from '../schemas/custom-domain';
import { dataReply, savedReply } from './common';
import { json } from './json';

/** One DNS record the reseller creates at its DNS host: its type, name and value, as DNS hosts ask for them. */
export const DnsRecordSchema = json.object({
  type: json.enumOf(['CNAME', 'TXT'] as const),
  name: json.string,
  value: json.string,
});

/**
 * A reseller's own domain (/api/admin/custom-domain): the domain (lower-case, punycode), its status, the two
 * records either of which proves it (a CNAME to the platform, which also routes its traffic here, or a TXT with the
 * token), and the last check's time and error.
 */
export const CustomDomainSchema = json.object({
  reseller_id: json.integer,
  domain: json.string,
  status: json.enumOf(CUSTOM_DOMAIN_STATUSES),
  records: json.object({ cname: DnsRecordSchema, txt: DnsRecordSchema }),
  /** The site's address on it once verified (its links and emails use it). */
  site_url: json.string,
  verified_at: json.nullableString,
  last_checked_at: json.nullableString,
  last_error: json.nullableString,
  created_at: json.string,
});
/** GET /api/admin/custom-domain: the site's domain, or null when it has none. */
export const CustomDomainReply = dataReply(json.nullableObject(CustomDomainSchema));
/** POST /api/admin/custom-domain, POST .../verify: the domain after the change. */
export const CustomDomainSavedReply = savedReply(CustomDomainSchema);
