import { useQuery } from '@tanstack/react-query';
import { getPublicLegalPage } from '@voice/api-client';
import type { PublicLegalPage } from '@voice/contracts';

/** GET /api/legal-pages/{kind}: the reseller site's published terms or privacy page. */
export function useLegalPageQuery(kind: PublicLegalPage['kind']) {
  return useQuery({
    queryKey: ['legal-pages', kind] as const,
    queryFn: async (): Promise<PublicLegalPage | null> =>
      (await getPublicLegalPage(kind)).data ?? null,
    retry: false,
  });
}
