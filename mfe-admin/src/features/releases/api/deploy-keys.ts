import { createRemoteDeployKey, revokeRemoteDeployKey } from '@voice/api-client';
import { useRefreshingMutation } from '../../../shared/api/queries';
import { REMOTE_RELEASES_QUERY_KEY } from './get-remote-releases';

/** POST .../deploy-keys: the reply holds the key's value, shown this once. */
export function useCreateDeployKey() {
  return useRefreshingMutation(
    REMOTE_RELEASES_QUERY_KEY,
    ({ app, name }: { app: string; name: string }) => createRemoteDeployKey(app, name),
  );
}

/** DELETE .../deploy-keys/{id}. */
export function useRevokeDeployKey() {
  return useRefreshingMutation(
    REMOTE_RELEASES_QUERY_KEY,
    ({ app, id }: { app: string; id: number }) => revokeRemoteDeployKey(app, id),
  );
}
