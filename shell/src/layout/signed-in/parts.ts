import type { Language, RemoteMessages } from '@voice/contracts/core';
import { addCatalog } from '@voice/ui/core';

/**
 * The signed-in parts' catalog (this folder's locales: the menus, Switch User, the impersonation banner), one chunk
 * per language.
 */
export async function signedInCatalog(language: Language): Promise<RemoteMessages> {
  const { messages } = (await import(
    /* webpackChunkName: "signed-in-messages-[request]" */ `./locales/${language}.ts`
  )) as { messages: RemoteMessages };
  return messages;
}

/** A part with its messages: it renders once both are in (the top bar loads these on demand: ../top-nav.tsx). */
async function withMessages<T>(load: Promise<T>): Promise<T> {
  const [part] = await Promise.all([load, addCatalog(signedInCatalog)]);
  return part;
}

export const loadSignedInNav = () => withMessages(import('./signed-in-nav'));
export const loadImpersonationBanner = () => withMessages(import('./impersonation-banner'));
export const loadMobileMenu = () => withMessages(import('./mobile-menu'));
