import { sql, type Insertable, type Kysely, type SqlBool } from 'kysely';
import type { DB, Db, TransactionLineItem, TransactionsTable } from '../../../db/schema';
import { paginate, type Page, type PageRequest } from '../../../lib/paginate';
import { emitPaymentEvent, PAYMENT_COLUMNS } from '../subscriptions/events-repository';

/**
 * Which transactions a user may see. A tenant's rows are what its customers paid it (`customers`), what it paid the
 * platform (`fees`), or both (a receipt either way).
 */
export type TransactionScope =
  | { kind: 'all'; resellerId?: number }
  | { kind: 'tenant'; resellerId: number | null; rows?: 'customers' | 'fees' | 'both' }
  | { kind: 'own'; userId: number };

/** Receipt lines may name the plan they are for. */
type StoredLineItem = TransactionLineItem & { package_id?: number };

function baseQuery(db: Kysely<DB>, scope: TransactionScope) {
  const query = db.selectFrom('transactions as t');
  if (scope.kind === 'own') return query.where('t.user_id', '=', scope.userId);
  // A tenant's transactions: what its customers paid it (earner) and what it paid (its own rows).
  const tenant = (id: number | null) =>
    id === null
      ? sql<SqlBool>`(t.earner_reseller_id is null and t.reseller_id is null)`
      : sql<SqlBool>`(t.earner_reseller_id = ${id} or t.reseller_id = ${id})`;
  if (scope.kind === 'tenant') {
    const id = scope.resellerId;
    if (id === null || (scope.rows ?? 'both') === 'both') return query.where(tenant(id));
    return scope.rows === 'customers'
      ? query.where('t.earner_reseller_id', '=', id)
      : query.where('t.reseller_id', '=', id).where('t.earner_reseller_id', 'is', null);
  }
  return scope.resellerId === undefined ? query : query.where(tenant(scope.resellerId));
}

function withRows(query: ReturnType<typeof baseQuery>) {
  return query
    .leftJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('resellers as r', 'r.id', 't.reseller_id')
    .leftJoin('subscriptions as s', 's.id', 't.subscription_id')
    .select([
      't.id',
      't.reference',
      't.kind',
      't.status',
      't.amount',
      't.currency',
      't.description',
      't.provider',
      't.provider_ref',
      't.created_at',
      't.user_id',
      'u.name as user_name',
      'u.email as user_email',
      't.reseller_id',
      'r.org_name as reseller_name',
      't.earner_reseller_id',
      't.subscription_id',
      's.package_id as subscription_package_id',
      's.billing_interval',
      't.line_items',
    ]);
}

export type TransactionListRow = Awaited<
  ReturnType<ReturnType<typeof withRows>['execute']>
>[number];

export async function listTransactions(
  db: Kysely<DB>,
  scope: TransactionScope,
  page: PageRequest,
): Promise<Page<TransactionListRow>> {
  return paginate(baseQuery(db, scope), page, (rows) =>
    withRows(rows).orderBy('t.created_at', 'desc').orderBy('t.id', 'desc'),
  );
}

export async function findTransaction(
  db: Kysely<DB>,
  scope: TransactionScope,
  id: number,
): Promise<TransactionListRow | undefined> {
  return withRows(baseQuery(db, scope).where('t.id', '=', id)).executeTakeFirst();
}

/** The plan of each row: the one its receipt lines name, else its subscription's. */
export function packageIdOf(row: TransactionListRow): number | null {
  const items = (row.line_items ?? []) as StoredLineItem[];
  const named = items.find((item) => typeof item.package_id === 'number');
  return named?.package_id ?? row.subscription_package_id ?? null;
}

export async function packageNames(db: Kysely<DB>, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('packages')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A completed payment as its provider reported it: what its transaction row records of it. */
export interface PaidTransaction {
  amount: number;
  currency: string;
  description: string;
  provider: string;
  provider_ref: string;
  reference: string;
}

/** Records one payment, refund or failed attempt (the caller builds its kind, earner and line items). */
export async function insertTransaction(
  db: Db,
  values: Insertable<TransactionsTable>,
): Promise<void> {
  const row = await db
    .insertInto('transactions')
    .values(values)
    .returning(PAYMENT_COLUMNS)
    .executeTakeFirstOrThrow();
  await emitPaymentEvent(db, row);
}

/** Has this provider's charge (or failure reference) been recorded already? */
export async function transactionExists(
  db: Db,
  provider: string,
  providerRef: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('transactions')
    .select('id')
    .where('provider', '=', provider)
    .where('provider_ref', '=', providerRef)
    .executeTakeFirst();
  return row !== undefined;
}

/** A completed transaction found by its provider's reference: who paid, for which subscription. */
export async function findCompletedTransaction(db: Db, provider: string, providerRef: string) {
  return db
    .selectFrom('transactions')
    .select(['id', 'user_id', 'subscription_id'])
    .where('provider', '=', provider)
    .where('provider_ref', '=', providerRef)
    .where('status', '=', 'completed')
    .executeTakeFirst();
}
