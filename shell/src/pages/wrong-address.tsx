import NotFoundPage from './not-found-page';
import SiteUnavailablePage from './site-unavailable-page';
import type { SiteProblem } from './site-problem';

/** The chunk of wrong-address-pages.tsx: the not-found page, or the page of a site that cannot be used. */
export default function WrongAddress({ problem }: { problem: SiteProblem | 'not-found' }) {
  return problem === 'not-found' ? <NotFoundPage /> : <SiteUnavailablePage problem={problem} />;
}
