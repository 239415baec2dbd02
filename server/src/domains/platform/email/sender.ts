import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { emailDomainOf } from '@voice/contracts/schemas';
import type { AppConfig } from '../../../config';
import type { DB } from '../../../db/schema';
import { openOrNull } from '../../../lib/sealed-settings';
import { secretBoxFor } from '../../../lib/secret-box';
import { findEmailSender, type EmailSenderRow } from './sender-repository';
import { fromAddress, type DkimSigning } from './transport';

/**
 * A reseller's own sender (reseller_email_senders): its customers' emails leave with its name and Reply-To at once,
 * and from its own address, signed with its DKIM key (and through its own SMTP server when it has one), once the
 * DNS of that address's domain holds the records shown on /admin/email-sender. Until then they leave from the
 * platform's address (MAIL_FROM) with the reseller's name: an address on a domain that has not allowed us to send
 * would fail SPF/DKIM/DMARC at the recipient's server.
 */

type SenderConfig = Pick<AppConfig, 'mail' | 'secretsEncryptionKey' | 'dataDir'>;

/** What a message of a tenant leaves with. fromAddress null: the platform's MAIL_FROM. */
export interface ActiveSender {
  fromName: string | null;
  fromAddress: string | null;
  replyTo: string | null;
}

/** Where the sender of a tenant's messages comes from (the mailer asks once per message). */
export type SenderSource = (resellerId: number | null) => Promise<ActiveSender>;

/** Whether the saved From address may be used: its domain is the one the DNS check verified. */
export function isSenderVerified(row: Pick<EmailSenderRow, 'status' | 'domain' | 'from_address'>) {
  return (
    row.status === 'verified' &&
    !!row.from_address &&
    !!row.domain &&
    emailDomainOf(row.from_address) === row.domain
  );
}

/** The reseller's sender as its messages use it now; the platform's (all null) for the platform or no row. */
export function activeSenderOf(row: EmailSenderRow | undefined): ActiveSender {
  if (!row) return { fromName: null, fromAddress: null, replyTo: null };
  return {
    fromName: row.from_name || null,
    fromAddress: isSenderVerified(row) ? row.from_address : null,
    replyTo: row.reply_to || null,
  };
}

/** The sender source over the database (what the app's mailer uses). */
export function senderSourceFor(db: Kysely<DB>): SenderSource {
  return async (resellerId) =>
    activeSenderOf(resellerId === null ? undefined : await findEmailSender(db, resellerId));
}

/** A new DKIM key pair: RSA 2048 (what every receiver checks), the public key as the TXT record's p= value. */
export function newDkimKeys(): { selector: string; publicKey: string; privateKeyPem: string } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    // A selector of its own per reseller: it names no one (the record is public), and a new key gets a new one.
    selector: `s${randomBytes(4).toString('hex')}`,
    publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

/** The domain of the platform's own address (MAIL_FROM): its SPF record lists the platform's mail servers. */
export function platformMailDomain(config: Pick<AppConfig, 'mail'>): string {
  return emailDomainOf(fromAddress(config.mail.from));
}

export interface SenderRecords {
  spf: { type: 'TXT'; name: string; value: string };
  dkim: { type: 'TXT'; name: string; value: string };
}

/** The SPF mechanisms the domain must list: the platform's servers, and the reseller's SMTP host when it has one. */
function spfMechanisms(config: Pick<AppConfig, 'mail'>, row: Pick<EmailSenderRow, 'smtp_host'>) {
  return [
    ...(row.smtp_host ? [`a:${row.smtp_host.toLowerCase()}`] : []),
    `include:${platformMailDomain(config)}`,
  ];
}

/** The two TXT records to add at the sender's domain, as email services show them. */
export function senderRecords(
  config: Pick<AppConfig, 'mail'>,
  row: Pick<EmailSenderRow, 'smtp_host' | 'dkim_selector' | 'dkim_public_key'>,
  domain: string,
): SenderRecords {
  return {
    spf: {
      type: 'TXT',
      name: domain,
      value: `v=spf1 ${spfMechanisms(config, row).join(' ')} ~all`,
    },
    dkim: {
      type: 'TXT',
      name: `${row.dkim_selector}._domainkey.${domain}`,
      value: `v=DKIM1; k=rsa; p=${row.dkim_public_key}`,
    },
  };
}

