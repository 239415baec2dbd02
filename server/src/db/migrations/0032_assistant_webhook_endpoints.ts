import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * The assistants' end-of-call report forwarding becomes a subscriber of the event webhooks (one delivery
 * mechanism):
 * - webhook_endpoints.assistant_id: a system endpoint of an assistant (source 'assistant'), subscribed to call.ended
 *   of that assistant's calls only; never listed on the webhooks page. No foreign key: when the assistant is
 *   deleted its endpoint stays with its log (the calls' pages keep their history), receives nothing more, and a
 *   delivery still queued fails at once (no secret to sign with), as the old queue's did. Ids are never reused.
 * - event_delivery_attempts: every attempt of a delivery (the call page's forwarding log shows them).
 * - event_deliveries(resource_key): the call page reads a call's deliveries by their resource.
 * - The forwarding queue's rows (webhook_deliveries, with their attempts) are MOVED, delivered and failed ones
 *   too (the call pages keep their history): each becomes a call.ended event (already fanned out) and its
 *   delivery to its assistant's endpoint, with its status, attempt count, next attempt and lease as they were, so
 *   that a pending one is sent by the new worker when it is due. A row whose assistant was deleted is dropped (the
 *   old worker failed it at once: no secret to sign with). Then the old tables are dropped.
 */
export const assistantWebhookEndpoints: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('webhook_endpoints')
        .addColumn('assistant_id', 'integer')
        .execute();
      await db.schema
        .createIndex('webhook_endpoints_assistant_idx')
        .on('webhook_endpoints')
        .column('assistant_id')
        .unique()
        .execute();
      await db.schema
        .createIndex('event_deliveries_resource_key_idx')
        .on('event_deliveries')
        .column('resource_key')
        .execute();
      await withId(db.schema.createTable('event_delivery_attempts'), dialect)
        .addColumn('delivery_id', 'integer', (c) =>
          c.notNull().references('event_deliveries.id').onDelete('cascade'),
        )
        .addColumn('attempt', 'integer', notNull)
        .addColumn('started_at', t.timestamp, notNull)
        .addColumn('duration_ms', 'integer', notNull)
        .addColumn('status_code', 'integer')
        .addColumn('error', 'text')
        .execute();
      await db.schema
        .createIndex('event_delivery_attempts_delivery_idx')
        .on('event_delivery_attempts')
        .columns(['delivery_id', 'attempt'])
        .execute();

      const now = new Date().toISOString();
      // An endpoint for every assistant with a webhook URL, and for every assistant with forwarded reports.
      const assistants = (await db
        .selectFrom('assistants as a')
        .leftJoin('users as u', 'u.id', 'a.user_id')
        .select([
          'a.id',
          'a.user_id',
          'u.reseller_id',
          'a.webhook_url',
          'a.webhook_secret_encrypted',
          (eb) =>
            eb
              .selectFrom('webhook_deliveries as d')
              .select('d.url')
              .whereRef('d.assistant_id', '=', 'a.id')
              .orderBy('d.id', 'desc')
              .limit(1)
              .as('last_url'),
        ])
        .execute()) as {
        id: number;
        user_id: number | null;
        reseller_id: number | null;
        webhook_url: string | null;
        webhook_secret_encrypted: string | null;
        last_url: string | null;
      }[];
      const endpointOf = new Map<number, number>();
      for (const a of assistants) {
        const url = a.webhook_url || a.last_url;
        if (!url || a.user_id === null) continue;
        const row = (await db
          .insertInto('webhook_endpoints')
          .values({
            user_id: a.user_id,
            reseller_id: a.reseller_id,
            scope: 'own',
            url,
            description: '',
            events: JSON.stringify(['call.ended']),
            // The signature uses the assistant's own secret, read when sending (this copy is not used).
            secret_encrypted: a.webhook_secret_encrypted ?? '',
            secret_last4: '',
            enabled: 1,
            source: 'assistant',
            assistant_id: a.id,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()) as { id: number };
        endpointOf.set(a.id, row.id);
      }

      const deliveries = (await db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('call_logs as c', 'c.id', 'd.call_log_id')
        .select([
          'd.id',
          'd.assistant_id',
          'd.payload',
          'd.status',
          'd.attempts',
          'd.next_attempt_at',
          'd.locked_until',
          'd.last_status_code',
          'd.last_error',
          'd.delivered_at',
          'd.created_at',
          'd.updated_at',
          'c.call_id',
          'c.user_id',
          'c.reseller_id',
        ])
        .orderBy('d.id')
        .execute()) as {
        id: number;
        assistant_id: number | null;
        payload: string;
        status: string;
        attempts: number;
        next_attempt_at: unknown;
        locked_until: unknown;
        last_status_code: number | null;
        last_error: string | null;
        delivered_at: unknown;
        created_at: unknown;
        updated_at: unknown;
        call_id: string;
        user_id: number | null;
        reseller_id: number | null;
      }[];
      for (const d of deliveries) {
        const endpointId = d.assistant_id === null ? undefined : endpointOf.get(d.assistant_id);
        if (endpointId === undefined) continue;
        let call: unknown;
        try {
          call = (JSON.parse(d.payload) as { call?: unknown }).call;
        } catch {
          call = undefined;
        }
        if (call === undefined) continue;
        const event = (await db
          .insertInto('events')
          .values({
            type: 'call.ended',
            resource_type: 'call',
            resource_id: d.call_id,
            user_id: d.user_id,
            reseller_id: d.reseller_id,
            // The report's call as it was queued: the body re-made from it is the same bytes.
            payload: JSON.stringify(call),
            fanned_out: 1,
            created_at: d.created_at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()) as { id: number };
        const moved = (await db
          .insertInto('event_deliveries')
          .values({
            endpoint_id: endpointId,
            event_id: event.id,
            event_type: 'call.ended',
            resource_key: `call:${d.call_id}`,
            status: d.status,
            attempts: d.attempts,
            next_attempt_at: d.next_attempt_at,
            locked_until: d.locked_until,
            response_status: d.last_status_code,
            error: d.last_error,
            created_at: d.created_at,
            delivered_at: d.delivered_at,
            updated_at: d.updated_at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()) as { id: number };
        await sql`insert into event_delivery_attempts (delivery_id, attempt, started_at, duration_ms, status_code, error)
          select ${moved.id}, attempt, started_at, duration_ms, status_code, error
          from webhook_delivery_attempts where delivery_id = ${d.id} order by id`.execute(db);
      }

      await db.schema.dropTable('webhook_delivery_attempts').execute();
      await db.schema.dropTable('webhook_deliveries').execute();
    },
    async down(db: AnyDb) {
      // The old queue comes back empty (its rows stay in the event tables); the assistants' endpoints go.
      await withId(db.schema.createTable('webhook_deliveries'), dialect)
        .addColumn('call_log_id', 'integer', (c) =>
          c.notNull().references('call_logs.id').onDelete('cascade'),
        )
        .addColumn('assistant_id', 'integer', (c) =>
          c.references('assistants.id').onDelete('set null'),
        )
        .addColumn('event', 'varchar(40)', notNull)
        .addColumn('url', 'varchar(2048)', notNull)
        .addColumn('payload', 'text', notNull)
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', t.timestamp, notNull)
        .addColumn('locked_until', t.timestamp)
        .addColumn('last_status_code', 'integer')
        .addColumn('last_error', 'varchar(500)')
        .addColumn('delivered_at', t.timestamp)
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_due_idx')
        .on('webhook_deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_call_idx')
        .on('webhook_deliveries')
        .columns(['call_log_id'])
        .execute();
      await withId(db.schema.createTable('webhook_delivery_attempts'), dialect)
        .addColumn('delivery_id', 'integer', (c) =>
          c.notNull().references('webhook_deliveries.id').onDelete('cascade'),
        )
        .addColumn('attempt', 'integer', notNull)
        .addColumn('started_at', t.timestamp, notNull)
        .addColumn('duration_ms', 'integer', notNull)
        .addColumn('status_code', 'integer')
        .addColumn('error', 'varchar(500)')
        .execute();
      await db.schema
        .createIndex('webhook_delivery_attempts_delivery_idx')
        .on('webhook_delivery_attempts')
        .columns(['delivery_id', 'attempt'])
        .execute();
      await db.deleteFrom('webhook_endpoints').where('source', '=', 'assistant').execute();
      await db.schema.dropTable('event_delivery_attempts').execute();
      await db.schema.dropIndex('event_deliveries_resource_key_idx').execute();
      await db.schema.dropIndex('webhook_endpoints_assistant_idx').execute();
      await db.schema.alterTable('webhook_endpoints').dropColumn('assistant_id').execute();
    },
  };
};
