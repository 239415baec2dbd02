import { describe, expect, it } from '@jest/globals';
import { TtlCache, dropOnMessage } from '../src/lib/cache';
import { MemoryBus } from '../src/lib/shared-state/bus';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('TtlCache', () => {
  it('keeps a value for its lifetime, then reads it again', async () => {
    let now = 1_000;
    const cache = new TtlCache<string, number>(5_000, 10, () => now);
    let reads = 0;
    const load = async () => (reads += 1);
    expect(await cache.get('a', load)).toBe(1);
    now += 4_999;
    expect(await cache.get('a', load)).toBe(1);
    now += 1;
    expect(await cache.get('a', load)).toBe(2);
    expect(reads).toBe(2);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = new TtlCache<string, string>(5_000);
    const gate = deferred<string>();
    let reads = 0;
    const load = () => {
      reads += 1;
      return gate.promise;
    };
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    gate.resolve('v');
    expect(await both).toEqual(['v', 'v']);
    expect(reads).toBe(1);
  });

  it('clear() drops every entry, and a load in flight at that moment is not stored', async () => {
    const cache = new TtlCache<string, string>(60_000);
    expect(await cache.get('k', async () => 'old')).toBe('old');
    cache.clear();
    expect(await cache.get('k', async () => 'new')).toBe('new');

    const slow = deferred<string>();
    const pending = cache.get('j', () => slow.promise);
    cache.clear();
    slow.resolve('read before the change');
    expect(await pending).toBe('read before the change');
    expect(await cache.get('j', async () => 'read after')).toBe('read after');
  });

  it('stores only what `keep` allows, and at most maxEntries (the oldest goes)', async () => {
    const cache = new TtlCache<string, string | undefined>(60_000, 2);
    let reads = 0;
    const missing = async () => {
      reads += 1;
      return undefined;
    };
    await cache.get('x', missing, (v) => v !== undefined);
    await cache.get('x', missing, (v) => v !== undefined);
    expect(reads).toBe(2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a again')).toBe('a again');
  });

  it('dropOnMessage clears the cache when the topic arrives on the bus', async () => {
    const bus = new MemoryBus();
    const cache = new TtlCache<string, string>(60_000);
    const unsubscribe = dropOnMessage(bus, 'changed', cache);
    await cache.get('k', async () => 'v');
    await bus.publish('other', 'x');
    expect(cache.size).toBe(1);
    await bus.publish('changed', 'x');
    expect(cache.size).toBe(0);
    unsubscribe();
  });
});
