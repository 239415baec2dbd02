import { lazy, Suspense, useMemo, useState } from 'react';
import { useSession } from '@voice/session';
import { afterFirstInteraction, preloadable, useBranding, useHydrating } from '@voice/ui/core';
import { LandingNav } from './landing-nav';
import { HeroSection } from './hero-section';

// The landing page is the first screen most visitors load: keep its chunk small. No formik, no yup, no
// schema imports here or in any module of this folder: the contact form is a separate chunk that
// contact-section.tsx loads with import() (landing-page.test.tsx checks both).

/** The sections after the hero: a chunk of their own. */
const BelowTheFold = preloadable(() => import('./below-the-fold'));

/** Downloads the sections after the hero (tests render the page with them ready). */
export const preloadBelowTheFold = BelowTheFold.preload;

/**
 * The same sections when the server's HTML of '/' is being hydrated for a signed-out visitor: React keeps the
 * server's HTML of them as it is (visible, links working, buttons disabled) and hydrates it once their chunk is
 * here, which is downloaded on the visitor's first scroll, tap or key press, or once the page has settled. The first
 * load of '/' is then the header and the hero.
 */
const BelowTheFoldLater = lazy(() =>
  afterFirstInteraction()
    .then(() => BelowTheFold.preload())
    .then(() => ({ default: BelowTheFold })),
);

/** / (spec 000 §2 Landing page): every section in the spec's order; flags from the tenant's branding. */
export default function LandingPage() {
  const branding = useBranding();
  const signedIn = useSession((s) => Boolean(s.token));
  const hydrating = useHydrating();
  // Chosen once, so that the sections are never mounted twice. A signed-in visitor's sections (Dashboard instead of
  // Get Started) hydrate at once: they change as soon as the page has hydrated.
  const [Sections] = useState(() =>
    hydrating && typeof window !== 'undefined' && !useSession.getState().token
      ? BelowTheFoldLater
      : BelowTheFold,
  );
  // The same element on every render of the page: a boundary that gets new props before it has hydrated is rendered
  // again from scratch, which would drop the server's HTML of the sections (this page renders again as soon as it
  // has hydrated).
  const sections = useMemo(
    () => (
      <Suspense fallback={null}>
        <Sections />
      </Suspense>
    ),
    [Sections],
  );

  return (
    <>
      <LandingNav branding={branding} signedIn={signedIn} />
      <HeroSection branding={branding} signedIn={signedIn} />
      {sections}
    </>
  );
}