/** The DNS question a check asks (custom-domains/dns.ts's DnsLookup: node:dns, or test mode's table). */
export interface TxtLookup {
  txt(name: string): Promise<string[]>;
}

export const SENDER_CHECK_MESSAGES = {
  dkimMissing: (name: string) =>
    `No DKIM record was found at ${name}: add the TXT record shown here. DNS changes can take a few minutes (sometimes hours) to be seen; try again later.`,
  dkimWrong: (name: string) =>
    `The TXT record at ${name} does not hold this key: copy the value shown here.`,
  spfMissing: (domain: string) =>
    `No SPF record (v=spf1 …) was found at ${domain}: add the TXT record shown here.`,
  spfIncomplete: (domain: string, missing: string[]) =>
    `The SPF record of ${domain} does not list ${missing.join(' and ')}: add ${missing.length > 1 ? 'them' : 'it'} to the record (a domain has one SPF record).`,
  dnsFailed: 'The DNS lookup failed (no answer in time); try again in a minute.',
} as const;

/** DKIM's p= value of a record, its blanks and quotes removed (DNS hosts split long values). */
function dkimKeyOf(record: string): string | null {
  const tag = record
    .replace(/["\s]/g, '')
    .split(';')
    .find((part) => part.startsWith('p='));
  return tag ? tag.slice(2) : null;
}

/**
 * Whether the DNS lets us send as the domain: the DKIM record holds the reseller's public key (which proves the
 * reseller controls the domain's DNS), and the domain's SPF record lists every mechanism shown.
 */
export async function checkSenderRecords(
  dns: TxtLookup,
  config: Pick<AppConfig, 'mail'>,
  row: Pick<EmailSenderRow, 'smtp_host' | 'dkim_selector' | 'dkim_public_key'>,
  domain: string,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const records = senderRecords(config, row, domain);
  let dkim: string[];
  let txt: string[];
  try {
    [dkim, txt] = await Promise.all([dns.txt(records.dkim.name), dns.txt(domain)]);
  } catch {
    return { ok: false, error: SENDER_CHECK_MESSAGES.dnsFailed };
  }
  if (dkim.length === 0)
    return { ok: false, error: SENDER_CHECK_MESSAGES.dkimMissing(records.dkim.name) };
  if (!dkim.some((record) => dkimKeyOf(record) === row.dkim_public_key)) {
    return { ok: false, error: SENDER_CHECK_MESSAGES.dkimWrong(records.dkim.name) };
  }
  const spf = txt.find((record) => /^v=spf1(\s|$)/i.test(record.trim()));
  if (!spf) return { ok: false, error: SENDER_CHECK_MESSAGES.spfMissing(domain) };
  const listed = new Set(
    spf
      .toLowerCase()
      .split(/\s+/)
      .map((term) => term.replace(/^[+]/, '')),
  );
  const missing = spfMechanisms(config, row).filter((mechanism) => !listed.has(mechanism));
  if (missing.length > 0) {
    return { ok: false, error: SENDER_CHECK_MESSAGES.spfIncomplete(domain, missing) };
  }
  return { ok: true };
}

/** The DKIM signing of a message that leaves from the reseller's verified address; null otherwise. */
export function dkimSigningOf(
  config: SenderConfig,
  row: EmailSenderRow,
  messageFrom: string | null,
): DkimSigning | null {
  if (!messageFrom || !isSenderVerified(row) || !row.domain) return null;
  if (emailDomainOf(messageFrom) !== row.domain) return null;
  const privateKey = openOrNull(secretBoxFor(config), row.dkim_private_key_encrypted);
  return privateKey ? { domainName: row.domain, keySelector: row.dkim_selector, privateKey } : null;
}

/**
 * The reseller's own SMTP settings, the password opened; null when it has none. A saved password that cannot be
 * opened (the encryption key changed) throws: the message is retried, never sent through another server.
 */
export function ownSmtpOf(config: SenderConfig, row: EmailSenderRow): MailSmtp | null {
  if (!row.smtp_host) return null;
  const sealed = row.smtp_password_encrypted;
  const password = sealed ? secretBoxFor(config).open(sealed) : null;
  return {
    host: row.smtp_host,
    port: row.smtp_port ?? 587,
    secure: row.smtp_secure === 1,
    user: row.smtp_user,
    password,
  };
}

export type MailSmtp = AppConfig['mail']['smtp'];
