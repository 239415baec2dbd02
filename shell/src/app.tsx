import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { DialogProvider, ToastProvider } from '@voice/ui';
import { BrandingProvider } from './branding/branding-provider';
import { AppLayout } from './layout/app-layout';
import { RemoteOutlet } from './routing/remote-outlet';
import { NotFoundPage } from './pages/not-found-page';
import { SignedOutRedirect } from './routing/signed-out-redirect';
import { RouteServerState } from './server-state/server-state';

export function App() {
  return (
    <BrandingProvider>
      <BrowserRouter>
        <ToastProvider>
          <DialogProvider>
            <SignedOutRedirect />
            <AppLayout>
              <Routes>
                <Route path="/not-found" element={<NotFoundPage />} />
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
      </BrowserRouter>
    </BrandingProvider>
  );
}
