import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config';
import type { DB } from '../../../db/schema';
import type { BrandingSource } from './branding';
import { renderEmail } from './render';
import { senderSourceFor, type SenderSource } from './sender';
import { createTransport, type MailTransport } from './transport';

export interface EmailMessage {
  to: string;
  subject: string;
  heading: string;
  /** Paragraphs, plain text. */
  lines: string[];
  /** A call-to-action button (http(s) URL). */
  action?: { label: string; url: string };
  /** The tenant whose brand the email carries; null for the platform. */
  resellerId: number | null;
}

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
  const rendered = renderEmail(branding, message);
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
  return { send: (message) => sendEmail({ branding: deps.branding, sender, transport }, message) };
}
