import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * Remote releases (platform/remote-releases): the registry /remotes.json is chosen from.
 * - remote_releases: one row per published build of a remote (app = its folder in apps.json), never updated but for
 *   its failure count; version `<semver>+<content hash>` unique per app; its manifest URL, contract version, size and
 *   file count, who published it (a deploy key's name) and when; failures the shell reported loading it.
 * - remote_release_states: one row per remote that has ever had a release chosen: the live version (null: the
 *   built-in build), the one live before it (what a rollback returns to), the canary version with its reseller ids
 *   (JSON text) and percentage of sessions.
 * - remote_deploy_keys: per remote, the keys its CI publishes with; only the SHA-256 of a key is kept.
 */
export const remoteReleases: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('remote_releases'), dialect)
        .addColumn('app', 'varchar(64)', notNull)
        .addColumn('version', 'varchar(128)', notNull)
        .addColumn('manifest_url', 'varchar(300)', notNull)
        .addColumn('contract_version', 'integer', notNull)
        .addColumn('size', 'integer', notNull)
        .addColumn('file_count', 'integer', notNull)
        .addColumn('published_by', 'varchar(200)', notNull)
        .addColumn('published_at', t.timestamp, notNull)
        .addColumn('failure_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_failed_at', t.timestamp)
        .addUniqueConstraint('remote_releases_app_version_unique', ['app', 'version'])
        .execute();
      await db.schema
        .createTable('remote_release_states')
        .addColumn('app', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('live_version', 'varchar(128)')
        .addColumn('previous_live_version', 'varchar(128)')
        .addColumn('canary_version', 'varchar(128)')
        .addColumn('canary_tenant_ids', t.json, (c) => c.notNull().defaultTo('[]'))
        .addColumn('canary_percent', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();
      await withId(db.schema.createTable('remote_deploy_keys'), dialect)
        .addColumn('app', 'varchar(64)', notNull)
        .addColumn('name', 'varchar(100)', notNull)
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('last4', 'varchar(4)', notNull)
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('last_used_at', t.timestamp)
        .addColumn('revoked_at', t.timestamp)
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('remote_deploy_keys').execute();
      await db.schema.dropTable('remote_release_states').execute();
      await db.schema.dropTable('remote_releases').execute();
    },
  };
};
