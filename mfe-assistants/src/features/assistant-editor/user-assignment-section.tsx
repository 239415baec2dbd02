import { useState } from 'react';
import { useFormikContext, getIn } from 'formik';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { SEARCH_DEBOUNCE_MS, type AssistantFormPayload, type UserOption } from '@voice/contracts';
import { useSession } from '@voice/session';
import { fieldA11y, FormField, ResellerOptions, Select, TextInput } from '@voice/ui';
import { useResellersQuery } from '@voice/api-client/queries';
import { useUsersForAssignmentQuery } from './api/get-users-for-assignment';
import { fieldId } from './field-paths';
import { EditorSection, FieldRow } from './form-controls';
import { useDebouncedValue } from '../../shared/use-debounced-value';

const Empty = styled.p`
  margin: -0.5rem 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

function userLabel(
  user: Pick<UserOption, 'name' | 'email' | 'reseller_name'>,
  superAdmin: boolean,
) {
  const base = `${user.name} (${user.email})`;
  return superAdmin && user.reseller_name ? `${base} · ${user.reseller_name}` : base;
}

/** The reseller picker of super admins: a name filter and the matching resellers. */
function ResellerPicker({
  resellerId,
  onChange,
}: {
  resellerId: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useLingui();
  const resellers = useResellersQuery(true).data ?? [];
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? resellers.filter((r) => r.org_name.toLowerCase().includes(needle) || r.id === resellerId)
    : resellers;
  const noMatch =
    needle !== '' && !resellers.some((r) => r.org_name.toLowerCase().includes(needle));
  return (
    <FieldRow>
      <FormField label={t`Search Resellers`} htmlFor="assign-reseller-search">
        <TextInput
          id="assign-reseller-search"
          type="search"
          value={filter}
          placeholder={t`Organisation name`}
          onChange={(event) => setFilter(event.target.value)}
        />
      </FormField>
      <div>
        <FormField label={t`Reseller`} htmlFor="assign-reseller">
          <Select
            id="assign-reseller"
            value={resellerId === null ? '' : String(resellerId)}
            onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
          >
            <ResellerOptions resellers={shown} allLabel={t`All resellers`} />
          </Select>
        </FormField>
        {noMatch ? (
          <Empty role="status">
            <Trans>No resellers found</Trans>
          </Empty>
        ) : null}
      </div>
    </FieldRow>
  );
}

/**
 * 7. User Assignment (admins): the user the assistant belongs to, from the for-assignment endpoints (search
 * debounced); super admins can narrow the users by reseller. On create the admin itself is the default.
 */
export function UserAssignmentSection({ superAdmin }: { superAdmin: boolean }) {
  const { values, errors, touched, setFieldValue, setFieldTouched } =
    useFormikContext<AssistantFormPayload>();
  const { t } = useLingui();
  const me = useSession((s) => s.user);
  const [search, setSearch] = useState('');
  const [resellerId, setResellerId] = useState<number | null>(null);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const usersQuery = useUsersForAssignmentQuery(
    { superAdmin, search: debouncedSearch, resellerId },
    true,
  );
  const users = usersQuery.data ?? [];
  const selectedId = values.user_id ?? null;
  const options: Pick<UserOption, 'id' | 'name' | 'email' | 'reseller_name'>[] = [...users];
  if (selectedId !== null && !users.some((u) => u.id === selectedId) && me?.id === selectedId) {
    options.unshift({ id: me.id, name: me.name, email: me.email, reseller_name: null });
  }
  const id = fieldId('user_id');
  const error = getIn(touched, 'user_id')
    ? (getIn(errors, 'user_id') as string | undefined)
    : undefined;

  return (
    <EditorSection id="user-assignment" title={t`User Assignment`}>
      {superAdmin ? <ResellerPicker resellerId={resellerId} onChange={setResellerId} /> : null}
      <FieldRow>
        <FormField label={t`Search Users`} htmlFor="assign-user-search">
          <TextInput
            id="assign-user-search"
            type="search"
            value={search}
            placeholder={t`Name or email`}
            onChange={(event) => setSearch(event.target.value)}
          />
        </FormField>
        <div>
          <FormField label={t`Assign to User`} htmlFor={id} error={error} required>
            <Select
              {...fieldA11y(id, error)}
              name="user_id"
              required
              value={selectedId === null ? '' : String(selectedId)}
              onChange={(event) =>
                void setFieldValue(
                  'user_id',
                  event.target.value ? Number(event.target.value) : null,
                )
              }
              onBlur={() => void setFieldTouched('user_id', true)}
            >
              <option value="">
                <Trans>Select a user</Trans>
              </option>
              {options.map((user) => (
                <option key={user.id} value={user.id}>
                  {userLabel(user, superAdmin)}
                </option>
              ))}
            </Select>
          </FormField>
          {usersQuery.isSuccess && users.length === 0 ? (
            <Empty role="status">
              <Trans>No users found</Trans>
            </Empty>
          ) : null}
        </div>
      </FieldRow>
    </EditorSection>
  );
}
