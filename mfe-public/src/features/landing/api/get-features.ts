import type { LandingFeature } from '@voice/contracts';
import { getFeatures } from '@voice/api-client';
import { useLightListQuery } from './light-query';

/** GET /api/features; null until loaded, empty on failure. */
export const featuresQueryKey = ['features'] as const;

export function useFeaturesQuery(): LandingFeature[] | null {
  return useLightListQuery(getFeatures, true);
}
