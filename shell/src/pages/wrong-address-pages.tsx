import { Suspense } from 'react';
import { preloadable } from '@voice/ui/core';
import type { SiteProblem } from './site-problem';

// Pages that only a wrong address shows (an unknown path, a reseller site that does not exist or is not usable):
// one chunk of their own, so that the first load of every page leaves them out.
const WrongAddress = preloadable(() => import('./wrong-address'));

/** The not-found page ('not-found'), or the page shown instead of the whole app on an unusable reseller host. */
export function WrongAddressPage({ problem }: { problem: SiteProblem | 'not-found' }) {
  return (
    <Suspense fallback={null}>
      <WrongAddress problem={problem} />
    </Suspense>
  );
}
