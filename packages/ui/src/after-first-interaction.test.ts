import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { afterFirstInteraction } from './after-first-interaction';

/** Whether `promise` has settled by now (after the pending microtasks). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('afterFirstInteraction', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it.each(['scroll', 'pointerdown', 'keydown', 'touchstart', 'wheel'])(
    'waits for the first %s',
    async (type) => {
      const waiting = afterFirstInteraction();
      expect(await settled(waiting)).toBe(false);
      window.dispatchEvent(new Event(type));
      expect(await settled(waiting)).toBe(true);
    },
  );

  it('or for the page to settle: the given time, then the next idle moment', async () => {
    const waiting = afterFirstInteraction(2500);
    jest.advanceTimersByTime(2499);
    expect(await settled(waiting)).toBe(false);
    jest.advanceTimersByTime(1);
    // jsdom has no requestIdleCallback: the time alone decides.
    expect(await settled(waiting)).toBe(true);
  });

  it('resolves at once when the address points into the page', async () => {
    window.history.replaceState(null, '', '/#pricing');
    expect(await settled(afterFirstInteraction())).toBe(true);
  });
});
