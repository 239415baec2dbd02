import { useEffect, useState } from 'react';

/**
 * The landing's light loader (no @tanstack/react-query on the first load of "/"): loads a list once,
 * null while loading, then the list. A failure (or an answer that is not a list) yields an empty list:
 * spec 000 §8 says failures loading landing packages and features are silently ignored.
 */
export function useLightListQuery<T>(
  load: () => Promise<{ data: T[] }>,
  enabled: boolean,
): T[] | null {
  const [items, setItems] = useState<T[] | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    load().then(
      (reply) => {
        if (live) setItems(Array.isArray(reply?.data) ? reply.data : []);
      },
      () => {
        if (live) setItems([]);
      },
    );
    return () => {
      live = false;
    };
  }, [load, enabled]);
  return items;
}
