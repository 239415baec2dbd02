import http from 'node:http';
import https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebhooksConfig } from '../../../config';
import type { DB } from '../../../db/schema';
import { clipError, PollingWorker, retryDelayMs } from '../../../lib/polling-worker';
import { nowIso } from '../../../lib/time';
import {
  DELIVERY_ID_HEADER,
  END_OF_CALL_EVENT,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  USER_AGENT,
  forwardedReportBody,
  sendWebhook,
  signWebhook,
  type SendRequest,
  type SendResult,
} from '../../calls';
import {
  claimDueDeliveries,
  deleteOldDeliveries,
  deliveryBody,
  deliveryParts,
  saveAttemptOutcomes,
  type AttemptOutcome,
} from './delivery-repository';
import { fanOutEvents } from './fan-out-repository';

/**
 * The event webhooks' worker, in-process on every instance (lib/polling-worker.ts's loop, like the call-report
 * forwarding's): each round first fans new events of the outbox out into deliveries (fanOutEvents), then claims
 * due deliveries with a lease (one conditional UPDATE: two instances never send the same attempt; in order per
 * endpoint and resource) and sends them signed as call reports are (calls' signWebhook: x-webhook-signature =
 * sha256=HMAC-SHA256("{timestamp}.{body}") with the endpoint's secret; x-webhook-id the delivery's id,
 * x-webhook-event the type). The body is {id: the event's id, type, created_at, data}: the same on every attempt
 * and re-send, so receivers dedupe on `id`. An assistant's endpoint (its webhook URL) gets the end-of-call report
 * as the forwarding always sent it: {type: 'end-of-call-report', call} (the call.ended event's data, the same
 * bytes), x-webhook-event end-of-call-report, signed with the assistant's secret. Every attempt is logged
 * (event_delivery_attempts).
 * 2xx: delivered. Otherwise retried after retryBaseMs × 2^(attempt-1) (at most 6 h), failed after maxAttempts, or
 * at once when the target is refused (a private address). A failed delivery does not disable its endpoint: the
 * next events are still sent (and the failure is in the endpoint's log, to re-send).
 */

const FAN_OUT_BATCH = 500;
const CLAIM_BATCH = 100;
const MAX_IN_FLIGHT = 50;
const LEASE_MARGIN_MS = 30_000;
/** The delivery log's memory: older delivered and failed deliveries (and their events) are forgotten. */
export const KEEP_DELIVERIES_MS = 30 * 24 * 3600_000;
/** How often a worker forgets them. */
const FORGET_EVERY_MS = 3600_000;
/** How long the ends of attempts are gathered before the next claim (kickSoon). */
const KICK_DELAY_MS = 10;
/** How much of an answer's body the log keeps. */
const RESPONSE_BODY_CHARS = 1000;

export interface EventWorkerDeps {
  db: Kysely<DB>;
  config: WebhooksConfig;
  log: FastifyBaseLogger;
  /** The endpoint's opened signing secret; throws when it cannot be opened. */
  openSecret: (sealed: string) => string;
  /** A new assistant signing secret, sealed (an assistant with a webhook URL and no secret gets one). */
  newSealedSecret: () => string;
  /** The HTTP attempt (default sendWebhook): the plugin's stores deliveries to the demo receiver directly. */
  send?: (request: SendRequest) => Promise<SendResult>;
}

interface Claimed {
  id: number;
  attempts: number;
  url: string | null;
  secretSealed: string | null;
  eventType: string;
  body: string | null;
}

/** The body and x-webhook-event of a delivery: an assistant's endpoint gets the end-of-call report. */
function bodyOf(
  endpoint: { assistant_id: number | null } | undefined,
  event: { id: number; type: string; created_at: string; payload: string } | undefined,
  eventType: string,
): { body: string | null; eventType: string } {
  if (!event) return { body: null, eventType };
  if (endpoint?.assistant_id !== null && endpoint?.assistant_id !== undefined) {
    return { body: forwardedReportBody(event.payload), eventType: END_OF_CALL_EVENT };
  }
  return { body: deliveryBody(event), eventType };
}

