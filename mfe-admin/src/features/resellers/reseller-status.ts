import type { ResellerStatus } from '@voice/api-client';
import type { Tone } from '@voice/ui/core';
import { type FilterOption } from '@voice/ui';

/** How a reseller's status reads. */
export const RESELLER_STATUS_LABELS: Record<ResellerStatus, string> = {
  pending: 'Pending',
  active: 'Active',
  suspended: 'Suspended',
};

export const RESELLER_STATUS_FILTERS: FilterOption[] = [
  { value: '', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'suspended', label: 'Suspended' },
];

export function resellerStatusTone(status: string): Tone {
  if (status === 'active') return 'success';
  if (status === 'pending') return 'warning';
  return 'danger';
}

export function resellerStatusLabel(status: string): string {
  return RESELLER_STATUS_LABELS[status as ResellerStatus] ?? status;
}
