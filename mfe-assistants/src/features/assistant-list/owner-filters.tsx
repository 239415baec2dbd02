import { useState } from 'react';
import styled from 'styled-components';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Reseller, UserOption } from '@voice/contracts';
import { FilterGrid, FormField, ResellerOptions, Select, TextInput } from '@voice/ui';
import { useOwnerOptionsQuery } from './api/get-owner-options';
import { useResellersQuery } from '@voice/api-client/queries';
import type { ListQueryState } from './list-query';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../shared/use-debounced-value';

export const NO_USERS_TEXT = msg`No users found`;
export const NO_RESELLERS_TEXT = msg`No resellers found`;

const Empty = styled.p`
  margin: -0.5rem 0 1rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The chosen item stays among the choices while a search hides it, so the select keeps showing it. */
function withChosen<T extends { id: number }>(items: T[], chosen: T | null): T[] {
  return chosen && !items.some((item) => item.id === chosen.id) ? [chosen, ...items] : items;
}

function ResellerFilter({ state }: { state: ListQueryState }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Reseller | null>(null);
  const resellers = useResellersQuery(true);
  const needle = search.trim().toLowerCase();
  const matches = (resellers.data ?? []).filter((r) => r.org_name.toLowerCase().includes(needle));
  const choices = withChosen(matches, chosen);
  return (
    <div>
      <FormField label={t`Search resellers`} htmlFor="assistant-reseller-search">
        <TextInput
          id="assistant-reseller-search"
          type="search"
          placeholder={t`Organisation name`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </FormField>
      <FormField label={t`Reseller`} htmlFor="assistant-reseller">
        <Select
          id="assistant-reseller"
          value={state.resellerId ?? ''}
          onChange={(event) => {
            const id = event.target.value ? Number(event.target.value) : null;
            setChosen(choices.find((r) => r.id === id) ?? null);
            state.setResellerId(id);
          }}
        >
          <ResellerOptions resellers={choices} allLabel={t`All resellers`} />
        </Select>
      </FormField>
      {resellers.isSuccess && matches.length === 0 ? (
        <Empty role="status">{t(NO_RESELLERS_TEXT)}</Empty>
      ) : null}
    </div>
  );
}

function ownerLabel(user: UserOption, showReseller: boolean): string {
  const base = `${user.name} (${user.email})`;
  return showReseller && user.reseller_name ? `${base}, ${user.reseller_name}` : base;
}

function OwnerFilter({
  state,
  source,
}: {
  state: ListQueryState;
  source: 'admin' | 'super-admin';
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<UserOption | null>(null);
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useOwnerOptionsQuery({ source, search: debounced, resellerId: state.resellerId });
  const found = users.data ?? [];
  const current = chosen && chosen.id === state.ownerId ? chosen : null;
  const choices = withChosen(found, current);
  return (
    <div>
      <FormField label={t`Search owners`} htmlFor="assistant-owner-search">
        <TextInput
          id="assistant-owner-search"
          type="search"
          placeholder={t`Name or email`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </FormField>
      <FormField label={t`Owner`} htmlFor="assistant-owner">
        <Select
          id="assistant-owner"
          value={state.ownerId ?? ''}
          onChange={(event) => {
            const id = event.target.value ? Number(event.target.value) : null;
            setChosen(choices.find((u) => u.id === id) ?? null);
            state.setOwnerId(id);
          }}
        >
          <option value="">
            <Trans>All owners</Trans>
          </option>
          {choices.map((user) => (
            <option key={user.id} value={user.id}>
              {ownerLabel(user, source === 'super-admin')}
            </option>
          ))}
        </Select>
      </FormField>
      {users.isSuccess && found.length === 0 ? (
        <Empty role="status">{t(NO_USERS_TEXT)}</Empty>
      ) : null}
    </div>
  );
}

/** The admin lists' owner filter and, for platform super admins, the reseller filter (spec 001 §2, §6). */
export function OwnerFilters({
  state,
  source,
  resellerFilter,
}: {
  state: ListQueryState;
  source: 'admin' | 'super-admin';
  resellerFilter: boolean;
}) {
  const { t } = useLingui();
  return (
    <FilterGrid $min="200px" $align="start" role="group" aria-label={t`Owner filters`}>
      {resellerFilter ? <ResellerFilter state={state} /> : null}
      <OwnerFilter state={state} source={source} />
    </FilterGrid>
  );
}
