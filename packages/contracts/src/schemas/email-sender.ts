import { boolean, number, object, string, type InferType } from 'yup';

/**
 * A reseller's own email sender (/admin/email-sender, /api/admin/email-sender): the From name and address its
 * customers' emails leave with, the Reply-To, and optional own SMTP settings. One module, so that the page and the
 * server refuse the same values with the same words.
 */

export const EMAIL_SENDER_STATUSES = ['pending', 'verified', 'failed'] as const;
export type EmailSenderStatus = (typeof EMAIL_SENDER_STATUSES)[number];

export const EMAIL_SENDER_MESSAGES = {
  fromNameTooLong: 'The sender name may be at most 100 characters.',
  fromNameInvalid: 'The sender name may not contain line breaks or the characters < > " ,',
  addressInvalid: 'Enter a valid email address, e.g. hello@youragency.com.',
  smtpHostRequired: 'Enter the SMTP host, or leave every SMTP field blank.',
  smtpHostInvalid: 'Enter the SMTP host name without a scheme or port, e.g. smtp.youragency.com.',
  smtpPortInvalid: 'The SMTP port must be a whole number from 1 to 65535.',
  smtpUserTooLong: 'The SMTP user name may be at most 254 characters.',
  smtpPasswordTooLong: 'The SMTP password may be at most 500 characters.',
  /** The server's: a password is needed with a user name and none is saved yet. */
  smtpPasswordRequired: 'Enter the SMTP password.',
  /** The server's: the From address is on a domain the platform sends from. */
  platformDomain: 'This domain belongs to the platform; use an address on a domain of your own.',
  saved: 'Sender settings saved.',
  savedUnverified:
    'Sender settings saved. Add the DNS records below, then click Verify: until the domain is verified, emails go from the platform address with your name and Reply-To.',
  verified: 'Domain verified: your emails now go from your own address, signed with DKIM.',
  noAddress: 'Enter and save a From address first.',
  testSent: (to: string) => `Test email sent to ${to}.`,
  testFailed: (reason: string) => `The test email could not be sent: ${reason}`,
  smtpRemoved: 'SMTP settings removed: your emails go through the platform again.',
} as const;

/** Letters, digits and the usual punctuation before @, a domain with a dot after it; no spaces or brackets. */
const ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@(?!-)[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})+$/;
const HOST = /^(?!-)[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})*$/;

/** The domain of an address, lower-case (what the DNS records are for). */
export function emailDomainOf(address: string): string {
  return (address.split('@')[1] ?? '').toLowerCase();
}

const optionalAddress = () =>
  string()
    .trim()
    .default('')
    .max(254, EMAIL_SENDER_MESSAGES.addressInvalid)
    .test('address', EMAIL_SENDER_MESSAGES.addressInvalid, (value) =>
      value ? ADDRESS.test(value) : true,
    );

/**
 * PUT /api/admin/email-sender. Blank texts are "none" (no From address: the platform's, with the name and Reply-To); smtp_password blank keeps the saved one (it is never shown
 * again); SMTP is used when smtp_host is given.
 */
export const emailSenderSchema = object({
  from_name: string()
    .trim()
    .default('')
    .max(100, EMAIL_SENDER_MESSAGES.fromNameTooLong)
    .test(
      'name',
      EMAIL_SENDER_MESSAGES.fromNameInvalid,
      (value) => !/[\r\n<>",]/.test(value ?? ''),
    ),
  from_address: optionalAddress(),
  reply_to: optionalAddress(),
  smtp_host: string()
    .trim()
    .default('')
    .max(253, EMAIL_SENDER_MESSAGES.smtpHostInvalid)
    .test('host', EMAIL_SENDER_MESSAGES.smtpHostInvalid, (value) =>
      value ? HOST.test(value) : true,
    )
    .when(['smtp_user', 'smtp_password'], ([user, password], field) =>
      user || password ? field.required(EMAIL_SENDER_MESSAGES.smtpHostRequired) : field,
    ),
  smtp_port: number()
    .typeError(EMAIL_SENDER_MESSAGES.smtpPortInvalid)
    .integer(EMAIL_SENDER_MESSAGES.smtpPortInvalid)
    .min(1, EMAIL_SENDER_MESSAGES.smtpPortInvalid)
    .max(65535, EMAIL_SENDER_MESSAGES.smtpPortInvalid)
    .default(587),
  smtp_secure: boolean().default(false),
  smtp_user: string().trim().default('').max(254, EMAIL_SENDER_MESSAGES.smtpUserTooLong),
  smtp_password: string().default('').max(500, EMAIL_SENDER_MESSAGES.smtpPasswordTooLong),
});
export type EmailSenderPayload = InferType<typeof emailSenderSchema>;
