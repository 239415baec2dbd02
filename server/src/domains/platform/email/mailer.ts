import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { pageLanguage } from '@voice/contracts';
import type { AppConfig } from '../../../config';
import type { DB } from '../../../db/schema';
import type { BrandingSource } from './branding';
import type { EmailBranding } from './branding';
import { ENGLISH, emailLocale, recipientLanguage, type EmailLocale } from './i18n';
import { renderEmail, type EmailContent, type RenderedEmail } from './render';
import { senderSourceFor, type SenderSource } from './sender';
import { createTransport, type MailTransport } from './transport';

/** What an email says, written once the recipient's language (and the tenant's brand) is known. */
export type ComposeEmail = (locale: EmailLocale, branding: EmailBranding) => EmailContent;

interface EmailAddressing {
  to: string;
  /** The tenant whose brand the email carries; null for the platform. */
  resellerId: number | null;
  /**
   * The recipient's language when the caller knows it (a user's users.language: null for the site's default);
   * left out, it is looked up by the address (recipientLanguage).
   */
  language?: string | null;
}

/**
 * An email: its words in the recipient's language (compose), or fixed English words (subject, heading, lines,
 * action: the frame around them is English too).
 */
export type EmailMessage = EmailAddressing & (EmailContent | { compose: ComposeEmail });

/** Sends branded emails (what services take to send one). */
export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

export interface SendEmailDeps {
  /** The tenant's brand (app.emailBranding): the email domain does not read the tenants' settings itself. */
  branding: BrandingSource;
  /** The reseller's own sender (name, verified address, Reply-To; sender.ts). */
  sender: SenderSource;
  transport: MailTransport;
  db: Kysely<DB>;
}

/** The message rendered in the recipient's language (or in English when its words are fixed) and brand. */
export async function composeEmail(
  db: Kysely<DB>,
  branding: EmailBranding,
  message: EmailMessage,
): Promise<RenderedEmail> {
  if (!('compose' in message)) return renderEmail(branding, message, ENGLISH);
  const language =
    message.language === undefined
      ? await recipientLanguage(db, message.to, message.resellerId, branding.language)
      : pageLanguage(message.language, branding.language);
  const locale = emailLocale(language);
  return renderEmail(branding, message.compose(locale, branding), locale);
}

/**
 * Renders a branded HTML + text email (the reseller's app name, primary colour, logo and footer, or the
 * platform's defaults) and sends it through the transport (outbox or SMTP). Every value is escaped.
 * Throws when the transport fails (the message could not be stored); callers that must not reveal anything
 * catch and log. With SMTP it resolves once the message is queued: the worker sends and retries it.
 */
export async function sendEmail(deps: SendEmailDeps, message: EmailMessage): Promise<void> {
  const to = message.to.trim();
  if (!to || /[\r\n,;<>]/.test(to)) throw new Error('sendEmail: invalid recipient');
  const [branding, sender] = await Promise.all([
    deps.branding(message.resellerId),
    deps.sender(message.resellerId),
  ]);
  const rendered = await composeEmail(deps.db, branding, { ...message, to });
  await deps.transport.send({
    to,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    fromName: sender.fromName ?? branding.appName,
    fromAddress: sender.fromAddress,
    // A reseller's customer replies to the reseller: its Reply-To, else its site's support address.
    replyTo: sender.replyTo ?? (message.resellerId === null ? null : branding.supportEmail),
    resellerId: message.resellerId,
  });
}

/** A mailer over the configured transport (MAIL_TRANSPORT). */
export function createMailer(deps: {
  db: Kysely<DB>;
  config: Pick<AppConfig, 'appUrl' | 'appDomain' | 'mail'>;
  log: FastifyBaseLogger;
  /** Wakes the email queue's worker (MAIL_TRANSPORT=smtp). */
  wake: () => void;
  branding: BrandingSource;
}): Mailer {
  const transport = createTransport(deps);
  const sender = senderSourceFor(deps.db);
  return {
    send: (message) =>
      sendEmail({ branding: deps.branding, sender, transport, db: deps.db }, message),
  };
}
