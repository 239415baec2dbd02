import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes } from './helpers';

/**
 * Impersonation sessions hang on the admin's own session (docs/decisions.md, "Sessions made from a session"):
 * - access_tokens.parent_token_id: the platform admin's own session an impersonation session (impersonator_id set)
 *   was made from; the impersonation session signs in only while that one is live (not revoked, not expired), so
 *   ending the admin's session (logout, password reset, suspension) ends it too;
 * - access_tokens.parked_at: the admin's own session, handed over while the admin acts as another user: it signs
 *   in no request itself, and is revoked by the revert (which issues a fresh one) or the logout;
 * - login_as_tokens.parent_token_id: the same link for the one-time token of a login-as to another host.
 * Impersonation sessions made before (no parent) end here: each would outlive its admin's session.
 */
export const sessionLineage: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('access_tokens')
        .addColumn('parent_token_id', 'integer', (c) =>
          c.references('access_tokens.id').onDelete('set null'),
        )
        .execute();
      await db.schema.alterTable('access_tokens').addColumn('parked_at', t.timestamp).execute();
      await db.schema
        .alterTable('login_as_tokens')
        .addColumn('parent_token_id', 'integer', (c) =>
          c.references('access_tokens.id').onDelete('set null'),
        )
        .execute();
      const now = new Date().toISOString();
      await db
        .updateTable('access_tokens')
        .set({ revoked_at: now })
        .where('impersonator_id', 'is not', null)
        .where('revoked_at', 'is', null)
        .execute();
      await db
        .updateTable('login_as_tokens')
        .set({ used_at: now })
        .where('impersonator_id', 'is not', null)
        .where('used_at', 'is', null)
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('login_as_tokens').dropColumn('parent_token_id').execute();
      await db.schema.alterTable('access_tokens').dropColumn('parked_at').execute();
      await db.schema.alterTable('access_tokens').dropColumn('parent_token_id').execute();
    },
  };
};
