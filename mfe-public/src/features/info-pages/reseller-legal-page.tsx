import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicLegalPage } from '@voice/contracts';
import { LoadingState } from '@voice/ui';
import { Markdown } from '@voice/ui/markdown';
import { useLegalPageQuery } from './api/get-legal-page';
import { LegalArticle, LegalUpdated, legalDate } from './legal-page';

/**
 * /terms and /privacy on a reseller's site: the page its admin wrote and published (/admin/system-settings/
 * legal-pages), rendered by the sanitised Markdown renderer, dated by its publication.
 */
export function ResellerLegalPage({
  kind,
  title,
}: {
  kind: PublicLegalPage['kind'];
  title: string;
}) {
  const { t } = useLingui();
  const query = useLegalPageQuery(kind);
  const published = query.data ? legalDate(query.data.published_at) : '';
  return (
    <LegalArticle aria-labelledby="legal-title">
      <h1 id="legal-title">{title}</h1>
      {query.isPending ? <LoadingState text={t`Loading ${title}...`} /> : null}
      {query.isError ? (
        <p role="alert">
          <Trans>This page is not published yet.</Trans>
        </p>
      ) : null}
      {query.data ? (
        <>
          <LegalUpdated>
            <Trans>Last updated: {published}</Trans>
          </LegalUpdated>
          <Markdown source={query.data.content} />
        </>
      ) : null}
    </LegalArticle>
  );
}
