import type { ReactNode } from 'react';
import { i18n, type Messages } from '@lingui/core';
import { LANGUAGE_COOKIE, type Language, type RemoteMessages } from '@voice/contracts/core';

/** A compiled catalog of one app, per language (the shell's own, each remote's `messages`). */
export type Catalog = (language: Language) => Promise<RemoteMessages>;

/** Every catalog added, with its first load (a second add waits for the same load). */
const catalogs = new Map<Catalog, Promise<void>>();
/** The language being switched to (its catalogs are loading), else the active one. */
let target: Language | undefined;

async function loadCatalog(catalog: Catalog, language: Language): Promise<void> {
  const messages = (await catalog(language)) as Messages;
  // An empty catalog (the contracts' in English) changes nothing: no 'change' for every translated screen to redo.
  for (const _ in messages) return i18n.load(language, messages);
}

/**
 * Adds an app's catalog to the one i18n instance every app translates with: loaded now for the current language
 * (a remote's screens render once it is in) and again whenever the language changes.
 */
export function addCatalog(catalog: Catalog): Promise<void> {
  let added = catalogs.get(catalog);
  if (!added) {
    const language = target ?? (i18n.locale as Language | '');
    added = language ? loadCatalog(catalog, language) : Promise.resolve();
    catalogs.set(catalog, added);
  }
  return added;
}

/**
 * A screen's load that also adds its catalog: the screen renders once both are in. For a remote whose screens each
 * need their own messages (the first load of '/' does not carry the sign-in pages' ones).
 */
export function withCatalog<T>(load: () => Promise<T>, catalog: Catalog): () => Promise<T> {
  return () => Promise.all([load(), addCatalog(catalog)]).then(([screen]) => screen);
}

/** Every catalog added so far, in one language, as one set (the server renders a page with an instance of its own). */
export async function addedMessages(language: Language): Promise<Messages> {
  const parts = await Promise.all([...catalogs.keys()].map((catalog) => catalog(language)));
  return Object.assign({}, ...parts) as Messages;
}

/**
 * Switches every app to `language`: each catalog first, then one change that every translated screen re-renders on
 * (no screen shows a mix of two languages).
 */
export async function changeLanguage(language: Language): Promise<void> {
  target = language;
  await Promise.all([...catalogs.keys()].map((catalog) => loadCatalog(catalog, language)));
  if (target !== language) return;
  target = undefined;
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * A language chosen (the footer's menu, or a user's own at sign-in): kept in a cookie, so that the server renders the
 * next pages in it, and applied at once to every screen.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
  await changeLanguage(language);
}

/**
 * A text that comes from @voice/contracts — a validation message, a server reply's message (the server sends the
 * same texts), a *_MESSAGES constant — in the page's language when its catalog has it (English text as the id:
 * scripts/lingui-contracts-extractor.cjs); any other text as it is. The form fields, banners, toasts and dialogs
 * show their texts through it.
 */
export function translateText(text: string): string {
  return i18n.messages[text] === undefined ? text : i18n._(text);
}

/** translateText for what a component was given to show: a string is looked up, anything else shown as it is. */
export function translateNode(node: ReactNode): ReactNode {
  return typeof node === 'string' ? translateText(node) : node;
}

// The runtime the remotes' compiled macros import from here (packages/mf-config: REMOTE_I18N_RUNTIME).
export { i18n } from '@lingui/core';
export { Trans, useLingui } from '@lingui/react';
