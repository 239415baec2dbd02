// The shell's server-rendering entry (built for Node into shell/dist-ssr, see createServerConfig in mf-config): the
// server requires it and each public page's owning remote's server bundle, and renders the page for a tenant.
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
// The server's router: not shared with the browser builds (react-router-dom is, narrowed to router.mjs).
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { QueryClient } from '@tanstack/react-query';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import * as apiClient from '@voice/api-client';
import * as apiClientPublic from '@voice/api-client/public';
import * as apiClientQueries from '@voice/api-client/queries';
import * as contracts from '@voice/contracts';
import * as contractsCore from '@voice/contracts/core';
import * as contractsSchemas from '@voice/contracts/schemas';
import * as session from '@voice/session';
import * as ui from '@voice/ui';
import * as uiCore from '@voice/ui/core';
import * as uiWidgets from '@voice/ui/widgets';
import type { PublicSettings, RemoteModule } from '@voice/contracts';
import { AppTree } from './app';
import { shellCatalog } from './i18n/catalog';
import { ownerOf, type RemoteName } from './remotes/ownership';
import { provideRemoteModule } from './remotes/load-remote';
import { RenderQueryClient } from './server-state/query-provider';
import { pageDataJson, type PageQuery } from './server-render/page-data';

// The workspace singletons, handed to the remotes' server bundles (their externals read this global): one
// BrandingContext, one session store, one set of queries for the shell and every remote, as in the browser.
(globalThis as Record<string, unknown>).__voiceServerShared = {
  '@voice/api-client': apiClient,
  '@voice/api-client/public': apiClientPublic,
  '@voice/api-client/queries': apiClientQueries,
  '@voice/contracts': contracts,
  '@voice/contracts/core': contractsCore,
  '@voice/contracts/schemas': contractsSchemas,
  '@voice/session': session,
  '@voice/ui': ui,
  '@voice/ui/core': uiCore,
  '@voice/ui/widgets': uiWidgets,
};

export { ownerOf };

export interface RenderInput {
  /** The path (and query) of the page. */
  url: string;
  /** The tenant's public settings (GET /api/public-settings on the page's host). */
  settings: PublicSettings;
  /** The route module of the remote that owns the path (its server bundle), when it has one. */
  remote?: { name: RemoteName; module: RemoteModule };
  /** Server state the page shows (TanStack Query keys and data), read by the server beforehand. */
  queries?: PageQuery[];
  /** The page's language (the visitor's choice or the site's default: contracts' pageLanguage). */
  language?: contractsCore.Language;
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** styled-components' <style> tags, for the <head>. */
  styles: string;
  /** The document title, as the browser sets it. */
  title: string;
  /** The <script type="application/json"> the browser hydrates with. */
  data: string;
}

const RENDER_TIMEOUT_MS = 5000;

/** Renders `tree` completely (every lazy screen resolved) to a string. */
function renderToString(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    let failure: unknown;
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        clearTimeout(timer);
        if (failure) reject(failure instanceof Error ? failure : new Error(String(failure)));
        else resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      // Never outline a large boundary (React would move it behind an inline script, which CSP forbids): the page
      // is sent complete, in order.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      // A part that fails would be rendered by the browser instead: the page is served as not rendered.
      onError: (error) => {
        failure ??= error;
      },
    });
    const timer = setTimeout(
      () => stream.abort(new Error('Server rendering timed out')),
      RENDER_TIMEOUT_MS,
    );
  });
}

/** The title the page sets once rendered (RemoteOutlet's Titled): route title and the tenant's app name. */
function titleOf(
  pathname: string,
  settings: PublicSettings,
  i18n: I18n,
  module?: RemoteModule,
): string {
  const appName = ui.brandingFromSettings(settings).appName;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const title = module?.routes.find((r) => r.path === path)?.title ?? '';
  return ui.pageTitle(typeof title === 'string' ? title : i18n._(title), appName);
}

/** The page at `url` for a tenant, as HTML the browser then hydrates (shell/src/bootstrap.tsx). */
export async function renderPage({
  url,
  settings,
  remote,
  queries = [],
  language = contractsCore.DEFAULT_LANGUAGE,
}: RenderInput): Promise<RenderedPage> {
  if (remote) provideRemoteModule(remote.name, remote.module);
  // The page's screen first: its load adds the catalog it needs (withCatalog), as it does in the browser.
  const pathname = url.split('?')[0] ?? '/';
  await remote?.module.routes.find((route) => route.path === pathname)?.load();
  // One i18n instance per page: pages in different languages render at the same time.
  const [shellMessages, remoteMessages, screenMessages] = await Promise.all([
    shellCatalog(language),
    remote?.module.messages?.(language),
    uiCore.addedMessages(language),
  ]);
  // Money and dates (formatMoney, formatDate) read the one global instance's language: the page's, as in the browser.
  uiCore.i18n.load(language, {});
  uiCore.i18n.activate(language);
  const i18n = setupI18n({
    locale: language,
    messages: {
      [language]: { ...shellMessages, ...remoteMessages, ...screenMessages } as Messages,
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(apiClientQueries.publicSettingsQueryKey, settings);
  for (const query of queries) queryClient.setQueryData(query.key, query.data);
  const sheet = new ServerStyleSheet();
  try {
    const Router = ({ children }: { children: ReactNode }) => (
      <StaticRouter location={url}>{children}</StaticRouter>
    );
    const html = await renderToString(
      sheet.collectStyles(
        <RenderQueryClient.Provider value={queryClient}>
          <AppTree settings={settings} router={Router} i18n={i18n} />
        </RenderQueryClient.Provider>,
      ),
    );
    return {
      html,
      styles: sheet.getStyleTags(),
      title: titleOf(pathname, settings, i18n, remote?.module),
      data: pageDataJson({ settings, queries, language }),
    };
  } finally {
    sheet.seal();
    queryClient.clear();
  }
}
