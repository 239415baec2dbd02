import type { Kysely } from 'kysely';
import type { Role } from '@voice/contracts';
import type { DB, NewUser } from '../../../db/schema';
import type { AccountRow, SessionAccount } from '../../../lib/account';
import { compiledOnce } from '../../../lib/speed-ups/compiled-query';
import { nowIso } from '../../../lib/time';

export type { AccountRow, SessionAccount };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Users (alias u) with their reseller (alias r, none for the platform's own users). */
export function usersWithReseller(db: Kysely<DB>) {
  return db.selectFrom('users as u').leftJoin('resellers as r', 'r.id', 'u.reseller_id');
}

function accounts(db: Kysely<DB>) {
  return usersWithReseller(db).select([
    'u.id',
    'u.name',
    'u.email',
    'u.role',
    'u.reseller_id',
    'r.org_name as reseller_name',
    'u.phone',
    'u.company',
    'u.bio',
    'u.profile_picture',
    'u.language',
    'u.status',
    'u.created_at',
  ]);
}

export async function findAccountById(db: Kysely<DB>, id: number): Promise<AccountRow | undefined> {
  return accounts(db).where('u.id', '=', id).executeTakeFirst();
}

/** The session query, built and compiled once per database (lib/speed-ups/compiled-query.ts): every signed-in request runs it. */
const sessionQuery = compiledOnce(
  (db: Kysely<DB>, tokenHash: string, now: string) =>
    accounts(db)
      .innerJoin('access_tokens as t', 't.user_id', 'u.id')
      // An impersonation session's parent: the admin's own session it was made from (login-as).
      .leftJoin('access_tokens as p', 'p.id', 't.parent_token_id')
      .select([
        't.id as token_id',
        't.last_used_at as token_last_used_at',
        't.expires_at as token_expires_at',
        't.impersonator_id as token_impersonator_id',
        't.parent_token_id as token_parent_id',
        'p.expires_at as parent_expires_at',
      ])
      .where('t.token_hash', '=', tokenHash)
      .where('t.revoked_at', 'is', null)
      .where('t.parked_at', 'is', null)
      .where('t.expires_at', '>', now)
      .where((eb) =>
        eb.or([
          eb.and([eb('t.impersonator_id', 'is', null), eb('t.parent_token_id', 'is', null)]),
          eb.and([
            eb('p.user_id', '=', eb.ref('t.impersonator_id')),
            eb('p.revoked_at', 'is', null),
            eb('p.expires_at', '>', now),
          ]),
        ]),
      )
      .limit(1),
  2,
);

/**
 * The account of a live (not revoked, not parked, not expired) bearer token, by the token's hash, in one round
 * trip (the token joined to its user): what every signed-in request reads. An impersonation session is live only
 * while the admin's own session it was made from is (not revoked, not expired): ending that one (logout, password
 * reset, suspension) ends every session made from it. Whether the account may sign in (status,
 * tenant) is the caller's.
 */
export async function findSessionAccount(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<SessionAccount | undefined> {
  const [row] = await sessionQuery(db, tokenHash, nowIso());
  if (!row) return undefined;
  const {
    token_id,
    token_last_used_at,
    token_expires_at,
    token_impersonator_id,
    token_parent_id,
    parent_expires_at,
    ...account
  } = row;
  // A session made from another ends with it: the cached session is checked against the earlier expiry.
  const expiresAt =
    parent_expires_at !== null && Date.parse(parent_expires_at) < Date.parse(token_expires_at)
      ? parent_expires_at
      : token_expires_at;
  return {
    account,
    tokenId: token_id,
    lastUsedAt: token_last_used_at,
    expiresAt,
    impersonatorId: token_impersonator_id,
    parentTokenId: token_parent_id,
  };
}

/** The account and its password hash, for sign-in only. */
export async function findCredentialsByEmail(
  db: Kysely<DB>,
  email: string,
): Promise<(AccountRow & { password_hash: string }) | undefined> {
  return accounts(db)
    .select('u.password_hash')
    .where('u.email', '=', normalizeEmail(email))
    .executeTakeFirst();
}

export async function emailExists(db: Kysely<DB>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row !== undefined;
}

export type CreateUserInput = Omit<NewUser, 'created_at' | 'updated_at' | 'email'> & {
  email: string;
};

export async function createUser(db: Kysely<DB>, input: CreateUserInput): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('users')
    .values({ ...input, email: normalizeEmail(input.email), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countUsersWithRole(db: Kysely<DB>, roles: Role[]): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', 'in', roles)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
