import { describe, expect, it } from '@jest/globals';
import {
  ABANDONED_RUN_MS,
  IDEMPOTENCY_TTL_MS,
  KEY_IN_PROGRESS,
  KEY_REUSED,
  idempotently,
  type StoredReply,
} from '../src/domains/integrations/public-api/idempotency';
import { createTestContext, databases, reopenDatabase } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/** idempotently(): one run per (owner, key) in 24 h, across requests and instances (the unique claim row). */
describe.each(databases)('idempotency keys on %s', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));
  let runs = 0;
  const reply = (body: unknown): (() => Promise<StoredReply>) => {
    return async () => {
      runs += 1;
      return { status: 201, body };
    };
  };
  const rows = (owner: string) =>
    ctx.db.selectFrom('idempotency_keys').selectAll().where('owner', '=', owner).execute();

  it('runs once and replays the stored reply; another body is refused; another owner runs its own', async () => {
    runs = 0;
    const claim = { owner: 'key:1', key: 'k-1', hash: 'a' };
    const first = await idempotently(ctx.db, claim, reply({ id: 7 }));
    expect(first).toEqual({ status: 201, body: { id: 7 }, replayed: false });
    const again = await idempotently(ctx.db, claim, reply({ id: 8 }));
    expect(again).toEqual({ status: 201, body: { id: 7 }, replayed: true });
    expect(runs).toBe(1);
    await expect(idempotently(ctx.db, { ...claim, hash: 'b' }, reply({}))).rejects.toMatchObject({
      statusCode: 422,
      message: KEY_REUSED,
    });
    const other = await idempotently(ctx.db, { ...claim, owner: 'key:2' }, reply({ id: 9 }));
    expect(other.replayed).toBe(false);
    expect(runs).toBe(2);
  });

  it('of two concurrent requests (two connections on PostgreSQL), one runs and the other is a 409', async () => {
    const other = await reopenDatabase(ctx.database);
    try {
      runs = 0;
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const claim = { owner: 'key:3', key: 'race', hash: 'a' };
      const slow = idempotently(ctx.db, claim, async () => {
        runs += 1;
        await held;
        return { status: 201, body: { id: 1 } };
      });
      // The first has claimed the key (its run started) before the second asks.
      while (runs === 0) await new Promise((resolve) => setImmediate(resolve));
      await expect(idempotently(other.database.db, claim, reply({}))).rejects.toMatchObject({
        statusCode: 409,
        message: KEY_IN_PROGRESS,
      });
      release();
      expect((await slow).replayed).toBe(false);
      expect(runs).toBe(1);
      const replay = await idempotently(other.database.db, claim, reply({}));
      expect(replay).toEqual({ status: 201, body: { id: 1 }, replayed: true });
    } finally {
      await other.close();
    }
  });

  it('forgets a failed run, and a key older than 24 h is spent (run again, old rows removed)', async () => {
    runs = 0;
    const claim = { owner: 'key:4', key: 'k', hash: 'a' };
    await expect(
      idempotently(ctx.db, claim, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await rows('key:4')).toEqual([]);

    const start = Date.parse('2026-02-01T00:00:00.000Z');
    const at = (ms: number) => () => new Date(start + ms);
    await idempotently(ctx.db, claim, reply({ n: 1 }), at(0));
    await idempotently(ctx.db, { ...claim, key: 'other' }, reply({ n: 2 }), at(1000));
    const within = await idempotently(ctx.db, claim, reply({ n: 3 }), at(IDEMPOTENCY_TTL_MS - 1));
    expect(within).toEqual({ status: 201, body: { n: 1 }, replayed: true });
    // A day later: the key runs again (even with another body), and the owner's spent rows go.
    const later = await idempotently(
      ctx.db,
      { ...claim, hash: 'b' },
      reply({ n: 4 }),
      at(IDEMPOTENCY_TTL_MS + 2000),
    );
    expect(later).toEqual({ status: 201, body: { n: 4 }, replayed: false });
    expect((await rows('key:4')).map((row) => row.idempotency_key)).toEqual(['k']);
    expect(runs).toBe(3);
  });

  it("frees a key whose run died with its instance (still 'running' after ABANDONED_RUN_MS), not a live one", async () => {
    const now = Date.parse('2026-02-03T00:00:00.000Z');
    const running = (key: string, ageMs: number) =>
      ctx.db
        .insertInto('idempotency_keys')
        .values({
          owner: 'key:5',
          idempotency_key: key,
          request_hash: 'a',
          state: 'running',
          response_status: null,
          response_body: null,
          created_at: new Date(now - ageMs).toISOString(),
        })
        .execute();
    await running('live', ABANDONED_RUN_MS - 1000);
    await running('dead', ABANDONED_RUN_MS + 1000);
    const claim = { owner: 'key:5', hash: 'a' };
    await expect(
      idempotently(ctx.db, { ...claim, key: 'live' }, reply({}), () => new Date(now)),
    ).rejects.toMatchObject({ statusCode: 409 });
    const revived = await idempotently(
      ctx.db,
      { ...claim, key: 'dead' },
      reply({ n: 5 }),
      () => new Date(now),
    );
    expect(revived).toEqual({ status: 201, body: { n: 5 }, replayed: false });
  });
});
