import type { ComponentType, ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { queryWrapper } from '@voice/api-client/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DEFAULT_BRANDING, type Branding } from './theme';
import { TestThemeProvider } from './test-theme-provider';

/** Shows where the router went, for assertions on navigation. */
function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders a screen as the shell does: branding, theme, toasts and message dialogs
 * (TestThemeProvider = ThemeProvider(themeFromBranding(branding)) + ToastProvider + DialogProvider)
 * and a router at `path`, the screen's route being `route` (a pattern such as '/campaigns/:id', so the screen reads
 * its params; `path` by default). Any other path renders its pathname in data-testid="location". `wrapper` adds
 * what the shell provides around remotes too, e.g. the QueryClientProvider of a screen with server state
 * (queryWrapper from @voice/api-client's testing helpers).
 */
export function renderPage(
  screen: ReactElement,
  options: {
    path: string;
    route?: string;
    branding?: Partial<Branding>;
    wrapper?: ComponentType<{ children: ReactNode }>;
  },
) {
  const branding = { ...DEFAULT_BRANDING, ...options.branding };
  const Wrapper = options.wrapper ?? Bare;
  return render(
    <TestThemeProvider branding={branding}>
      <Wrapper>
        <MemoryRouter initialEntries={[options.path]}>
          <Routes>
            <Route path={options.route ?? options.path} element={screen} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </Wrapper>
    </TestThemeProvider>,
  );
}

function Bare({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/**
 * Renders a screen with server state as the shell provides it, without route matching: what
 * TestThemeProvider provides, a fresh query client (or `client`) and a router at `path`, so the screen
 * reads that path's search parameters and its links work.
 */
export function renderWithQueries(
  screen: ReactElement,
  { path = '/', client }: { path?: string; client?: Parameters<typeof queryWrapper>[0] } = {},
) {
  return render(
    <TestThemeProvider>
      <MemoryRouter initialEntries={[path]}>{screen}</MemoryRouter>
    </TestThemeProvider>,
    { wrapper: queryWrapper(client) },
  );
}
