import { jest } from '@jest/globals';

/**
 * Moves Date.now() (and new Date()) `ms` ahead, leaving timers, promises and the high-resolution clocks real: what a
 * cache's lifetime or a token's expiry reads. Undo with jest.useRealTimers() (e.g. in afterEach).
 */
export function advanceWallClock(ms: number): void {
  jest.useFakeTimers({
    doNotFake: [
      'nextTick',
      'setImmediate',
      'setTimeout',
      'setInterval',
      'clearTimeout',
      'clearInterval',
      'clearImmediate',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  });
  jest.setSystemTime(Date.now() + ms);
}
