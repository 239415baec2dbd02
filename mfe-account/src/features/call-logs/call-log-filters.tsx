import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CALL_STATUSES, type Reseller } from '@voice/contracts';
import {
  AssistantFilter,
  Button,
  DateRangeFields,
  FilterGrid,
  FormField,
  ResellerOptions,
  Select,
} from '@voice/ui';
import type { AssistantOption } from './api/get-assistant-options';
import { PhoneSearchField } from './phone-search-field';
import type { CallLogFilters as Filters } from './use-call-log-filters';

const STATUS_LABELS: Record<(typeof CALL_STATUSES)[number], MessageDescriptor> = {
  completed: msg`Completed`,
  failed: msg`Failed`,
  'in-progress': msg`In progress`,
};

export interface CallLogFiltersProps {
  filters: Filters;
  /** Any filter set: offers "Clear filters". */
  filtered: boolean;
  /** Shown on the To field. */
  rangeError: string | null;
  onChange: (next: Partial<Filters>, options?: { replace?: boolean }) => void;
  assistants: AssistantOption[];
  /** Platform admins: the reseller (tenant) filter with these resellers. */
  resellers: Reseller[] | null;
}

/** Assistant, status, date range, phone search and (platform admins) tenant of the call-log lists. */
export function CallLogFiltersBar({
  filters,
  filtered,
  rangeError,
  onChange,
  assistants,
  resellers,
}: CallLogFiltersProps) {
  const { t } = useLingui();
  return (
    <FilterGrid role="search" aria-label={t`Filter calls`}>
      {resellers ? (
        <FormField label={t`Tenant`} htmlFor="call-logs-reseller">
          <Select
            id="call-logs-reseller"
            value={filters.reseller_id}
            onChange={(event) => onChange({ reseller_id: event.target.value, assistant_id: '' })}
          >
            <ResellerOptions resellers={resellers} allLabel={t`All tenants`} />
          </Select>
        </FormField>
      ) : null}
      <AssistantFilter
        id="call-logs-assistant"
        assistants={assistants}
        value={filters.assistant_id}
        onChange={(assistant_id) => onChange({ assistant_id })}
      />
      <FormField label={t`Status`} htmlFor="call-logs-status">
        <Select
          id="call-logs-status"
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as Filters['status'] })}
        >
          <option value="">{t`All statuses`}</option>
          {CALL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(STATUS_LABELS[status])}
            </option>
          ))}
        </Select>
      </FormField>
      <DateRangeFields
        idPrefix="call-logs"
        from={filters.from}
        to={filters.to}
        error={rangeError}
        onChange={onChange}
      />
      <PhoneSearchField
        id="call-logs-search"
        value={filters.search}
        onSearch={(search) => onChange({ search }, { replace: true })}
      />
      {filtered ? (
        <Button
          variant="ghost"
          onClick={() =>
            onChange({
              assistant_id: '',
              status: '',
              from: '',
              to: '',
              search: '',
              reseller_id: '',
            })
          }
        >
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
    </FilterGrid>
  );
}
