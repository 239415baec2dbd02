import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { BrandingContext } from './branding-context';
import { DialogProvider } from './dialog';
import { DEFAULT_BRANDING, themeFromBranding, type Branding } from './theme';
import { ToastProvider } from './toast';

/**
 * What the shell provides to every screen (branding, theme, toasts, message dialogs), for tests and
 * stories: `render(<TestThemeProvider><Screen /></TestThemeProvider>)`. Add a router yourself.
 */
export function TestThemeProvider({
  children,
  branding = DEFAULT_BRANDING,
}: {
  children: ReactNode;
  branding?: Branding;
}) {
  const theme = useMemo(() => themeFromBranding(branding), [branding]);
  return (
    <BrandingContext.Provider value={branding}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <DialogProvider>{children}</DialogProvider>
        </ToastProvider>
      </ThemeProvider>
    </BrandingContext.Provider>
  );
}
