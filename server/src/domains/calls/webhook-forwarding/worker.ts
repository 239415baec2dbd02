import http from 'node:http';
import https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebhooksConfig } from '../../../config';
import type { DB } from '../../../db/schema';
import { clipError, PollingWorker, retryDelayMs } from '../../../lib/polling-worker';
import { nowIso } from '../../../lib/time';
import { batched } from '../ingestion/batcher';
import {
  claimDueDeliveries,
  saveDeliveryOutcomes,
  sealedWebhookSecrets,
  type DeliveryOutcome,
} from './repository';
import { sendWebhook, type SendRequest, type SendResult } from './sender';
import {
  DELIVERY_ID_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  USER_AGENT,
  signWebhook,
} from './signing';

export { MAX_RETRY_DELAY_MS, retryDelayMs } from '../../../lib/polling-worker';

/**
 * The delivery worker: in-process, polling the webhook_deliveries table (the persistent queue) every pollMs and
 * right after an enqueue commits (kick). Every process may run one: a delivery is claimed by one conditional
 * UPDATE (pending and due, or sending with an expired lease), so two processes never send the same attempt.
 * A claim counts the attempt and holds a lease (the time limit plus a margin); a process that dies while
 * sending leaves the row 'sending' until the lease ends, and any worker then takes it again.
 * 2xx: delivered. Anything else: the attempt is recorded and the delivery retried after
 * retryBaseMs × 2^(attempt-1) (at most MAX_RETRY_DELAY_MS), failed after maxAttempts. A refused private target,
 * a deleted assistant or an unreadable secret fail at once (retrying cannot help).
 */

/** Deliveries claimed by one statement. */
const BATCH = 50;
/** Attempts sent at the same time by one worker. */
const MAX_IN_FLIGHT = 50;
const LEASE_MARGIN_MS = 30_000;

export interface WorkerDeps {
  db: Kysely<DB>;
  config: WebhooksConfig;
  log: FastifyBaseLogger;
  /** The assistant's opened signing secret; throws when it cannot be opened. */
  openSecret: (sealed: string) => string;
  /** The HTTP attempt (default sendWebhook): the plugin's stores deliveries to the demo receiver directly. */
  send?: (request: SendRequest) => Promise<SendResult>;
}

interface Claimed {
  id: number;
  event: string;
  url: string;
  payload: string;
  attempts: number;
  secret_sealed: string | null;
}

