import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { addDays, addHours, nowIso } from '../../lib/time';
import { generateToken, hashToken } from '../../lib/tokens';

export interface TokenLifetime {
  tokenTtlHours: number;
  rememberTtlDays: number;
}

/**
 * Issues a bearer token for a user; only the token's SHA-256 is stored. Returns the plain token.
 * `impersonatorId`: the platform admin acting as this user (login-as), kept on the token.
 */
export async function issueToken(
  db: Kysely<DB>,
  userId: number,
  remember: boolean,
  lifetime: TokenLifetime,
  impersonatorId: number | null = null,
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
      impersonator_id: impersonatorId,
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

export async function revokeToken(db: Kysely<DB>, tokenId: number): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: nowIso() })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute();
}
