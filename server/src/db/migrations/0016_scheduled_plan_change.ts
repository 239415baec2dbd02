import type { AnyDb, MigrationFactory } from './helpers';

/**
 * subscriptions.scheduled_package_id: a move to a cheaper plan waits for the end of the paid period (as Stripe
 * Billing schedules a downgrade); the renewal switches to it. Cleared when the customer keeps the current plan.
 */
export const scheduledPlanChange: MigrationFactory = () => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable('subscriptions')
      .addColumn('scheduled_package_id', 'integer', (c) => c.references('packages.id'))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('subscriptions').dropColumn('scheduled_package_id').execute();
  },
});