export class DeliveryWorker {
  /**
   * Claims at most BATCH due deliveries per statement and sends at most MAX_IN_FLIGHT attempts at a time: a
   * slow receiver holds its own attempt only, never the others.
   */
  private readonly loop: PollingWorker<Claimed>;
  /** Connections kept open between attempts (each checked when made: sender.ts's lookup). */
  private readonly agents = {
    http: new http.Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT }),
    https: new https.Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT }),
  };

  private readonly save = batched<DeliveryOutcome, true>(
    (outcomes) => this.saveOutcomes(outcomes),
    {
      maxBatch: 100,
      serial: true,
    },
  );

  constructor(private readonly deps: WorkerDeps) {
    this.loop = new PollingWorker({
      pollMs: deps.config.pollMs,
      maxInFlight: MAX_IN_FLIGHT,
      claim: (room) => this.claimDue(Math.min(room, BATCH)),
      attempt: (row) => this.attempt(row),
      onRoundError: (error) => deps.log.error({ err: error }, 'webhook delivery round failed'),
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Looks for due deliveries now (after an enqueue commits); coalesced with a round already running. */
  kick(): void {
    this.loop.kick();
  }

  /** Stops polling and waits for the attempts in flight (each ends within timeoutMs). */
  async stop(): Promise<void> {
    await this.loop.stop();
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  /** Claims up to `limit` due deliveries in one statement (claimDueDeliveries), with their signing secrets. */
  private async claimDue(limit: number): Promise<Claimed[]> {
    const { db, config } = this.deps;
    const now = new Date();
    const at = nowIso(now);
    const lease = nowIso(new Date(now.getTime() + config.timeoutMs + LEASE_MARGIN_MS));
    const rows = await claimDueDeliveries(db, { limit, at, leaseUntil: lease });
    if (rows.length === 0) return [];
    const assistantIds = [
      ...new Set(rows.flatMap((row) => (row.assistant_id === null ? [] : [row.assistant_id]))),
    ];
    const secrets =
      assistantIds.length > 0
        ? await sealedWebhookSecrets(db, assistantIds)
        : new Map<number, string | null>();
    return rows.map((row) => ({
      id: row.id,
      event: row.event,
      url: row.url,
      payload: row.payload,
      attempts: Number(row.attempts),
      secret_sealed: row.assistant_id === null ? null : (secrets.get(row.assistant_id) ?? null),
    }));
  }

  private secretOf(row: Claimed): string | { error: string } {
    if (!row.secret_sealed)
      return { error: 'The assistant or its signing secret no longer exists' };
    try {
      return this.deps.openSecret(row.secret_sealed);
    } catch {
      return { error: 'The signing secret cannot be read with the configured encryption key' };
    }
  }

  private async attempt(row: Claimed): Promise<void> {
    const { config } = this.deps;
    const startedAt = new Date();
    const secret = this.secretOf(row);
    let result: SendResult;
    if (typeof secret !== 'string') {
      result = { ok: false, statusCode: null, error: secret.error, refused: true };
    } else {
      const timestamp = String(Math.floor(startedAt.getTime() / 1000));
      try {
        result = await (this.deps.send ?? sendWebhook)({
          url: row.url,
          body: row.payload,
          headers: {
            'content-type': 'application/json',
            'user-agent': USER_AGENT,
            [DELIVERY_ID_HEADER]: String(row.id),
            [EVENT_HEADER]: row.event,
            [TIMESTAMP_HEADER]: timestamp,
            [SIGNATURE_HEADER]: signWebhook(secret, timestamp, row.payload),
          },
          timeoutMs: config.timeoutMs,
          allowPrivateTargets: config.allowPrivateTargets,
          agents: this.agents,
        });
      } catch (error) {
        result = {
          ok: false,
          statusCode: null,
          error: error instanceof Error ? error.message : String(error),
          refused: false,
        };
      }
    }
    try {
      await this.save(this.outcomeOf(row, startedAt, result));
    } catch (error) {
      // The lease ends and the delivery is taken again.
      this.deps.log.error({ err: error, delivery: row.id }, 'webhook delivery result not saved');
    }
  }

  /** An attempt's outcome, as saved (saveOutcomes). */
  private outcomeOf(row: Claimed, startedAt: Date, result: SendResult): DeliveryOutcome {
    const finished = new Date();
    const error = result.error === null ? null : clipError(result.error);
    const gaveUp = !result.ok && (result.refused || row.attempts >= this.deps.config.maxAttempts);
    if (!result.ok) {
      this.deps.log.warn(
        { delivery: row.id, attempt: row.attempts, status: result.statusCode, gaveUp },
        'webhook delivery attempt failed',
      );
    }
    return {
      id: row.id,
      attempt: row.attempts,
      startedAt: nowIso(startedAt),
      finishedAt: nowIso(finished),
      durationMs: Math.max(0, finished.getTime() - startedAt.getTime()),
      statusCode: result.statusCode,
      error,
      status: result.ok ? 'delivered' : gaveUp ? 'failed' : 'pending',
      nextAttemptAt: nowIso(
        new Date(finished.getTime() + retryDelayMs(row.attempts, this.deps.config.retryBaseMs)),
      ),
    };
  }

  /**
   * The outcomes of the attempts that ended together, in one transaction (a group commit, batcher.ts): their
   * attempt rows in one insert, then each delivery's new state, only while this worker still holds that
   * attempt (same attempt number, still sending).
   */
  private async saveOutcomes(outcomes: DeliveryOutcome[]): Promise<true[]> {
    await this.deps.db.transaction().execute((trx) => saveDeliveryOutcomes(trx, outcomes));
    return outcomes.map(() => true);
  }
}
