import { useEffect, useState } from 'react';
import type { LandingFeature, Package } from '@voice/contracts';
import { getFeatures, getSubscriptionPackages } from '@voice/api-client';

/**
 * Loads a list for the landing page once: null while loading, then the list. A failure (or an answer
 * that is not a list) yields an empty list: spec 000 §8 says failures loading landing packages and
 * features are silently ignored.
 */
function useOptionalList<T>(load: () => Promise<{ data: T[] }>, enabled: boolean): T[] | null {
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

/** GET /api/features; null until loaded, empty on failure. */
export function useLandingFeatures(): LandingFeature[] | null {
  return useOptionalList(getFeatures, true);
}

/** GET /api/subscriptions/packages (only when pricing is shown); null until loaded, empty on failure. */
export function useLandingPackages(enabled: boolean): Package[] | null {
  return useOptionalList(getSubscriptionPackages, enabled);
}
