import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FilterSelect, type FilterOption } from '@voice/ui';
import { i18n } from '@voice/ui/core';

/** ?reseller_id= from the address: a positive integer, or '' (all). */
export function resellerParam(value: string | null): number | '' {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : '';
}

export interface ResellerFilterProps {
  id: string;
  label?: string;
  /** The "every reseller" choice. */
  allLabel?: string;
  value: number | '';
  /** The resellers to pick from (none yet while they load). */
  resellers: readonly { id: number; org_name: string }[] | undefined;
  onChange: (value: string) => void;
}

/** A select of one reseller (or all) that filters a platform admin's list. */
export function ResellerFilter({
  id,
  label,
  allLabel,
  value,
  resellers,
  onChange,
}: ResellerFilterProps) {
  const { t } = useLingui();
  return (
    <FilterSelect
      id={id}
      label={label ?? t`Reseller`}
      value={String(value)}
      options={[
        { value: '', label: allLabel ?? t`All sites` },
        ...(resellers ?? []).map((reseller) => ({
          value: String(reseller.id),
          label: reseller.org_name,
        })),
      ]}
      onChange={onChange}
    />
  );
}

/** How a subscription's status reads, wherever it is listed or filtered. */
const STATUS_LABELS = {
  pending: msg`Pending`,
  active: msg`Active`,
  past_due: msg`Past due`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
} as const;

export type SubscriptionStatusName = keyof typeof STATUS_LABELS;

/** A subscription status as it reads, in the page's language ('past_due' -> 'Past due'); another is capitalised. */
export function subscriptionStatusLabel(status: string): string {
  return Object.hasOwn(STATUS_LABELS, status)
    ? i18n._(STATUS_LABELS[status as SubscriptionStatusName])
    : status.charAt(0).toUpperCase() + status.slice(1);
}

/** "All statuses", then the given statuses in order, in the page's language (call it at render time). */
export function statusFilters(statuses: readonly SubscriptionStatusName[]): FilterOption[] {
  return [
    { value: '', label: i18n._(msg`All statuses`) },
    ...statuses.map((value) => ({ value, label: i18n._(STATUS_LABELS[value]) })),
  ];
}
