import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './helpers';

/**
 * The call-log queries that read a whole tenant's calls (the scenario benchmark, BENCHMARKS.md):
 * - A phone search matches digits anywhere in the assistant's or the customer's number, which no B-tree index
 *   serves: a search read every call of the scope (2.6 s on SQLite, 0.4 s on PostgreSQL at 1,000,000 calls).
 *   A trigram index finds the calls whose numbers contain the digits: on SQLite an FTS5 table with the trigram
 *   tokenizer over both numbers (external content: it stores the index only, the numbers stay in call_logs),
 *   kept by triggers in the transaction of every write of call_logs; on PostgreSQL pg_trgm's GIN indexes, which
 *   serve `like '%digits%'` as they are. Both need 3 digits or more; a shorter search still reads the scope.
 * - A status filter without a tenant (a platform admin's list) had no index that starts with the status: SQLite
 *   read and sorted the whole (reseller_id, status, start_time) index for each page (0.6–0.9 s). (status,
 *   start_time) gives the newest calls of a status in order, and its count walks only the matching calls.
 */
export const callLogSearch: MigrationFactory = (dialect) => {
  const pg = dialect === 'postgres';
  return {
    async up(db: AnyDb) {
      await db.schema
        .createIndex('call_logs_status_start_idx')
        .on('call_logs')
        .columns(['status', 'start_time'])
        .execute();
      if (pg) {
        // pg_trgm is a trusted extension (a database owner may create it). In the public schema, whatever the
        // search_path, so that every schema of the database (the tests make one per file) shares it; concurrent
        // first migrations wait for each other instead of both creating it.
        await sql`select pg_advisory_xact_lock(74120020)`.execute(db);
        await sql`create extension if not exists pg_trgm with schema public`.execute(db);
        for (const column of ['phone_number', 'customer_number']) {
          await sql`create index ${sql.id(`call_logs_${column}_trgm_idx`)} on call_logs
            using gin (${sql.id(column)} public.gin_trgm_ops)`.execute(db);
        }
        return;
      }
      await sql`create virtual table call_numbers using fts5(phone_number, customer_number,
        content = 'call_logs', content_rowid = 'id', tokenize = 'trigram')`.execute(db);
      await sql`insert into call_numbers (call_numbers) values ('rebuild')`.execute(db);
      await sql`create trigger call_numbers_insert after insert on call_logs begin
        insert into call_numbers (rowid, phone_number, customer_number)
          values (new.id, new.phone_number, new.customer_number);
      end`.execute(db);
      await sql`create trigger call_numbers_delete after delete on call_logs begin
        insert into call_numbers (call_numbers, rowid, phone_number, customer_number)
          values ('delete', old.id, old.phone_number, old.customer_number);
      end`.execute(db);
      await sql`create trigger call_numbers_update after update of phone_number, customer_number on call_logs
      begin
        insert into call_numbers (call_numbers, rowid, phone_number, customer_number)
          values ('delete', old.id, old.phone_number, old.customer_number);
        insert into call_numbers (rowid, phone_number, customer_number)
          values (new.id, new.phone_number, new.customer_number);
      end`.execute(db);
    },
    async down(db: AnyDb) {
      if (pg) {
        for (const column of ['phone_number', 'customer_number']) {
          await sql`drop index ${sql.id(`call_logs_${column}_trgm_idx`)}`.execute(db);
        }
      } else {
        for (const name of ['insert', 'delete', 'update']) {
          await sql`drop trigger ${sql.id(`call_numbers_${name}`)}`.execute(db);
        }
        await sql`drop table call_numbers`.execute(db);
      }
      await db.schema.dropIndex('call_logs_status_start_idx').execute();
    },
  };
};
