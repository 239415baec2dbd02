import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './helpers';

/**
 * Dashboards at 10,000,000 calls, no long query on SQLite's event loop:
 * - revenue_totals and revenue_monthly_totals: completed revenue in cents and the number of transactions per
 *   source ('platform_plans', 'reseller_packages', 'reseller_customers', as billing/transactions/revenue-totals.ts
 *   names them) and reseller (reseller_key: the earner, or the payer of a reseller package; 0 for none), all time
 *   and per UTC month ('YYYY-MM'), kept by triggers on transactions in the transaction of every insert, update
 *   and delete (whichever module writes it), so that the dashboards' and the platform overview's revenue read a
 *   row per reseller (and this month's rows) instead of every transaction. Filled from the stored transactions.
 * - call_logs (user_id, status, start_time) and (reseller_id, status, start_time): the call-log lists' status
 *   filter in a user's or a tenant's calls walks an index (a status without matches was a scan of the scope).
 */
export const revenueTotalsCallIndexes: MigrationFactory = (dialect) => {
  const pg = dialect === 'postgres';
  /** The totals' columns of a transaction as SQL: `p` is 'new.' or 'old.' (a trigger's row), '' (a table read). */
  const source = (p: string) =>
    `case when ${p}earner_reseller_id is not null then 'reseller_customers' when ${p}kind = 'reseller' then 'reseller_packages' else 'platform_plans' end`;
  const resellerKey = (p: string) =>
    `coalesce(case when ${p}earner_reseller_id is not null then ${p}earner_reseller_id when ${p}kind = 'reseller' then ${p}reseller_id end, 0)`;
  const month = (p: string) =>
    pg ? `to_char(${p}created_at at time zone 'UTC', 'YYYY-MM')` : `substr(${p}created_at, 1, 7)`;
  const cents = (p: string) => `cast(round(${p}amount * 100) as ${pg ? 'bigint' : 'integer'})`;
  /**
   * Adds (sign 1) or takes away (sign -1) the trigger's row `p` to both totals when it is completed: two
   * statements, each ended by ';'.
   */
  const apply = (p: 'new.' | 'old.', sign: 1 | -1) =>
    sql.raw(
      (
        [
          ['revenue_totals', '', ''],
          ['revenue_monthly_totals', ', month', `, ${month(p)}`],
        ] as const
      )
        .map(
          ([
            table,
            column,
            value,
          ]) => `insert into ${table} (source, reseller_key${column}, amount_cents, transactions)
            select ${source(p)}, ${resellerKey(p)}${value}, ${sign} * ${cents(p)}, ${sign}
            where ${p}status = 'completed'
            on conflict (source, reseller_key${column}) do update set
              amount_cents = ${table}.amount_cents + excluded.amount_cents,
              transactions = ${table}.transactions + excluded.transactions;`,
        )
        .join('\n'),
    );

  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('revenue_monthly_totals')
        .addColumn('source', 'varchar(20)', (c) => c.notNull())
        .addColumn('reseller_key', 'integer', (c) => c.notNull())
        .addColumn('month', 'varchar(7)', (c) => c.notNull())
        .addColumn('amount_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('transactions', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('revenue_monthly_totals_pk', ['source', 'reseller_key', 'month'])
        .execute();
      // This month's rows of every reseller (the overview).
      await db.schema
        .createIndex('revenue_monthly_totals_month_idx')
        .on('revenue_monthly_totals')
        .columns(['month', 'source', 'reseller_key', 'amount_cents'])
        .execute();
      await db.schema
        .createTable('revenue_totals')
        .addColumn('source', 'varchar(20)', (c) => c.notNull())
        .addColumn('reseller_key', 'integer', (c) => c.notNull())
        .addColumn('amount_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('transactions', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('revenue_totals_pk', ['source', 'reseller_key'])
        .execute();

      if (pg) {
        await sql`create function revenue_monthly_totals_apply() returns trigger language plpgsql as $$
          begin
            if tg_op in ('UPDATE', 'DELETE') then
              ${apply('old.', -1)}
            end if;
            if tg_op in ('INSERT', 'UPDATE') then
              ${apply('new.', 1)}
            end if;
            return null;
          end $$`.execute(db);
        await sql`create trigger transactions_revenue_totals
          after insert or update or delete on transactions
          for each row execute function revenue_monthly_totals_apply()`.execute(db);
      } else {
        await sql`create trigger transactions_revenue_insert after insert on transactions begin
          ${apply('new.', 1)}
        end`.execute(db);
        await sql`create trigger transactions_revenue_update after update on transactions begin
          ${apply('old.', -1)}
          ${apply('new.', 1)}
        end`.execute(db);
        await sql`create trigger transactions_revenue_delete after delete on transactions begin
          ${apply('old.', -1)}
        end`.execute(db);
      }

      // The totals of the transactions already stored.
      await sql`insert into revenue_monthly_totals (source, reseller_key, month, amount_cents, transactions)
        select ${sql.raw(source(''))}, ${sql.raw(resellerKey(''))}, ${sql.raw(month(''))},
          sum(${sql.raw(cents(''))}), count(*)
        from transactions where status = 'completed'
        group by 1, 2, 3`.execute(db);
      await sql`insert into revenue_totals (source, reseller_key, amount_cents, transactions)
        select source, reseller_key, sum(amount_cents), sum(transactions) from revenue_monthly_totals
        group by source, reseller_key`.execute(db);

      await db.schema
        .createIndex('call_logs_user_status_idx')
        .on('call_logs')
        .columns(['user_id', 'status', 'start_time'])
        .execute();
      await db.schema
        .createIndex('call_logs_reseller_status_idx')
        .on('call_logs')
        .columns(['reseller_id', 'status', 'start_time'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('call_logs_reseller_status_idx').execute();
      await db.schema.dropIndex('call_logs_user_status_idx').execute();
      if (pg) {
        await sql`drop trigger transactions_revenue_totals on transactions`.execute(db);
        await sql`drop function revenue_monthly_totals_apply()`.execute(db);
      } else {
        for (const name of ['insert', 'update', 'delete']) {
          await sql`drop trigger ${sql.raw(`transactions_revenue_${name}`)}`.execute(db);
        }
      }
      await db.schema.dropTable('revenue_totals').execute();
      await db.schema.dropTable('revenue_monthly_totals').execute();
    },
  };
};
