import { Trans } from '@lingui/react/macro';
import { lazy } from 'react';
import type { SwitchableUser } from '@voice/contracts';
import { ServerState } from '../../server-state/server-state';
import { Note } from './switch-user-styles';

// Loaded with the QueryClient when an admin opens the picker: @tanstack/react-query stays off the landing.
const SwitchUserPicker = lazy(() => import('./switch-user-picker'));

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
  return (
    <ServerState
      fallback={
        <Note role="status">
          <Trans>Loading users...</Trans>
        </Note>
      }
    >
      <SwitchUserPicker onChoose={onChoose} />
    </ServerState>
  );
}
