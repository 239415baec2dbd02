import type { Static } from 'typebox';
import type {
  CreatedRemoteDeployKeySchema,
  RemoteDeployKeySchema,
  RemoteReleaseSchema,
  RemoteReleasesSchema,
  RemoteReleaseStateSchema,
} from '../replies/remote-releases';

/**
 * Remote releases: each remote's published builds (immutable, named `<semver>+<content hash>`), the live one and a
 * canary, chosen per page load by /remotes.json. Platform admins manage them at /super-admin/releases; a team's
 * CI publishes with the remote's deploy key.
 */

/** The recognisable start of a deploy key (secret scanners look for it), then 40 base62 characters. */
export const REMOTE_DEPLOY_KEY_PREFIX = 'vrk_';

/** The header a publish sends its deploy key in (not Authorization: that one signs in users). */
export const REMOTE_DEPLOY_KEY_HEADER = 'x-deploy-key';

export type RemoteRelease = Static<typeof RemoteReleaseSchema>;
export type RemoteReleaseState = Static<typeof RemoteReleaseStateSchema>;
export type RemoteDeployKey = Static<typeof RemoteDeployKeySchema>;
export type CreatedRemoteDeployKey = Static<typeof CreatedRemoteDeployKeySchema>;
export type RemoteReleases = Static<typeof RemoteReleasesSchema>;
