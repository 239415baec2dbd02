import type { PublicLegalPage } from '@voice/contracts';
import { LoadingState } from '@voice/ui';
import { Markdown } from '@voice/ui/markdown';
import { useLegalPageQuery } from './api/get-legal-page';
import { LegalArticle, LegalUpdated } from './legal-page';

const published = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

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
  const query = useLegalPageQuery(kind);
  return (
    <LegalArticle aria-labelledby="legal-title">
      <h1 id="legal-title">{title}</h1>
      {query.isPending ? <LoadingState text={`Loading ${title}...`} /> : null}
      {query.isError ? <p role="alert">This page is not published yet.</p> : null}
      {query.data ? (
        <>
          <LegalUpdated>
            Last updated: {published.format(new Date(query.data.published_at))}
          </LegalUpdated>
          <Markdown source={query.data.content} />
        </>
      ) : null}
    </LegalArticle>
  );
}
