import type { FastifyInstance } from 'fastify';
import { EmailQueueWorker } from './queue';
import { routedSmtpSenders } from './sender-smtp';

/** What the mailer wakes after queueing an email. */
export interface EmailQueue {
  /** Looks for due emails now (no-op with the outbox transport). */
  kick(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    emailQueue: EmailQueue;
  }
}

/**
 * The email queue's worker (MAIL_TRANSPORT=smtp): started when the app is ready, stopped on close (after the
 * sends in flight). With the default outbox transport nothing runs: email_outbox is the store.
 */
export async function emailQueuePlugin(app: FastifyInstance): Promise<void> {
  const mail = app.config.mail;
  if (mail.transport !== 'smtp') {
    app.decorate('emailQueue', { kick: () => undefined });
    return;
  }
  const senders = routedSmtpSenders({ db: app.db, config: app.config });
  const worker = new EmailQueueWorker({
    db: app.db,
    config: mail.queue,
    log: app.log.child({ module: 'email-queue' }),
    send: (message) => senders.send(message),
    close: () => senders.close(),
  });
  app.decorate('emailQueue', { kick: () => worker.kick() });
  app.addHook('onReady', () => {
    worker.start();
  });
  app.addHook('onClose', () => worker.stop());
}

// Not encapsulated (what fastify-plugin does): the decoration and the hooks belong to the root instance.
(emailQueuePlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
