import type { ReactNode } from 'react';
import { i18n as appI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { PublicSettings } from '@voice/contracts';
import { DialogProvider, HydrationGate, ToastProvider } from '@voice/ui/core';
import { BrandingProvider } from './branding/branding-provider';
import { AppLayout } from './layout/app-layout';
import { RemoteOutlet } from './routing/remote-outlet';
import { WrongAddressPage } from './pages/wrong-address-pages';
import { SignedOutRedirect } from './routing/signed-out-redirect';
import { RouteServerState } from './server-state/server-state';

/**
 * The whole app inside a router: the browser's (App) or the server's static one (server.tsx), so that the page the
 * server renders and the page the browser hydrates are the same tree. `settings`: the tenant's public settings when
 * the page came with them (server rendering), else the branding loads them. `i18n`: the language and catalogs every
 * app translates with (the browser's one instance; on the server, one per rendered page).
 */
export function AppTree({
  settings,
  router: Router,
  i18n,
}: {
  settings?: PublicSettings;
  router: (props: { children: ReactNode }) => ReactNode;
  i18n: I18n;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <BrandingProvider settings={settings}>
        <Router>
          <HydrationGate>
            <ToastProvider>
              <DialogProvider>
                <SignedOutRedirect />
                <AppLayout>
                  <Routes>
                    <Route path="/not-found" element={<WrongAddressPage problem="not-found" />} />
                    <Route
                      path="*"
                      element={
                        <RouteServerState>
                          <RemoteOutlet />
                        </RouteServerState>
                      }
                    />
                  </Routes>
                </AppLayout>
              </DialogProvider>
            </ToastProvider>
          </HydrationGate>
        </Router>
      </BrandingProvider>
    </I18nProvider>
  );
}

export function App({ settings }: { settings?: PublicSettings }) {
  return <AppTree settings={settings} router={BrowserRouter} i18n={appI18n} />;
}
