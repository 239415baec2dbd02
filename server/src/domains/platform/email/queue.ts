import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { MailConfig } from '../../../config';
import type { DB } from '../../../db/schema';
import { clipError, PollingWorker, retryDelayMs } from '../../../lib/polling-worker';
import { nowIso } from '../../../lib/time';
import { claimDueEmails, saveAttemptOutcome, type OutgoingEmail } from './queue-repository';

export { MAX_RETRY_DELAY_MS, retryDelayMs } from '../../../lib/polling-worker';

/**
 * The email queue (MAIL_TRANSPORT=smtp): `enqueueEmail` stores a message in email_queue (durable once it
 * resolves), and a worker in every process, polling every pollMs and woken right after an enqueue (kick), sends
 * the due rows. A row is claimed by one conditional UPDATE (queued and due, or sending with an expired lease),
 * which counts the attempt and sets the lease and the worker's id, so two workers never send one attempt. A
 * worker that dies while sending leaves the row 'sending' until the lease ends, and any worker then takes it
 * again. A failed attempt is retried after retryBaseMs × 2^(attempt-1) (at most MAX_RETRY_DELAY_MS); after
 * maxAttempts the row is 'failed' and the error logged. The outcome is saved only by the worker that still
 * holds the attempt (same worker, same attempt number, still sending).
 */

/** How long a claim holds a row: well beyond nodemailer's own time limits (connection, greeting, socket). */
export const LEASE_MS = 120_000;
/** Emails claimed by one statement, and sent at the same time by one worker. */
const MAX_IN_FLIGHT = 5;

/** A claimed row. */
export interface QueuedEmail extends OutgoingEmail {
  id: number;
  attempt: number;
}

export interface EmailQueueDeps {
  db: Kysely<DB>;
  config: MailConfig['queue'];
  log: FastifyBaseLogger;
  /** Sends one message (nodemailer over SMTP); throws when it is refused or the server cannot be reached. */
  send: (message: QueuedEmail) => Promise<{ messageId: string | null }>;
  /** Called once the worker stopped (closes the SMTP connections). */
  close?: () => void;
}

/** The error's message only: never the error object (it may carry the SMTP command or the message). */
const errorText = (error: unknown) =>
  clipError(error instanceof Error ? error.message || error.name : String(error));

export class EmailQueueWorker {
  /** This worker's id in locked_by: host, process and a random part (several apps may share a process). */
  readonly id = `${os.hostname().slice(0, 60)}:${process.pid}:${randomBytes(6).toString('hex')}`;
  /** Claims up to MAX_IN_FLIGHT due emails per statement and sends them at the same time. */
  private readonly loop: PollingWorker<QueuedEmail>;

  constructor(private readonly deps: EmailQueueDeps) {
    this.loop = new PollingWorker({
      pollMs: deps.config.pollMs,
      maxInFlight: MAX_IN_FLIGHT,
      claim: (room) => this.claimDue(room),
      attempt: (row) => this.attempt(row),
      onRoundError: (error) =>
        deps.log.error({ err: errorText(error) }, 'email queue round failed'),
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Looks for due emails now (after an enqueue); coalesced with a round already running. */
  kick(): void {
    this.loop.kick();
  }

  /** Stops polling and waits for the sends in flight, then closes the transport. */
  async stop(): Promise<void> {
    const wasRunning = this.loop.started;
    await this.loop.stop();
    if (wasRunning) this.deps.close?.();
  }

  /** Claims up to `limit` due emails in one statement (claimDueEmails). */
  private async claimDue(limit: number): Promise<QueuedEmail[]> {
    const now = new Date();
    const rows = await claimDueEmails(this.deps.db, {
      workerId: this.id,
      limit,
      at: nowIso(now),
      leaseUntil: nowIso(new Date(now.getTime() + LEASE_MS)),
    });
    return rows.map((row) => ({
      id: row.id,
      attempt: Number(row.attempts),
      to: row.to,
      subject: row.subject,
      html: row.html,
      text: row.text,
      fromName: row.from_name,
      fromAddress: row.from_address,
      replyTo: row.reply_to,
      resellerId: row.reseller_id,
    }));
  }

  private async attempt(row: QueuedEmail): Promise<void> {
    const { db, config, log } = this.deps;
    const mail = {
      transport: 'smtp',
      queue_id: row.id,
      attempt: row.attempt,
      to: row.to,
      subject: row.subject,
      reseller_id: row.resellerId,
    };
    const held = { id: row.id, attempt: row.attempt, workerId: this.id };
    try {
      let sent: { messageId: string | null };
      try {
        sent = await this.deps.send(row);
      } catch (error) {
        const message = errorText(error);
        const gaveUp = row.attempt >= config.maxAttempts;
        const finished = new Date();
        await saveAttemptOutcome(db, held, {
          status: gaveUp ? 'failed' : 'queued',
          lease_until: null,
          locked_by: null,
          last_error: message,
          ...(gaveUp
            ? {}
            : {
                next_attempt_at: nowIso(
                  new Date(finished.getTime() + retryDelayMs(row.attempt, config.retryBaseMs)),
                ),
              }),
        });
        if (gaveUp) log.error({ mail, error: message }, 'email failed: no attempt left');
        else log.warn({ mail, error: message }, 'email attempt failed, retried later');
        return;
      }
      await saveAttemptOutcome(db, held, {
        status: 'sent',
        lease_until: null,
        locked_by: null,
        sent_at: nowIso(),
      });
      log.info({ mail: { ...mail, message_id: sent.messageId } }, 'email sent');
    } catch (error) {
      // The lease ends and the email is taken again.
      log.error({ mail, err: errorText(error) }, 'email queue result not saved');
    }
  }
}