export class EventDeliveryWorker {
  private readonly loop: PollingWorker<Claimed>;
  private soon: NodeJS.Timeout | null = null;
  private forgotAt = 0;
  private readonly agents = {
    http: new http.Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT }),
    https: new https.Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT }),
  };

  constructor(private readonly deps: EventWorkerDeps) {
    this.loop = new PollingWorker({
      pollMs: deps.config.pollMs,
      maxInFlight: MAX_IN_FLIGHT,
      claim: (room) => this.claim(Math.min(room, CLAIM_BATCH)),
      attempt: (row) => this.attempt(row),
      onRoundError: (error) => deps.log.error({ err: error }, 'event webhook round failed'),
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Looks for new events and due deliveries now (coalesced with a round already running). */
  kick(): void {
    this.loop.kick();
  }

  /**
   * A round a few milliseconds from now, one for every attempt that ends meanwhile: each round's claim reads the
   * queue, so the ends of a batch of attempts are answered by one claim, not one each.
   */
  private kickSoon(): void {
    if (this.soon) return;
    this.soon = setTimeout(() => {
      this.soon = null;
      this.loop.kick();
    }, KICK_DELAY_MS);
    this.soon.unref();
  }

  async stop(): Promise<void> {
    if (this.soon) clearTimeout(this.soon);
    this.soon = null;
    await this.loop.stop();
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  private async claim(limit: number): Promise<Claimed[]> {
    const { db, config } = this.deps;
    await this.forgetOld();
    while ((await fanOutEvents(db, FAN_OUT_BATCH, this.deps.newSealedSecret)) === FAN_OUT_BATCH) {
      // A backlog: fanned out a batch at a time, each its own transaction.
    }
    const now = new Date();
    const rows = await claimDueDeliveries(db, {
      limit,
      at: nowIso(now),
      leaseUntil: nowIso(new Date(now.getTime() + config.timeoutMs + LEASE_MARGIN_MS)),
    });
    if (rows.length === 0) return [];
    const parts = await deliveryParts(
      db,
      [...new Set(rows.map((row) => row.endpoint_id))],
      [...new Set(rows.map((row) => row.event_id))],
    );
    return rows.map((row) => {
      const endpoint = parts.endpoints.get(row.endpoint_id);
      const event = parts.events.get(row.event_id);
      return {
        id: row.id,
        attempts: Number(row.attempts),
        url: endpoint?.url ?? null,
        secretSealed: endpoint?.secret_encrypted ?? null,
        ...bodyOf(endpoint, event, row.event_type),
      };
    });
  }

  /** Once an hour (first in the first round): the log's old deliveries and the events they needed. */
  private async forgetOld(): Promise<void> {
    const now = Date.now();
    if (now - this.forgotAt < FORGET_EVERY_MS) return;
    this.forgotAt = now;
    await deleteOldDeliveries(this.deps.db, nowIso(new Date(now - KEEP_DELIVERIES_MS)));
  }

  private async send(row: Claimed, startedAt: Date): Promise<SendResult> {
    if (row.url === null || row.body === null || !row.secretSealed) {
      return {
        ok: false,
        statusCode: null,
        error: 'The endpoint, its event or its signing secret no longer exists',
        refused: true,
      };
    }
    let secret: string;
    try {
      secret = this.deps.openSecret(row.secretSealed);
    } catch {
      return {
        ok: false,
        statusCode: null,
        error: 'The signing secret cannot be read with the configured encryption key',
        refused: true,
      };
    }
    const timestamp = String(Math.floor(startedAt.getTime() / 1000));
    try {
      return await (this.deps.send ?? sendWebhook)({
        url: row.url,
        body: row.body,
        headers: {
          'content-type': 'application/json',
          'user-agent': USER_AGENT,
          [DELIVERY_ID_HEADER]: String(row.id),
          [EVENT_HEADER]: row.eventType,
          [TIMESTAMP_HEADER]: timestamp,
          [SIGNATURE_HEADER]: signWebhook(secret, timestamp, row.body),
        },
        timeoutMs: this.deps.config.timeoutMs,
        allowPrivateTargets: this.deps.config.allowPrivateTargets,
        agents: this.agents,
        maxResponseBytes: RESPONSE_BODY_CHARS * 4,
      });
    } catch (error) {
      return {
        ok: false,
        statusCode: null,
        error: error instanceof Error ? error.message : String(error),
        refused: false,
      };
    }
  }

  private async attempt(row: Claimed): Promise<void> {
    const startedAt = new Date();
    const result = await this.send(row, startedAt);
    try {
      const outcome = this.outcomeOf(row, startedAt, result);
      await this.deps.db.transaction().execute((trx) => saveAttemptOutcomes(trx, [outcome]));
      // The resource's next delivery may go now, not at the next poll.
      if (outcome.status !== 'pending') this.kickSoon();
    } catch (error) {
      // The lease ends and the delivery is taken again.
      this.deps.log.error({ err: error, delivery: row.id }, 'event delivery result not saved');
    }
  }

  private outcomeOf(row: Claimed, startedAt: Date, result: SendResult): AttemptOutcome {
    const finished = new Date();
    const gaveUp = !result.ok && (result.refused || row.attempts >= this.deps.config.maxAttempts);
    const body = result.statusCode === null ? null : (result.body ?? null);
    return {
      id: row.id,
      attempt: row.attempts,
      startedAt: nowIso(startedAt),
      durationMs: Math.max(0, finished.getTime() - startedAt.getTime()),
      finishedAt: nowIso(finished),
      status: result.ok ? 'delivered' : gaveUp ? 'failed' : 'pending',
      responseStatus: result.statusCode,
      responseBody: body === null ? null : body.slice(0, RESPONSE_BODY_CHARS),
      error: result.error === null ? null : clipError(result.error),
      nextAttemptAt: nowIso(
        new Date(finished.getTime() + retryDelayMs(row.attempts, this.deps.config.retryBaseMs)),
      ),
    };
  }
}
