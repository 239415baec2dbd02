import { FilterSelect, type FilterOption } from '@voice/ui';

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
  label = 'Reseller',
  allLabel = 'All sites',
  value,
  resellers,
  onChange,
}: ResellerFilterProps) {
  return (
    <FilterSelect
      id={id}
      label={label}
      value={String(value)}
      options={[
        { value: '', label: allLabel },
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
  pending: 'Pending',
  active: 'Active',
  past_due: 'Past due',
  cancelled: 'Cancelled',
  expired: 'Expired',
} as const;

export type SubscriptionStatusName = keyof typeof STATUS_LABELS;

/** "All statuses", then the given statuses in order. */
export function statusFilters(statuses: readonly SubscriptionStatusName[]): FilterOption[] {
  return [
    { value: '', label: 'All statuses' },
    ...statuses.map((value) => ({ value, label: STATUS_LABELS[value] })),
  ];
}
