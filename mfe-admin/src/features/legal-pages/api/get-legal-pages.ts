import { useQuery } from '@tanstack/react-query';
import { getLegalPages } from '@voice/api-client';
import type { LegalPagesAdmin } from '@voice/contracts';

/** GET /api/admin/legal-pages: the reseller's terms and privacy pages. */
export const LEGAL_PAGES_QUERY_KEY = ['admin', 'legal-pages'] as const;

export function useLegalPagesQuery() {
  return useQuery({
    queryKey: LEGAL_PAGES_QUERY_KEY,
    queryFn: async (): Promise<LegalPagesAdmin | null> => (await getLegalPages()).data ?? null,
  });
}
