import { addCatalog, afterFirstInteraction, changeLanguage } from '@voice/ui/core';
import { rememberPublicSettings } from './branding/public-settings';
import { shellCatalog } from './i18n/catalog';
import { startLanguage } from './i18n/language-choice';
import { warmFirstRoute } from './remotes/warm-route';
import { readPageData, rememberPageQueries } from './server-render/page-data';
import { preloadServerState } from './server-state/preload';

/**
 * One task ends here and the next starts: the browser paints and handles input in between. Every module of the app
 * is already downloaded with this chunk (the imports below are "eager": no request of their own); what the steps
 * spread over several tasks is running them, which took one task of 40–65 ms on the test machine, ×4 on a phone.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(container: HTMLElement) {
  const page = readPageData();
  const serverRendered = Boolean(page && container.firstElementChild);
  const { pathname } = window.location;
  if (page && serverRendered) {
    // The tenant's settings came with the page: the first render is the very tree the server rendered.
    rememberPublicSettings(page.settings);
    rememberPageQueries(page.queries);
  }
  // The page's language first (the server's when it rendered the page, else the visitor's choice or English until the
  // site's default is known): the remote loaded next adds its catalog in it.
  const languageReady = addCatalog(shellCatalog).then(() =>
    changeLanguage(page?.language ?? startLanguage(page?.settings.default_language)),
  );
  // The owning remote's routes module and screen download while the app's own modules run below.
  const warm = Promise.all([
    warmFirstRoute(pathname),
    serverRendered ? preloadServerState(pathname) : undefined,
  ]);
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@voice/ui/core');
  await nextTask();
  const [{ App }, { startTransition }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app'),
    import(/* webpackMode: "eager" */ 'react'),
  ]);
  await languageReady;
  if (!page || !serverRendered) {
    createRoot(container).render(<App />);
    addContractsCatalog('now');
    return;
  }
  // Hydrate once the screen's chunk is here (the same tree as the server's), in a transition: React hydrates in
  // slices it can interrupt (input stays responsive), not as one long task.
  await warm;
  await nextTask();
  startTransition(() => {
    hydrateRoot(container, <App settings={page.settings} />);
  });
  addContractsCatalog('after-first-interaction');
}

/**
 * The contracts' messages (i18n/contracts-catalog.ts: what forms and the server say when something is wrong). A page
 * the server rendered (a public page, whose first load has a budget) gets them once the visitor acts or the page has
 * settled: nothing shows one before. A page rendered here (the signed-in app) gets them at once.
 */
function addContractsCatalog(soon: 'now' | 'after-first-interaction') {
  void (soon === 'now' ? Promise.resolve() : afterFirstInteraction())
    .then(() => import(/* webpackChunkName: "contracts-catalog" */ './i18n/contracts-catalog'))
    .then((catalog) => catalog.addContractsCatalog());
}

const container = document.getElementById('root');
if (container) void start(container);
