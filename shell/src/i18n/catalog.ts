import type { Language, RemoteMessages } from '@voice/contracts/core';
import { messages as english } from '../locales/en';

/**
 * The shell's compiled catalog (the shell's and the shared packages' messages). English, the default, comes with the
 * code (no request of its own on a first load); the other languages as one chunk each when asked for.
 */
export async function shellCatalog(language: Language): Promise<RemoteMessages> {
  if (language === 'en') return english;
  const { messages } = (await import(
    /* webpackChunkName: "shell-messages-[request]", webpackExclude: /en\.ts$/ */ `../locales/${language}.ts`
  )) as { messages: RemoteMessages };
  return messages;
}

/**
 * The signed-in parts' catalog (layout/signed-in: the menus, Switch User, the impersonation banner), one chunk per
 * language, loaded with those parts (layout/top-nav.tsx) so that a public page's first load does not carry it.
 */
export async function signedInCatalog(language: Language): Promise<RemoteMessages> {
  const { messages } = (await import(
    /* webpackChunkName: "signed-in-messages-[request]" */ `../layout/signed-in/locales/${language}.ts`
  )) as { messages: RemoteMessages };
  return messages;
}
