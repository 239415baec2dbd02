const INTERACTIONS = ['scroll', 'wheel', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Resolves on the visitor's first scroll, tap, click or key press, or once the page has settled (`idleAfterMs` after
 * the call, at the browser's next idle moment), whichever comes first; at once when the address points into the page
 * (#pricing). What waits for it is something the visitor can't reach before then.
 */
export function afterFirstInteraction(idleAfterMs = 2500): Promise<void> {
  return new Promise((resolve) => {
    let idle: number | undefined;
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      clearTimeout(timer);
      if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      resolve();
    };
    for (const type of INTERACTIONS) {
      window.addEventListener(type, done, { capture: true, passive: true });
    }
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function')
        idle = requestIdleCallback(done, { timeout: 2000 });
      else done();
    }, idleAfterMs);
    if (window.location.hash) done();
  });
}
