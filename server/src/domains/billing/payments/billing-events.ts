import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { findCompletedTransaction } from '../transactions/repository';

/**
 * What happened to a customer's money or plan, for the features that react to it (receipt and plan-change
 * emails, notifications to the reseller): they subscribe with `on`; the billing code emits after its database
 * transaction committed. A listener's failure is logged and never undoes the billing change.
 */
export type BillingEvent =
  | {
      type: 'payment.succeeded';
      /** The completed transaction (its receipt). */
      transactionId: number;
      /** Its payer (a reseller admin for a reseller package), if any. */
      userId: number | null;
      /** The user subscription paid for (null for a reseller package). */
      subscriptionId: number | null;
    }
  | {
      type: 'plan.changed';
      userId: number;
      subscriptionId: number;
      fromPackageId: number;
      toPackageId: number;
      /** now: an upgrade (prorated); period-end: a downgrade scheduled, or applied at the renewal. */
      when: 'now' | 'scheduled' | 'renewal';
      /** The upgrade's charge, when one was made. */
      transactionId?: number;
    }
  | {
      /**
       * Payments were recorded and committed without a payment.succeeded of their own: a provider's webhook was
       * handled (a checkout paid or declined, a renewal invoice), or the billing job renewed plans. Emails keyed
       * on transactions look for new ones.
       */
      type: 'payment.settled';
      /** e.g. "webhook:sandbox:evt_1", "billing-job". */
      source: string;
    }
  | {
      type: 'subscription.cancelled';
      userId: number;
      subscriptionId: number;
      /** When the plan stops (the end of the paid period, or now). */
      endsAt: string;
    };

export type BillingEventListener = (event: BillingEvent) => Promise<void> | void;

export class BillingEvents {
  private readonly listeners = new Set<BillingEventListener>();

  on(listener: BillingEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async emit(event: BillingEvent, log: FastifyBaseLogger): Promise<void> {
    log.info({ billingEvent: event }, 'billing event');
    for (const listener of this.listeners) {
      try {
        await listener(event);
      } catch (error) {
        log.error({ err: error, billingEvent: event.type }, 'billing event listener failed');
      }
    }
  }
}

/** Where a payment is announced: the database it was recorded in and the app's billing events. */
export interface AnnounceDeps {
  db: Kysely<DB>;
  events?: BillingEvents;
  log: FastifyBaseLogger;
}

/**
 * Announces a completed payment just recorded (found by its provider reference): payment.succeeded once per
 * recording, from the code that recorded it (a replayed webhook or a second job run records nothing and so
 * announces nothing).
 */
export async function announceRecordedPayment(
  deps: AnnounceDeps,
  provider: string,
  providerRef: string,
): Promise<void> {
  if (!deps.events) return;
  const row = await findCompletedTransaction(deps.db, provider, providerRef);
  if (!row) return;
  await deps.events.emit(
    {
      type: 'payment.succeeded',
      transactionId: row.id,
      userId: row.user_id,
      subscriptionId: row.subscription_id,
    },
    deps.log,
  );
}

/** announceRecordedPayment for a payment handler (its database, log and the payments' events). */
export function announcePayment(
  deps: Pick<AnnounceDeps, 'db' | 'log'> & { payments: { events: BillingEvents } },
  provider: string,
  providerRef: string,
): Promise<void> {
  return announceRecordedPayment(
    { db: deps.db, events: deps.payments.events, log: deps.log },
    provider,
    providerRef,
  );
}
