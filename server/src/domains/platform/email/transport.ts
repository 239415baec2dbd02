import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../../../config';
import type { DB } from '../../../db/schema';
import { enqueueEmail, type OutgoingEmail } from './queue-repository';
import { insertOutboxMessage } from './repository';

export type { OutgoingEmail };

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
        from_name: message.fromName,
        from_address: message.fromAddress,
        reply_to: message.replyTo,
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

/**
 * MAIL_TRANSPORT=smtp: every message is a row of email_queue (durable once `send` resolves), sent by the queue's
 * worker (queue.ts, started by plugin.ts) through smtpSender; `wake` tells the worker at once.
 */
export function queuedSmtpTransport(deps: {
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  wake: () => void;
}): MailTransport {
  return {
    kind: 'smtp',
    async send(message) {
      const id = await enqueueEmail(deps.db, message);
      deps.log.info(
        {
          mail: {
            transport: 'smtp',
            queue_id: id,
            to: message.to,
            subject: message.subject,
            reseller_id: message.resellerId,
          },
        },
        'email queued',
      );
      deps.wake();
    },
  };
}

/** DKIM signing of one message (nodemailer's per-message `dkim` option; sender.ts decides when). */
export interface DkimSigning {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/** Sends through SMTP; closed when the worker stops. */
export interface SmtpSender {
  /** dkim: signs the message (a reseller's verified sender, sender.ts). */
  send(message: OutgoingEmail, dkim?: DkimSigning | null): Promise<{ messageId: string | null }>;
  close(): void;
}

/**
 * SMTP through nodemailer: the platform's (SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD, from
 * MAIL_FROM) or a reseller's own server. A message's own From address (a reseller's verified one) wins over `from`.
 */
export function smtpSender(config: { smtp: MailConfig['smtp']; from: string }): SmtpSender {
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
    async send(message, dkim) {
      try {
        const info = (await transporter.sendMail({
          from: { name: message.fromName, address: message.fromAddress ?? address },
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          ...(dkim ? { dkim } : {}),
        })) as { messageId?: string };
        return { messageId: info.messageId ?? null };
      } catch (error) {
        // The message only (logged and stored in last_error), never with the SMTP password in it.
        const text = error instanceof Error ? error.message : String(error);
        throw new Error(password ? text.split(password).join('[redacted]') : text);
      }
    },
    close: () => transporter.close(),
  };
}

/** The transport chosen by MAIL_TRANSPORT: the outbox (default) or SMTP through the email queue. */
export function createTransport(deps: {
  db: Kysely<DB>;
  config: { mail: MailConfig };
  log: FastifyBaseLogger;
  /** Wakes the email queue's worker (SMTP). */
  wake: () => void;
}): MailTransport {
  return deps.config.mail.transport === 'smtp' ? queuedSmtpTransport(deps) : outboxTransport(deps);
}
