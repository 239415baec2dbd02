import type { AnyDb, MigrationFactory } from './helpers';

/**
 * An endpoint's deliveries in the order the delivery log and the endpoints list read them (newest first by id):
 * the log's page and an endpoint's latest delivery are read from the index's end instead of sorting all of the
 * endpoint's deliveries (30 days of them) on each read.
 */
export const eventDeliveryLogIndex: MigrationFactory = () => ({
  async up(db: AnyDb) {
    await db.schema
      .createIndex('event_deliveries_endpoint_log_idx')
      .on('event_deliveries')
      .columns(['endpoint_id', 'id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('event_deliveries_endpoint_log_idx').execute();
  },
});
