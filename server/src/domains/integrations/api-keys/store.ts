import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { TtlCache } from '../../../lib/cache';
import { hashToken } from '../../../lib/tokens';
import { nowIso } from '../../../lib/time';
import type { ApiKeySession, ApiKeyStore } from '../../../plugins/auth';
import { findAccountById } from '../../identity';
import { findLiveApiKey, scopesOf, touchApiKey } from './repository';

/**
 * How long a key's lookup is reused. Keys decide who is signed in, which the cache of lib/cache.ts otherwise never
 * holds: a second is the bound the public API promises for a revoke (or a suspended owner) to take effect on every
 * instance, with no message between instances; within it, a request costs a hash and a map read.
 */
export const API_KEY_CACHE_MS = 1_000;
/** last_used_at / last_used_ip are written at most once a minute per key. */
export const API_KEY_TOUCH_MS = 60_000;

interface CachedKey {
  session: ApiKeySession;
  /** The key's expiry (ms), checked on every use: a cached key stops at its expiry, not a second later. */
  expiresAt: number | null;
}

/** The API keys' lookup of one app instance (its cache and touch times are the instance's own). */
export function apiKeyStore(db: Kysely<DB>, now: () => number = () => Date.now()): ApiKeyStore {
  const cache = new TtlCache<string, CachedKey | null>(API_KEY_CACHE_MS, 10_000, now);
  // When this instance last wrote each key's use (seeded by the row's last_used_at).
  const touched = new Map<number, number>();

  async function load(tokenHash: string): Promise<CachedKey | null> {
    const row = await findLiveApiKey(db, tokenHash, nowIso(new Date(now())));
    if (!row) return null;
    const account = await findAccountById(db, row.user_id);
    if (!account) return null;
    if (!touched.has(row.id)) {
      touched.set(row.id, row.last_used_at ? Date.parse(row.last_used_at) : 0);
    }
    return {
      session: { account, keyId: row.id, keyName: row.name, scopes: scopesOf(row) },
      expiresAt: row.expires_at ? Date.parse(row.expires_at) : null,
    };
  }

  return {
    async find(key, ip) {
      const tokenHash = hashToken(key);
      const found = await cache.get(tokenHash, () => load(tokenHash));
      if (!found) return undefined;
      const time = now();
      if (found.expiresAt !== null && found.expiresAt <= time) return undefined;
      const keyId = found.session.keyId;
      if (time - (touched.get(keyId) ?? 0) > API_KEY_TOUCH_MS) {
        touched.set(keyId, time);
        if (touched.size > 10_000) touched.clear();
        await touchApiKey(db, keyId, nowIso(new Date(time)), ip);
      }
      return found.session;
    },
    forget() {
      cache.clear();
    },
  };
}
