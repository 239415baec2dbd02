import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { rememberPublicSettings } from './branding/public-settings';
import { warmFirstRoute } from './remotes/warm-route';
import { readPageData, rememberPageQueries } from './server-render/page-data';
import { preloadServerState } from './server-state/server-state';

const container = document.getElementById('root');
const page = readPageData();
if (container && page && container.firstElementChild) {
  // Server-rendered: the tenant's settings came with the page, and the owning remote's routes module and screen
  // (preloaded) are loaded before hydrating, so that the first render is the very tree the server rendered.
  rememberPublicSettings(page.settings);
  rememberPageQueries(page.queries);
  const { pathname } = window.location;
  void Promise.all([warmFirstRoute(pathname), preloadServerState(pathname)]).then(() => {
    // In a transition: React hydrates in slices it can interrupt (input stays responsive), not as one long task.
    startTransition(() => {
      hydrateRoot(container, <App settings={page.settings} />);
    });
  });
} else if (container) {
  createRoot(container).render(<App />);
  void warmFirstRoute(window.location.pathname);
}
