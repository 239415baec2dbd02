import { listRemoteReleases } from '@voice/api-client';
import { useReplyDataQuery } from '../../../shared/api/queries';

export const REMOTE_RELEASES_QUERY_KEY = ['super-admin', 'remote-releases'] as const;

/** GET /api/super-admin/remote-releases: every remote's versions, choice and deploy keys. */
export function useRemoteReleasesQuery() {
  return useReplyDataQuery(REMOTE_RELEASES_QUERY_KEY, listRemoteReleases);
}
