import { formatMoney, type Tone } from '@voice/ui/core';
import type { Transaction } from '@voice/contracts';

/** completed, pending, failed, refunded; anything else neutral. */
export function transactionStatusTone(status: string | null | undefined): Tone {
  switch (status) {
    case 'completed':
      return 'success';
    case 'pending':
      return 'warning';
    case 'failed':
      return 'danger';
    case 'refunded':
      return 'info';
    default:
      return 'neutral';
  }
}

const KIND_LABELS: Record<string, string> = {
  payment: 'Payment',
  subscription: 'Subscription',
  renewal: 'Renewal',
  custom: 'Custom subscription',
  reseller: 'Reseller package',
  refund: 'Refund',
};

export function kindLabel(kind: string | null | undefined): string {
  if (!kind) return '—';
  return KIND_LABELS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);
}

/** What a transaction is for: its description, else the plan, else its kind. */
export function describe(transaction: Transaction): string {
  return (
    transaction.description ||
    (transaction.package ? `${transaction.package.name} plan` : kindLabel(transaction.kind))
  );
}

/** The money of a transaction: formatMoney for dollars (the platform's currency), else amount and code. */
export function formatAmount(amount: number, currency: string | null | undefined): string {
  const code = (currency || 'USD').toUpperCase();
  return code === 'USD' ? formatMoney(amount) : `${Number(amount).toFixed(2)} ${code}`;
}
