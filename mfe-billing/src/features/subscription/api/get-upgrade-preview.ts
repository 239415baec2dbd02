import { useQuery } from '@tanstack/react-query';
import { getUpgradePreview } from '@voice/api-client';
import type { UpgradePreview } from '@voice/contracts';

/** GET /api/subscriptions/upgrade-preview: what upgrading to the plan charges today; fresh on every open. */
export function useUpgradePreviewQuery(packageId: number | null) {
  return useQuery({
    queryKey: ['subscriptions', 'upgrade-preview', packageId],
    queryFn: async (): Promise<UpgradePreview> =>
      (await getUpgradePreview(packageId as number)).data as UpgradePreview,
    enabled: packageId !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
