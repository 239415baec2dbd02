import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DEFAULT_BRANDING, type Branding } from '@voice/ui/core';
import { queryWrapper } from '@voice/api-client/testing';
import { TestThemeProvider } from '@voice/ui/testing';

/** Shows where the router went, for assertions on navigation. */
function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Test helper (like testing/render-page) for screens whose route has parameters or a query string:
 * the screen is mounted on the route pattern `route` and the router starts at `url`
 * (e.g. route '/password-reset/:token', url '/password-reset/abc?email=a%40b.c').
 * Any other path renders its pathname and query in data-testid="location". A fresh QueryClient is
 * provided, as the shell provides its own.
 */
export function renderRoute(
  screen: ReactElement,
  options: { route: string; url: string; branding?: Partial<Branding> },
) {
  const branding = { ...DEFAULT_BRANDING, ...options.branding };
  return render(
    <TestThemeProvider branding={branding}>
      <MemoryRouter initialEntries={[options.url]}>
        <Routes>
          <Route path={options.route} element={screen} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </TestThemeProvider>,
    { wrapper: queryWrapper() },
  );
}
