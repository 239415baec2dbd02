import type { LandingFeature } from '@voice/contracts';
import { fetchFeatures } from '@voice/api-client/public';
import { useLightListQuery } from './light-query';

/** GET /api/features; null until loaded, empty on failure. */
export function useFeaturesQuery(): LandingFeature[] | null {
  return useLightListQuery(fetchFeatures, true);
}
