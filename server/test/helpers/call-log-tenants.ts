import type { Kysely } from 'kysely';
import type { DataScope } from '@voice/contracts';
import type { DB } from '../../src/db/schema';
import { insertAssistant, insertReseller, insertUser } from './fixtures';

/** Two tenants for the call-log list tests: alpha's user and assistant (the calls seen) and beta's (the others). */
export interface CallLogTenants {
  alpha: number;
  userId: number;
  /** The owner columns of a call: alpha's user and assistant when `mine`, else beta's. */
  ownerOf: (mine: boolean) => { user_id: number; reseller_id: number; assistant_id: number };
  /** The three scopes a list is read in: every tenant, alpha's, alpha's user's own. */
  scopes: [name: string, scope: DataScope][];
}

export async function insertCallLogTenants(db: Kysely<DB>): Promise<CallLogTenants> {
  const alpha = await insertReseller(db, { subdomain: 'alpha' });
  const beta = await insertReseller(db, { subdomain: 'beta' });
  const user = await insertUser(db, { reseller_id: alpha });
  const other = await insertUser(db, { reseller_id: beta });
  const mine = { user_id: user.id, reseller_id: alpha, assistant_id: 0 };
  const theirs = { user_id: other.id, reseller_id: beta, assistant_id: 0 };
  mine.assistant_id = await insertAssistant(db, {
    user_id: user.id,
    reseller_id: alpha,
    name: 'A',
  });
  theirs.assistant_id = await insertAssistant(db, {
    user_id: other.id,
    reseller_id: beta,
    name: 'B',
  });
  return {
    alpha,
    userId: user.id,
    ownerOf: (isMine) => (isMine ? mine : theirs),
    scopes: [
      ['all', { kind: 'all' }],
      ['reseller', { kind: 'reseller', resellerId: alpha }],
      ['own', { kind: 'own', userId: user.id }],
    ],
  };
}
