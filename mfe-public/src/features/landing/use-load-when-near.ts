import { useEffect, useState, type RefObject } from 'react';

export interface LoadWhenNearOptions {
  /** How far below the viewport the element may be when loading starts. */
  rootMargin?: string;
  /** Load anyway once the page has settled: this long after mounting, at the browser's next idle moment. */
  idleAfterMs?: number;
}

/**
 * True once `ref`'s element comes near the viewport, or once the browser is idle after the first load,
 * whichever happens first. Lets a heavy part of the page (the contact form with formik and yup) stay
 * out of the first load without making the visitor wait when they get there.
 */
export function useLoadWhenNear(
  ref: RefObject<Element | null>,
  { rootMargin = '600px 0px', idleAfterMs = 2500 }: LoadWhenNearOptions = {},
): boolean {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (ready) return undefined;
    const cleanups: (() => void)[] = [];
    const load = () => setReady(true);

    const element = ref.current;
    if (element && typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) load();
        },
        { rootMargin },
      );
      observer.observe(element);
      cleanups.push(() => observer.disconnect());
    }

    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') {
        const idle = requestIdleCallback(load, { timeout: 2000 });
        cleanups.push(() => cancelIdleCallback(idle));
      } else {
        load();
      }
    }, idleAfterMs);
    cleanups.push(() => clearTimeout(timer));

    return () => cleanups.forEach((cleanup) => cleanup());
  }, [ready, ref, rootMargin, idleAfterMs]);

  return ready;
}
