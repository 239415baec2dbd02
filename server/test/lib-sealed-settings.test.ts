import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { HttpError } from '../src/lib/http-error';
import { openOrNull, ownReseller, stampKeyedCache, stampOf } from '../src/lib/sealed-settings';
import { secretBox } from '../src/lib/secret-box';

describe('sealed settings', () => {
  it('stamps a saved row the same way from a Date (PostgreSQL) and from text (SQLite)', () => {
    const at = '2026-01-02T03:04:05.000Z';
    expect(stampOf(new Date(at))).toBe(at);
    expect(stampOf(at)).toBe(at);
  });

  it('opens a sealed secret, and answers null for none or one sealed under another key', () => {
    const box = secretBox(randomBytes(32));
    const other = secretBox(randomBytes(32));
    expect(openOrNull(box, box.seal('sk_test_123'))).toBe('sk_test_123');
    expect(openOrNull(box, null)).toBeNull();
    expect(openOrNull(box, undefined)).toBeNull();
    expect(openOrNull(box, '')).toBeNull();
    expect(openOrNull(box, other.seal('sk_test_123'))).toBeNull();
  });

  it("lets only a reseller admin with a reseller configure, and only its own reseller's settings", () => {
    expect(ownReseller({ id: 1, role: 'reseller_admin', reseller_id: 7 })).toBe(7);
    for (const user of [
      { id: 2, role: 'reseller_admin', reseller_id: null },
      { id: 3, role: 'admin', reseller_id: null },
      { id: 4, role: 'super_admin', reseller_id: null },
      { id: 5, role: 'user', reseller_id: 7 },
    ]) {
      let refused: unknown = null;
      try {
        ownReseller(user);
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(HttpError);
      expect((refused as HttpError).statusCode).toBe(403);
    }
  });

  it('builds once per app, reseller and stamp, and again when the stamp changes', async () => {
    const cached = stampKeyedCache<{ built: number }>();
    const app = Fastify();
    const otherApp = Fastify();
    let builds = 0;
    const build = () => ({ built: (builds += 1) });
    try {
      const first = cached(app, 1, 'v1', build);
      expect(cached(app, 1, 'v1', build)).toBe(first);
      expect(builds).toBe(1);
      expect(cached(app, 2, 'v1', build)).not.toBe(first);
      expect(cached(otherApp, 1, 'v1', build)).not.toBe(first);
      const resaved = cached(app, 1, 'v2', build);
      expect(resaved).not.toBe(first);
      expect(cached(app, 1, 'v2', build)).toBe(resaved);
      expect(builds).toBe(4);
    } finally {
      await app.close();
      await otherApp.close();
    }
  });
});
