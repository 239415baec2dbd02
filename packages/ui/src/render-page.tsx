import type { ComponentType, ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
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
 * and a router. Any other path renders its pathname in data-testid="location". `wrapper` adds what the
 * shell provides around remotes too, e.g. the QueryClientProvider of a screen with server state
 * (createTestQueryClient from @voice/api-client's testing helpers).
 */
export function renderPage(
  screen: ReactElement,
  options: {
    path: string;
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
            <Route path={options.path} element={screen} />
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
