import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { SwitchableUser } from '@voice/contracts';
import { serverMessage } from '@voice/api-client';
import { fetchUsersForSwitch } from './impersonation-calls';

const Search = styled.input`
  width: 100%;
  margin-bottom: 0.35rem;
  padding: 0.45rem 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
  }
`;

const List = styled.ul`
  max-height: 18rem;
  overflow-y: auto;
  min-width: 18rem;
`;

const Choice = styled.button`
  display: block;
  width: 100%;
  padding: 0.45rem 0.6rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
  }
  span {
    display: block;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Note = styled.p`
  margin: 0;
  padding: 0.5rem 0.6rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Users matching a search by name, email or reseller name (case-insensitive). */
export function filterSwitchUsers(users: SwitchableUser[], query: string): SwitchableUser[] {
  const q = query.trim().toLowerCase();
  if (!q) return users;
  return users.filter((u) =>
    [u.name, u.email, u.reseller_name ?? ''].some((field) => field.toLowerCase().includes(q)),
  );
}

/** The Switch User picker: loads the switchable users when opened and filters them as one types. */
export function SwitchUserList({ onChoose }: { onChoose: (user: SwitchableUser) => void }) {
  const [users, setUsers] = useState<SwitchableUser[] | null>(null);
  const [query, setQuery] = useState('');

  useEffect(() => {
    let live = true;
    fetchUsersForSwitch()
      .then((list) => live && setUsers(list))
      .catch((error: unknown) => {
        if (!live) return;
        setUsers([]);
        window.alert(serverMessage(error) ?? 'Unknown error');
      });
    return () => {
      live = false;
    };
  }, []);

  const shown = useMemo(() => filterSwitchUsers(users ?? [], query), [users, query]);

  return (
    <div>
      <Search
        type="search"
        placeholder="Search by name, email or reseller"
        aria-label="Search users"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoFocus
      />
      {users === null ? (
        <Note role="status">Loading users...</Note>
      ) : shown.length === 0 ? (
        <Note>No users found</Note>
      ) : (
        <List aria-label="Users">
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
