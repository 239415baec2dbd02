import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { addDays, addHours, nowIso } from '../../../lib/time';
import { generateToken, hashToken } from '../../../lib/tokens';

export interface TokenLifetime {
  tokenTtlHours: number;
  rememberTtlDays: number;
}

/**
 * Who an impersonation session is for: the platform admin acting as the token's user (login-as), and the
 * admin's own session it was made from (it signs in only while that one is live: users/repository.ts).
 */
export interface Impersonation {
  impersonatorId: number;
  parentTokenId: number;
}

/**
 * Issues a bearer token for a user; only the token's SHA-256 is stored. Returns the plain token.
 * `impersonation`: the admin acting as this user and the admin's session, kept on the token.
 */
export async function issueToken(
  db: Kysely<DB>,
  userId: number,
  remember: boolean,
  lifetime: TokenLifetime,
  impersonation: Impersonation | null = null,
): Promise<{ token: string; expiresAt: string }> {
  const token = generateToken();
  const now = new Date();
  const expiresAt = (
    remember ? addDays(now, lifetime.rememberTtlDays) : addHours(now, lifetime.tokenTtlHours)
  ).toISOString();
  await db
    .insertInto('access_tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: expiresAt,
      remember: remember ? 1 : 0,
      created_at: nowIso(now),
      last_used_at: null,
      revoked_at: null,
      impersonator_id: impersonation?.impersonatorId ?? null,
      parent_token_id: impersonation?.parentTokenId ?? null,
      parked_at: null,
    })
    .execute();
  return { token, expiresAt };
}

export async function touchToken(db: Kysely<DB>, tokenId: number): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ last_used_at: nowIso() })
    .where('id', '=', tokenId)
    .execute();
}

/** Ends sessions: each token in `tokenIds` (nulls skipped). */
export async function revokeToken(
  db: Kysely<DB>,
  ...tokenIds: readonly (number | null)[]
): Promise<void> {
  const ids = tokenIds.filter((id): id is number => id !== null);
  if (ids.length === 0) return;
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: nowIso() })
    .where('id', 'in', ids)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Hands the admin's own session over to the impersonation sessions made from it: it signs no request in itself
 * any more (the browser has replaced it), yet stays live, and they with it, until a revert or a logout revokes it.
 */
export async function parkToken(db: Kysely<DB>, tokenId: number): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ parked_at: nowIso() })
    .where('id', '=', tokenId)
    .where('parked_at', 'is', null)
    .execute();
}

/** Whether a token is live: not revoked, not expired. */
export async function isTokenLive(db: Kysely<DB>, tokenId: number): Promise<boolean> {
  const row = await db
    .selectFrom('access_tokens')
    .select('id')
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row !== undefined;
}
