import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config';
import type { DB } from '../../../db/schema';
import { stampOf } from '../../../lib/sealed-settings';
import { dkimSigningOf, isSenderVerified, ownSmtpOf } from './sender';
import { findEmailSender } from './sender-repository';
import { smtpSender, type OutgoingEmail, type SmtpSender } from './transport';

type SenderConfig = Pick<AppConfig, 'mail' | 'secretsEncryptionKey' | 'dataDir'>;

/**
 * What the email queue's worker sends with: a reseller's message that leaves from its verified address is signed
 * with its DKIM key and goes through its own SMTP server when it has one; every other message goes through the
 * platform's SMTP server unsigned. A reseller's transport is built once per saved version of its settings and
 * closed with the worker (or when the settings change).
 */
export function routedSmtpSenders(deps: { db: Kysely<DB>; config: SenderConfig }): SmtpSender {
  const platform = smtpSender(deps.config.mail);
  const own = new Map<number, { stamp: string; sender: SmtpSender }>();

  function ownSender(resellerId: number, stamp: string, build: () => SmtpSender): SmtpSender {
    const cached = own.get(resellerId);
    if (cached?.stamp === stamp) return cached.sender;
    cached?.sender.close();
    const sender = build();
    own.set(resellerId, { stamp, sender });
    return sender;
  }

  return {
    async send(message: OutgoingEmail) {
      const row =
        message.resellerId === null || message.fromAddress === null
          ? undefined
          : await findEmailSender(deps.db, message.resellerId);
      // Only a message queued from the verified address goes the reseller's way (its From was fixed when queued).
      if (!row || !isSenderVerified(row)) return platform.send({ ...message, fromAddress: null });
      const dkim = dkimSigningOf(deps.config, row, message.fromAddress);
      const smtp = ownSmtpOf(deps.config, row);
      if (!smtp) return platform.send(message, dkim);
      const sender = ownSender(row.reseller_id, stampOf(row.updated_at), () =>
        smtpSender({ smtp, from: deps.config.mail.from }),
      );
      return sender.send(message, dkim);
    },
    close() {
      platform.close();
      for (const { sender } of own.values()) sender.close();
      own.clear();
    },
  };
}
