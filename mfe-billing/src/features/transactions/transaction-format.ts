import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatMoney, i18n, type Tone } from '@voice/ui/core';
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

const KIND_LABELS: Record<string, MessageDescriptor> = {
  payment: msg`Payment`,
  subscription: msg`Subscription`,
  renewal: msg`Renewal`,
  custom: msg`Custom subscription`,
  reseller: msg`Reseller package`,
  refund: msg`Refund`,
};

export function kindLabel(kind: string | null | undefined): string {
  if (!kind) return '—';
  const label = KIND_LABELS[kind];
  return label ? i18n._(label) : kind.charAt(0).toUpperCase() + kind.slice(1);
}

function planLabel(name: string): string {
  return t`${name} plan`;
}

/** What a transaction is for: its description, else the plan, else its kind. */
export function describe(transaction: Transaction): string {
  return (
    transaction.description ||
    (transaction.package ? planLabel(transaction.package.name) : kindLabel(transaction.kind))
  );
}

/** The money of a transaction: formatMoney for dollars (the platform's currency), else amount and code. */
export function formatAmount(amount: number, currency: string | null | undefined): string {
  const code = (currency || 'USD').toUpperCase();
  return code === 'USD' ? formatMoney(amount) : `${Number(amount).toFixed(2)} ${code}`;
}
