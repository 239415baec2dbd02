import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../../config';
import type { DB } from '../../db/schema';
import { insertOutboxMessage } from './repository';

/** A rendered message ready to leave. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Display name of the sender (the tenant's app name). */
  fromName: string;
  resellerId: number | null;
}

export interface MailTransport {
  readonly kind: MailConfig['transport'];
  send(message: OutgoingEmail): Promise<void>;
}

/** The address part of MAIL_FROM ("Name <address>" or "address"). */
export function fromAddress(from: string): string {
  const match = /<([^<>\s]+)>\s*$/.exec(from);
  return (match?.[1] ?? from).trim();
}

/** Default transport: every message is a row of email_outbox (read at /api/admin/email-outbox). */
export function outboxTransport(deps: { db: Kysely<DB>; log: FastifyBaseLogger }): MailTransport {
  return {
    kind: 'outbox',
    async send(message) {
      const id = await insertOutboxMessage(deps.db, {
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        reseller_id: message.resellerId,
      });
      deps.log.info(
        {
          mail: {
            transport: 'outbox',
            outbox_id: id,
            to: message.to,
            subject: message.subject,
            reseller_id: message.resellerId,
          },
        },
        'email stored in outbox',
      );
    },
  };
}

/** SMTP through nodemailer (SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD). */
export function smtpTransport(deps: { log: FastifyBaseLogger }, config: MailConfig): MailTransport {
  const { host, port, secure, user, password } = config.smtp;
  const transporter: Transporter = nodemailer.createTransport({
    host,
    port,
    secure,
    ...(user ? { auth: { user, pass: password ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const address = fromAddress(config.from);
  return {
    kind: 'smtp',
    async send(message) {
      const info = (await transporter.sendMail({
        from: { name: message.fromName, address },
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      })) as { messageId?: string };
      deps.log.info(
        {
          mail: {
            transport: 'smtp',
            message_id: info.messageId ?? null,
            to: message.to,
            subject: message.subject,
            reseller_id: message.resellerId,
          },
        },
        'email sent',
      );
    },
  };
}

/** The transport chosen by MAIL_TRANSPORT: the outbox (default) or SMTP. */
export function createTransport(deps: {
  db: Kysely<DB>;
  config: { mail: MailConfig };
  log: FastifyBaseLogger;
}): MailTransport {
  return deps.config.mail.transport === 'smtp'
    ? smtpTransport(deps, deps.config.mail)
    : outboxTransport(deps);
}
