import type { Package } from '@voice/contracts';
import { fetchSubscriptionPackages } from '@voice/api-client/public';
import { useLightListQuery } from './light-query';

/** GET /api/subscriptions/packages (only when pricing is shown); null until loaded, empty on failure. */
export function useLandingPackagesQuery(enabled: boolean): Package[] | null {
  return useLightListQuery(fetchSubscriptionPackages, enabled);
}
