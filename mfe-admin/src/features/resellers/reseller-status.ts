import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ResellerStatus } from '@voice/api-client';
import { i18n, type Tone } from '@voice/ui/core';
import { type FilterOption } from '@voice/ui';

/** How a reseller's status reads. */
const RESELLER_STATUS_LABELS: Record<ResellerStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  active: msg`Active`,
  suspended: msg`Suspended`,
};

/** The status filter's options, in the page's language (call it at render time). */
export function resellerStatusFilters(): FilterOption[] {
  return [
    { value: '', label: i18n._(msg`All statuses`) },
    ...(['active', 'pending', 'suspended'] as const).map((value) => ({
      value,
      label: i18n._(RESELLER_STATUS_LABELS[value]),
    })),
  ];
}

export function resellerStatusTone(status: string): Tone {
  if (status === 'active') return 'success';
  if (status === 'pending') return 'warning';
  return 'danger';
}

/** A status as it reads, in the page's language; an unknown one as it is. */
export function resellerStatusLabel(status: string): string {
  return Object.hasOwn(RESELLER_STATUS_LABELS, status)
    ? i18n._(RESELLER_STATUS_LABELS[status as ResellerStatus])
    : status;
}
