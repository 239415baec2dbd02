/**
 * @jest-environment jsdom
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import styled from 'styled-components';
import { REMOTE_CONTRACT_VERSION, type PublicSettings, type RemoteModule } from '@voice/contracts';
import { useSession } from '@voice/session';
import { useBranding } from '@voice/ui';
import { addCatalog, changeLanguage } from '@voice/ui/core';
import type { Language } from '@voice/contracts/core';
import { shellCatalog } from '../i18n/catalog';
import type * as ServerModule from '../server';
import type * as AppModule from '../app';
import type * as WarmRouteModule from '../remotes/warm-route';
import type * as ServerStateModule from '../server-state/server-state';
import type * as PageDataModule from './page-data';

// jsdom has no setImmediate, which React's Node.js server renderer schedules its work with.
globalThis.setImmediate ??= ((callback: () => void) =>
  setTimeout(callback, 0)) as unknown as typeof setImmediate;

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
/* eslint-disable @typescript-eslint/no-require-imports -- required after jest.mock so they see the mock */
const runtime = require('@module-federation/enhanced/runtime') as {
  loadRemote: jest.Mock<(id: string) => Promise<unknown>>;
};
const { renderPage } = require('../server') as typeof ServerModule;
const { App } = require('../app') as typeof AppModule;
const { warmFirstRoute } = require('../remotes/warm-route') as typeof WarmRouteModule;
const { preloadServerState } = require('../server-state/server-state') as typeof ServerStateModule;
const { PAGE_DATA_ID, readPageData } = require('./page-data') as typeof PageDataModule;
/* eslint-enable @typescript-eslint/no-require-imports */

const Heading = styled.h1`
  color: ${({ theme }) => theme.colors.primary};
`;

/** A public screen that uses what the real ones use: branding, the session, styled-components, a form. */
function SignInScreen() {
  const { appName } = useBranding();
  const signedIn = useSession((s) => Boolean(s.token));
  return (
    <section>
      <Heading>Sign in to {appName}</Heading>
      <p>{signedIn ? 'Welcome back' : 'Please sign in'}</p>
      <form aria-label="Sign in">
        <input aria-label="Email" name="email" />
        <button type="submit">Sign in</button>
      </form>
    </section>
  );
}

const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  buildVersion: 'test',
  routes: [
    {
      path: '/login',
      guard: 'guest',
      title: 'Login',
      load: () => Promise.resolve({ default: SignInScreen }),
    },
  ],
};

const SETTINGS: PublicSettings = {
  site_title: 'Acme Calls',
  primary_color: '#AA0000',
  is_main_host: false,
} as PublicSettings;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
  useSession.getState().clear();
});

/** What the browser does with a server-rendered page (bootstrap.tsx), after the server rendered `url`. */
async function serveAndHydrate(url: string, language: Language = 'en') {
  // The screen is loaded first, so that the server's render completes without suspending: a suspended server render
  // resumes with the contexts it saved, which in this one test process are also the browser renderer's.
  runtime.loadRemote.mockResolvedValue({ default: remote });
  await warmFirstRoute(url);
  const page = await renderPage({
    url,
    settings: SETTINGS,
    remote: { name: 'mfe_public', module: remote },
    language,
  });
  document.head.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">${page.data}</script>`;
  document.body.innerHTML = `<div id="root">${page.html}</div>`;
  window.history.pushState({}, '', url);
  const serverHeading = document.querySelector('h1');

  const data = readPageData();
  // The page's language, as bootstrap.tsx sets it before hydrating.
  await addCatalog(shellCatalog);
  await changeLanguage(data?.language ?? 'en');
  await Promise.all([warmFirstRoute(url), preloadServerState(url)]);
  const container = document.getElementById('root') as HTMLElement;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await act(async () => {
      root = hydrateRoot(container, <App settings={data?.settings} />);
    });
    // Both renderers run in this one test process, which React's development build remarks on: not a page's problem.
    const messages = errors.mock.calls
      .map((call) => String(call[0]))
      .filter((message) => !message.startsWith('Detected multiple renderers concurrently'));
    return { page, serverHeading, errors: messages };
  } finally {
    errors.mockRestore();
  }
}

