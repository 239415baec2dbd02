import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import {
  BrandingContext,
  brandingFromSettings,
  changeLanguage,
  DEFAULT_BRANDING,
  themeFromBranding,
  type Branding,
} from '@voice/ui/core';
import { siteProblemOf, type SiteProblem } from '../pages/site-problem';
import { WrongAddressPage } from '../pages/wrong-address-pages';
import type { PublicSettings } from '@voice/contracts';
import { loadPublicSettings } from './public-settings';
import { startLanguage } from '../i18n/language-choice';

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.5;
  }
  a { color: ${({ theme }) => theme.colors.primary}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;

/**
 * Loads the tenant's public settings once and provides branding + theme to every remote. With `settings` (a
 * server-rendered page inlines the tenant's settings, and the server renders with them) the branded page is the first
 * render: no request, no placeholder, the same tree on the server and in the hydrating browser.
 */
export function BrandingProvider({
  settings,
  children,
}: {
  settings?: PublicSettings;
  children: ReactNode;
}) {
  const [branding, setBranding] = useState<Branding>(() =>
    settings ? brandingFromSettings(settings) : DEFAULT_BRANDING,
  );
  const [ready, setReady] = useState(Boolean(settings));
  const [problem, setProblem] = useState<SiteProblem | null>(null);
  useEffect(() => {
    if (ready) return;
    // One transition for the branding and the page it reveals: React renders the whole app in slices it can
    // interrupt (no long task) and commits it at once, so the loading placeholder is replaced by branded content
    // only, never by a frame with the default brand.
    loadPublicSettings()
      // The site's own language, unless the visitor chose one (the page started in that, or in English).
      .then(async (settings) => {
        await changeLanguage(startLanguage(settings?.default_language));
        return { branding: brandingFromSettings(settings), problem: null };
      })
      .catch((error: unknown) => ({ branding: DEFAULT_BRANDING, problem: siteProblemOf(error) }))
      .then((result) =>
        startTransition(() => {
          setBranding(result.branding);
          setProblem(result.problem);
          setReady(true);
        }),
      );
    // Once, on mount: settings given with the page are not loaded again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const theme = useMemo(() => themeFromBranding(branding), [branding]);
  return (
    <BrandingContext.Provider value={branding}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {/* Nothing branded is painted before the tenant's settings are known: a reseller's visitors must
            never see the platform's name, colours or main-host-only blocks, not even for a moment. */}
        {!ready ? (
          <div role="status" aria-busy="true" aria-label="Loading" />
        ) : problem ? (
          <WrongAddressPage problem={problem} />
        ) : (
          <div data-branding-ready="true">{children}</div>
        )}
      </ThemeProvider>
    </BrandingContext.Provider>
  );
}
