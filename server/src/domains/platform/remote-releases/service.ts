import type { Kysely } from 'kysely';
import {
  REMOTE_DEPLOY_KEY_PREFIX,
  SUPPORTED_CONTRACT_VERSIONS,
  type CreatedRemoteDeployKey,
  type RemoteDeployKey,
  type RemoteReleaseState,
  type RemoteReleases,
} from '@voice/contracts';
import {
  REMOTE_RELEASE_MESSAGES as MESSAGES,
  type RemoteCanaryInput,
} from '@voice/contracts/schemas';
import { REMOTES, type RemoteConfig } from '../../../config';
import type { DB } from '../../../db/schema';
import { HttpError, notFound, ValidationFailed } from '../../../lib/http-error';
import { generateToken, hashToken } from '../../../lib/tokens';
import { nowIso } from '../../../lib/time';
import { presentDeployKey, presentRelease, presentState } from './presenter';
import {
  findRemoteRelease,
  findRemoteReleaseState,
  insertRemoteDeployKey,
  listRemoteDeployKeys,
  listRemoteReleases,
  listRemoteReleaseStates,
  revokeRemoteDeployKey,
  saveRemoteReleaseState,
  type RemoteReleaseStateRow,
} from './repository';

/** The remote of apps.json by its folder name (mfe-billing), or a 404. */
export function remoteByApp(app: string): { app: string; name: string } {
  const remote = REMOTES.find((candidate) => candidate.app === app);
  if (!remote) throw notFound(MESSAGES.unknownRemote);
  return remote;
}

/** Every remote with its versions, its choice and its deploy keys (the Releases screen). */
export async function remoteReleasesOverview(
  db: Kysely<DB>,
  defaults: readonly RemoteConfig[],
): Promise<RemoteReleases> {
  const [releases, states, keys] = await Promise.all([
    listRemoteReleases(db),
    listRemoteReleaseStates(db),
    listRemoteDeployKeys(db),
  ]);
  return {
    remotes: REMOTES.map(({ app, name }) => ({
      app,
      name,
      default_entry: defaults.find((remote) => remote.name === name)?.entry ?? '',
      state: presentState(states.find((state) => state.app === app)),
      versions: releases.filter((row) => row.app === app).map(presentRelease),
      deploy_keys: keys.filter((row) => row.app === app).map(presentDeployKey),
    })),
    supported_contract_versions: [...SUPPORTED_CONTRACT_VERSIONS],
  };
}

async function currentState(db: Kysely<DB>, app: string): Promise<RemoteReleaseStateRow> {
  return (
    (await findRemoteReleaseState(db, app)) ?? {
      app,
      live_version: null,
      previous_live_version: null,
      canary_version: null,
      canary_tenant_ids: '[]',
      canary_percent: 0,
      updated_by: null,
      updated_at: nowIso(),
    }
  );
}

/** A published version of the remote, or a 422 on `version`. */
async function publishedVersion(db: Kysely<DB>, app: string, version: string) {
  const release = await findRemoteRelease(db, app, version);
  if (!release) throw new ValidationFailed({ version: [MESSAGES.versionNotFound] });
  return release;
}

export interface StateChange {
  before: RemoteReleaseState;
  after: RemoteReleaseState;
}

async function change(
  db: Kysely<DB>,
  app: string,
  userId: number | null,
  next: (state: RemoteReleaseStateRow) => RemoteReleaseStateRow,
): Promise<StateChange> {
  const state = await currentState(db, app);
  const saved = await saveRemoteReleaseState(db, {
    ...next(state),
    updated_by: userId,
    updated_at: nowIso(),
  });
  return { before: presentState(state), after: presentState(saved) };
}

/**
 * Makes `version` live for every page load (a canary of that version ends: it is everyone's now). Refused for a
 * version whose contract version the shell does not support.
 */
export async function promoteRelease(
  db: Kysely<DB>,
  app: string,
  version: string,
  userId: number | null,
): Promise<StateChange> {
  const release = await publishedVersion(db, app, version);
  if (!SUPPORTED_CONTRACT_VERSIONS.includes(release.contract_version)) {
    throw new ValidationFailed({
      version: [
        MESSAGES.incompatibleContract(release.contract_version, SUPPORTED_CONTRACT_VERSIONS),
      ],
    });
  }
  return change(db, app, userId, (state) => ({
    ...state,
    live_version: version,
    previous_live_version:
      state.live_version === version ? state.previous_live_version : state.live_version,
    ...(state.canary_version === version
      ? { canary_version: null, canary_tenant_ids: '[]', canary_percent: 0 }
      : {}),
  }));
}

/** Back to the version live before the current one (none: the built-in build); the canary stays as it is. */
export async function rollBackRelease(
  db: Kysely<DB>,
  app: string,
  userId: number | null,
): Promise<StateChange> {
  const state = await currentState(db, app);
  if (state.live_version === null) throw new HttpError(409, MESSAGES.nothingToRollBack);
  return change(db, app, userId, (current) => ({
    ...current,
    live_version: current.previous_live_version,
    previous_live_version: null,
  }));
}

/** Gives `version` to the chosen resellers' page loads and/or a sticky percentage of sessions. */
export async function startCanary(
  db: Kysely<DB>,
  app: string,
  input: RemoteCanaryInput,
  userId: number | null,
): Promise<StateChange> {
  const release = await publishedVersion(db, app, input.version);
  if (!SUPPORTED_CONTRACT_VERSIONS.includes(release.contract_version)) {
    throw new ValidationFailed({
      version: [
        MESSAGES.incompatibleContract(release.contract_version, SUPPORTED_CONTRACT_VERSIONS),
      ],
    });
  }
  const state = await currentState(db, app);
  if (state.live_version === input.version) {
    throw new ValidationFailed({ version: [MESSAGES.canaryIsLive] });
  }
  return change(db, app, userId, (current) => ({
    ...current,
    canary_version: input.version,
    canary_tenant_ids: JSON.stringify([...new Set(input.tenant_ids)]),
    canary_percent: input.percent,
  }));
}

export async function endCanary(
  db: Kysely<DB>,
  app: string,
  userId: number | null,
): Promise<StateChange> {
  return change(db, app, userId, (current) => ({
    ...current,
    canary_version: null,
    canary_tenant_ids: '[]',
    canary_percent: 0,
  }));
}

/** A new deploy key for the remote: only its hash and last 4 characters are kept; the key is returned this once. */
export async function createDeployKey(
  db: Kysely<DB>,
  app: string,
  name: string,
  userId: number | null,
): Promise<CreatedRemoteDeployKey> {
  const plainKey = `${REMOTE_DEPLOY_KEY_PREFIX}${generateToken()}`;
  const row = await insertRemoteDeployKey(db, {
    app,
    name,
    token_hash: hashToken(plainKey),
    last4: plainKey.slice(-4),
    created_by: userId,
    created_at: nowIso(),
  });
  return { key: presentDeployKey(row), plain_key: plainKey };
}

export async function revokeDeployKey(
  db: Kysely<DB>,
  app: string,
  id: number,
): Promise<RemoteDeployKey> {
  const row = await revokeRemoteDeployKey(db, app, id, nowIso());
  if (!row) throw notFound('Deploy key not found.');
  return presentDeployKey(row);
}