describe('a server-rendered page', () => {
  it("is the tenant's branded page, with its title and data", async () => {
    const page = await renderPage({
      url: '/login',
      settings: SETTINGS,
      remote: { name: 'mfe_public', module: remote },
    });
    expect(page.html).toContain('Sign in to <!-- -->Acme Calls');
    expect(page.html).not.toContain('AI Phone System');
    expect(page.title).toBe('Login - Acme Calls');
    expect(page.styles).toMatch(/^<style data-styled="true"/);
    expect(JSON.parse(page.data)).toEqual({ settings: SETTINGS, queries: [], language: 'en' });
  });

  it("is rendered in the visitor's language and hydrates in it, without a warning", async () => {
    const { page, errors } = await serveAndHydrate('/login', 'es');
    expect(page.html).toContain('Términos y condiciones');
    expect(JSON.parse(page.data)).toMatchObject({ language: 'es' });
    expect(errors).toEqual([]);
    expect(document.body.textContent).toContain('Términos y condiciones');
    expect(document.documentElement.lang).toBe('es');
    await act(() => changeLanguage('en'));
    expect(document.body.textContent).toContain('Terms & Conditions');
  });

  it('hydrates in place, without a single React warning', async () => {
    const { serverHeading, errors } = await serveAndHydrate('/login');
    expect(errors).toEqual([]);
    expect(document.querySelector('h1')).toBe(serverHeading);
    expect(serverHeading?.textContent).toBe('Sign in to Acme Calls');
    // Hydrated: the form's controls are enabled (HydrationGate).
    expect(document.querySelector('button[type=submit]')?.closest('fieldset')?.disabled).toBe(
      false,
    );
  });

  it("hydrates a signed-in visitor's page without a mismatch, then shows the signed-in state", async () => {
    // Not a guest page: a signed-in visitor would be sent on from /login, so a public route is used.
    remote.routes.push({
      path: '/',
      guard: 'public',
      title: 'Home',
      load: () => Promise.resolve({ default: SignInScreen }),
    });
    localStorage.setItem(
      'voice-session',
      JSON.stringify({ state: { token: 't', user: null, intendedUrl: null }, version: 0 }),
    );
    await useSession.persist.rehydrate();
    const { errors } = await serveAndHydrate('/');
    expect(errors).toEqual([]);
    expect(document.body.textContent).toContain('Welcome back');
  });
});

describe("a page's title", () => {
  it("is in the page's language when the remote declares it as a message of its catalog", async () => {
    const titled: RemoteModule = {
      ...remote,
      routes: [
        {
          path: '/login',
          guard: 'guest',
          title: { id: 'pricing-title', message: 'Pricing' },
          load: () => Promise.resolve({ default: SignInScreen }),
        },
      ],
      messages: (language) =>
        Promise.resolve(language === 'es' ? { 'pricing-title': ['Precios'] } : {}),
    };
    const render = (language: Language) =>
      renderPage({
        url: '/login',
        settings: SETTINGS,
        remote: { name: 'mfe_public', module: titled },
        language,
      });
    expect((await render('es')).title).toBe('Precios - Acme Calls');
    expect((await render('en')).title).toBe('Pricing - Acme Calls');
  });
});

describe('readPageData', () => {
  it('reads the JSON the server inlined, escaped against closing the script', async () => {
    const page = await renderPage({
      url: '/login',
      settings: { ...SETTINGS, footer_text: '</script><script>alert(1)</script>' },
      remote: { name: 'mfe_public', module: remote },
    });
    expect(page.data).not.toContain('</script>');
    document.head.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">${page.data}</script>`;
    expect(readPageData()?.settings.footer_text).toBe('</script><script>alert(1)</script>');
    document.head.innerHTML = '';
    expect(readPageData()).toBeNull();
  });
});
