import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes } from './helpers';

/**
 * Renewals: subscriptions.provider_event_at, the provider's time (Stripe event.created) of the
 * newest subscription event applied, so that an older event delivered late never overwrites a newer state.
 */
export const subscriptionProviderEvents: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('subscriptions')
        .addColumn('provider_event_at', t.timestamp)
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('subscriptions').dropColumn('provider_event_at').execute();
    },
  };
};
