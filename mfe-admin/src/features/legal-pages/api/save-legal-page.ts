import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishLegalPage, saveLegalPageDraft } from '@voice/api-client';
import { publicSettingsQueryKey } from '@voice/api-client/queries';
import type { LegalPageAdmin } from '@voice/contracts';
import { LEGAL_PAGES_QUERY_KEY } from './get-legal-pages';

type Kind = LegalPageAdmin['kind'];

/**
 * Saves a page's draft, then publishes it when asked (POST .../publish publishes the saved draft); both pages are
 * read again (whether the site is still held back), and so are the shared public settings.
 */
export function useSaveLegalPage(kind: Kind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ draft, publish }: { draft: string; publish: boolean }) => {
      const saved = await saveLegalPageDraft(kind, draft);
      return publish ? publishLegalPage(kind) : saved;
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: LEGAL_PAGES_QUERY_KEY });
      await client.invalidateQueries({ queryKey: publicSettingsQueryKey });
    },
  });
}
