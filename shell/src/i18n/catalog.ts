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
