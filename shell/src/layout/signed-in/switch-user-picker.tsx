import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import type { SwitchableUser } from '@voice/contracts';
import { serverMessage } from '@voice/api-client';
import { useUsersForSwitchQuery } from '../api/get-users-for-switch';
import { filterSwitchUsers } from './switch-user-list';
import { Choice, List, Note, Search } from './switch-user-styles';

const NO_USERS: SwitchableUser[] = [];

/** The switchable users, filtered as one types; a failure is alerted and leaves the list empty. */
export default function SwitchUserPicker({
  onChoose,
}: {
  onChoose: (user: SwitchableUser) => void;
}) {
  const list = useUsersForSwitchQuery();
  const [query, setQuery] = useState('');
  const { t } = useLingui();
  // A failure shows an empty list (after the alert).
  const users = list.isError ? NO_USERS : (list.data ?? null);

  useEffect(() => {
    if (list.error) window.alert(serverMessage(list.error) ?? t`Unknown error`);
  }, [list.error, t]);

  const shown = useMemo(() => filterSwitchUsers(users ?? [], query), [users, query]);

  return (
    <div>
      <Search
        type="search"
        placeholder={t`Search by name, email or reseller`}
        aria-label={t`Search users`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoFocus
      />
      {users === null ? (
        <Note role="status">
          <Trans>Loading users...</Trans>
        </Note>
      ) : shown.length === 0 ? (
        <Note>
          <Trans>No users found</Trans>
        </Note>
      ) : (
        <List aria-label={t`Users`}>
          {shown.map((user) => (
            <li key={user.id}>
              <Choice type="button" onClick={() => onChoose(user)}>
                {user.name}
                <span>
                  {user.email}
                  {user.reseller_name ? ` · ${user.reseller_name}` : ''}
                </span>
              </Choice>
            </li>
          ))}
        </List>
      )}
    </div>
  );
}
