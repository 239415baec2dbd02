import type { Package } from '@voice/contracts';
import { fetchSubscriptionPackages } from '@voice/api-client/public';
import { useLightListQuery } from './light-query';

/**
 * GET /api/subscriptions/packages (only when pricing is shown); null until loaded, empty on failure.
 * The same key as the shared query of @voice/api-client/queries, which the landing does not load.
 */
export const landingPackagesQueryKey = ['subscriptions', 'packages'] as const;

export function useLandingPackagesQuery(enabled: boolean): Package[] | null {
  return useLightListQuery(fetchSubscriptionPackages, enabled);
}
