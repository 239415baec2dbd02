import { EMAIL_SENDER_STATUSES } from '../schemas/email-sender';
import { dataReply, savedReply } from './common';
import { json } from './json';

/** A DNS TXT record the reseller adds at its DNS host. */
const TxtRecordSchema = json.object({
  type: json.enumOf(['TXT'] as const),
  name: json.string,
  value: json.string,
});

/**
 * A reseller's own email sender (/api/admin/email-sender). `active_from` is the From the emails leave with now:
 * the reseller's address once its domain is verified, the platform's address (with the reseller's name) until
 * then. The SMTP password is never sent: smtp_password_set says whether one is saved.
 */
export const EmailSenderSchema = json.object({
  from_name: json.string,
  from_address: json.nullableString,
  reply_to: json.nullableString,
  domain: json.nullableString,
  status: json.enumOf(EMAIL_SENDER_STATUSES),
  /** The records to add for `domain`; null until a From address is saved. */
  records: json.nullableObject(json.object({ spf: TxtRecordSchema, dkim: TxtRecordSchema })),
  active_from: json.string,
  active_reply_to: json.nullableString,
  verified_at: json.nullableString,
  last_checked_at: json.nullableString,
  last_error: json.nullableString,
  smtp_host: json.nullableString,
  smtp_port: json.nullableInteger,
  smtp_secure: json.boolean,
  smtp_user: json.nullableString,
  smtp_password_set: json.boolean,
});
/** GET /api/admin/email-sender */
export const EmailSenderReply = dataReply(EmailSenderSchema);
/** PUT /api/admin/email-sender, POST .../verify, DELETE .../smtp */
export const EmailSenderSavedReply = savedReply(EmailSenderSchema);
