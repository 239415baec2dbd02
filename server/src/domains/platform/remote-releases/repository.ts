import type { Kysely, Selectable } from 'kysely';
import type {
  DB,
  RemoteDeployKeysTable,
  RemoteReleasesTable,
  RemoteReleaseStatesTable,
} from '../../../db/schema';

export type RemoteReleaseRow = Selectable<RemoteReleasesTable>;
export type RemoteReleaseStateRow = Selectable<RemoteReleaseStatesTable>;
export type RemoteDeployKeyRow = Selectable<RemoteDeployKeysTable>;

export type NewRemoteRelease = Omit<RemoteReleaseRow, 'id' | 'failure_count' | 'last_failed_at'>;

export async function insertRemoteRelease(
  db: Kysely<DB>,
  release: NewRemoteRelease,
): Promise<RemoteReleaseRow> {
  return db.insertInto('remote_releases').values(release).returningAll().executeTakeFirstOrThrow();
}

export async function findRemoteRelease(
  db: Kysely<DB>,
  app: string,
  version: string,
): Promise<RemoteReleaseRow | undefined> {
  return db
    .selectFrom('remote_releases')
    .selectAll()
    .where('app', '=', app)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** Every published version, newest first. */
export async function listRemoteReleases(db: Kysely<DB>): Promise<RemoteReleaseRow[]> {
  return db.selectFrom('remote_releases').selectAll().orderBy('id', 'desc').execute();
}

export async function listRemoteReleaseStates(db: Kysely<DB>): Promise<RemoteReleaseStateRow[]> {
  return db.selectFrom('remote_release_states').selectAll().execute();
}

/** The choice of every remote that has one, with the manifest URLs of its live and canary versions. */
export async function listChosenReleases(db: Kysely<DB>): Promise<
  (RemoteReleaseStateRow & {
    live_manifest_url: string | null;
    canary_manifest_url: string | null;
  })[]
> {
  return db
    .selectFrom('remote_release_states as s')
    .leftJoin('remote_releases as live', (join) =>
      join.onRef('live.app', '=', 's.app').onRef('live.version', '=', 's.live_version'),
    )
    .leftJoin('remote_releases as canary', (join) =>
      join.onRef('canary.app', '=', 's.app').onRef('canary.version', '=', 's.canary_version'),
    )
    .selectAll('s')
    .select([
      'live.manifest_url as live_manifest_url',
      'canary.manifest_url as canary_manifest_url',
    ])
    .execute();
}

export async function findRemoteReleaseState(
  db: Kysely<DB>,
  app: string,
): Promise<RemoteReleaseStateRow | undefined> {
  return db
    .selectFrom('remote_release_states')
    .selectAll()
    .where('app', '=', app)
    .executeTakeFirst();
}

/** Writes a remote's whole choice (inserted the first time). */
export async function saveRemoteReleaseState(
  db: Kysely<DB>,
  state: RemoteReleaseStateRow,
): Promise<RemoteReleaseStateRow> {
  const { app: _app, ...rest } = state;
  return db
    .insertInto('remote_release_states')
    .values(state)
    .onConflict((conflict) => conflict.column('app').doUpdateSet(rest))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One more load failure the shell reported for a version (unknown versions are ignored). */
export async function countRemoteReleaseFailure(
  db: Kysely<DB>,
  app: string,
  version: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('remote_releases')
    .set((eb) => ({ failure_count: eb('failure_count', '+', 1), last_failed_at: at }))
    .where('app', '=', app)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertRemoteDeployKey(
  db: Kysely<DB>,
  key: Omit<RemoteDeployKeyRow, 'id' | 'last_used_at' | 'revoked_at'>,
): Promise<RemoteDeployKeyRow> {
  return db.insertInto('remote_deploy_keys').values(key).returningAll().executeTakeFirstOrThrow();
}

export async function listRemoteDeployKeys(db: Kysely<DB>): Promise<RemoteDeployKeyRow[]> {
  return db.selectFrom('remote_deploy_keys').selectAll().orderBy('id', 'desc').execute();
}

/** The unrevoked key with this hash. */
export async function findActiveDeployKey(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<RemoteDeployKeyRow | undefined> {
  return db
    .selectFrom('remote_deploy_keys')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function touchDeployKey(db: Kysely<DB>, id: number, at: string): Promise<void> {
  await db
    .updateTable('remote_deploy_keys')
    .set({ last_used_at: at })
    .where('id', '=', id)
    .execute();
}

/** Revokes a key of this remote (revoking twice keeps the first time); undefined when there is none. */
export async function revokeRemoteDeployKey(
  db: Kysely<DB>,
  app: string,
  id: number,
  at: string,
): Promise<RemoteDeployKeyRow | undefined> {
  await db
    .updateTable('remote_deploy_keys')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('app', '=', app)
    .where('revoked_at', 'is', null)
    .execute();
  return db
    .selectFrom('remote_deploy_keys')
    .selectAll()
    .where('id', '=', id)
    .where('app', '=', app)
    .executeTakeFirst();
}
