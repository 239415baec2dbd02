import type { Static } from 'typebox';
import type { CustomDomainSchema, DnsRecordSchema } from '../replies/custom-domains';

/** A reseller's own domain and the DNS records that verify it: /api/admin/custom-domain. */
export type CustomDomain = Static<typeof CustomDomainSchema>;
export type DnsRecord = Static<typeof DnsRecordSchema>;
