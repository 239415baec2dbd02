import type { Static } from 'typebox';
import type { EmailSenderSchema } from '../replies/email-sender';

/** A reseller's own email sender and the DNS records that verify its domain: /api/admin/email-sender. */
export type EmailSender = Static<typeof EmailSenderSchema>;
