import type { Kysely } from 'kysely';
import type { BillingInterval, Transaction } from '@voice/contracts';
import type { DB } from '../../../db/schema';
import { packageIdOf, packageNames, type TransactionListRow } from './repository';

/** Transactions as the API answers them (Transaction, packages/contracts entities/billing.ts). */
export async function toTransactionsJson(
  db: Kysely<DB>,
  rows: TransactionListRow[],
): Promise<Transaction[]> {
  const ids = [...new Set(rows.map(packageIdOf).filter((id): id is number => id !== null))];
  const names = await packageNames(db, ids);
  return rows.map((row) => {
    const packageId = packageIdOf(row);
    const packageName = packageId === null ? undefined : names.get(packageId);
    const lineItems = (row.line_items ?? []).map((item) => ({
      description: String(item.description),
      amount: Number(item.amount),
    }));
    const amount = Number(row.amount);
    return {
      id: row.id,
      reference: row.reference,
      kind: row.kind,
      status: row.status,
      amount,
      currency: row.currency,
      description: row.description,
      provider: row.provider,
      provider_ref: row.provider_ref,
      created_at: row.created_at,
      user:
        row.user_id !== null && row.user_name !== null
          ? { id: row.user_id, name: row.user_name, email: row.user_email ?? '' }
          : null,
      reseller:
        row.reseller_id !== null && row.reseller_name !== null
          ? { id: row.reseller_id, org_name: row.reseller_name }
          : null,
      earner_reseller_id: row.earner_reseller_id,
      package:
        packageId !== null && packageName !== undefined
          ? { id: packageId, name: packageName }
          : null,
      subscription_id: row.subscription_id,
      billing_interval: (row.billing_interval as BillingInterval | null) ?? null,
      // Older rows have no lines: the whole amount is one line.
      line_items:
        lineItems.length > 0 ? lineItems : [{ description: row.description ?? 'Payment', amount }],
    };
  });
}
