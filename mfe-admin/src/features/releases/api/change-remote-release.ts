import {
  endRemoteCanary,
  promoteRemoteRelease,
  rollBackRemoteRelease,
  startRemoteCanary,
} from '@voice/api-client';
import type { RemoteCanaryInput } from '@voice/contracts/schemas';
import { useRefreshingMutation } from '../../../shared/api/queries';
import { REMOTE_RELEASES_QUERY_KEY } from './get-remote-releases';

/** What the screen changes of a remote's choice: one of the four calls (promote, canary, end it, roll back). */
export type ReleaseChange =
  | { kind: 'promote'; app: string; version: string }
  | { kind: 'canary'; app: string; payload: RemoteCanaryInput }
  | { kind: 'end-canary'; app: string }
  | { kind: 'rollback'; app: string };

/** POST .../promote, PUT/DELETE .../canary, POST .../rollback; the list is read afresh after each. */
export function useChangeRemoteRelease() {
  return useRefreshingMutation(REMOTE_RELEASES_QUERY_KEY, (change: ReleaseChange) => {
    switch (change.kind) {
      case 'promote':
        return promoteRemoteRelease(change.app, change.version);
      case 'canary':
        return startRemoteCanary(change.app, change.payload);
      case 'end-canary':
        return endRemoteCanary(change.app);
      case 'rollback':
        return rollBackRemoteRelease(change.app);
    }
  });
}
