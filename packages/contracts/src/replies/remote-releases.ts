import { dataReply, savedReply } from './common';
import { json } from './json';

/** One published build of a remote (immutable). */
export const RemoteReleaseSchema = json.object({
  app: json.string,
  /** `<semver>+<content hash>`. */
  version: json.string,
  manifest_url: json.string,
  contract_version: json.integer,
  /** Whether the shell supports its contract version (else it cannot be promoted). */
  compatible: json.boolean,
  /** Bytes of its files (uncompressed). */
  size: json.integer,
  file_count: json.integer,
  published_by: json.string,
  published_at: json.string,
  /** Load failures the shell reported for this version. */
  failure_count: json.integer,
  last_failed_at: json.nullableString,
});

/** Which version each page load gets: live (null: the built-in build of apps.json / REMOTE_URL_<APP>), canary. */
export const RemoteReleaseStateSchema = json.object({
  live_version: json.nullableString,
  previous_live_version: json.nullableString,
  canary_version: json.nullableString,
  canary_tenant_ids: json.array(json.integer),
  canary_percent: json.integer,
  updated_at: json.nullableString,
});

/** A deploy key as the screen shows it: never the key, only its last 4 characters. */
export const RemoteDeployKeySchema = json.object({
  id: json.integer,
  app: json.string,
  name: json.string,
  last4: json.string,
  created_at: json.string,
  last_used_at: json.nullableString,
  revoked_at: json.nullableString,
});

export const RemoteReleasesSchema = json.object({
  remotes: json.array(
    json.object({
      app: json.string,
      name: json.string,
      /** Where the remote loads from without a live release. */
      default_entry: json.string,
      state: RemoteReleaseStateSchema,
      versions: json.array(RemoteReleaseSchema),
      deploy_keys: json.array(RemoteDeployKeySchema),
    }),
  ),
  supported_contract_versions: json.array(json.integer),
});

/** GET /api/super-admin/remote-releases. */
export const RemoteReleasesReply = dataReply(RemoteReleasesSchema);
/** Promote, canary, roll back: the remote's state after the change. */
export const RemoteReleaseStateReply = savedReply(RemoteReleaseStateSchema);
/** POST /api/remote-releases/{app}: the published version. */
export const PublishedRemoteReleaseReply = savedReply(RemoteReleaseSchema);
/** The new key and its plain value (`vrk_…`), shown this once and never stored. */
export const CreatedRemoteDeployKeySchema = json.object({
  key: RemoteDeployKeySchema,
  plain_key: json.string,
});
export const CreatedRemoteDeployKeyReply = savedReply(CreatedRemoteDeployKeySchema);
export const RevokedRemoteDeployKeyReply = savedReply(json.object({ key: RemoteDeployKeySchema }));
