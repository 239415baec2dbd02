import type { Language, RemoteMessages } from '@voice/contracts/core';
import { messages as english } from '../locales/en';

/**
 * This remote's compiled catalog (src/locales, lingui.config.js). English, the default, comes with the routes module
 * (no request of its own on a first load); the other languages as one chunk each when asked for.
 */
export async function publicCatalog(language: Language): Promise<RemoteMessages> {
  if (language === 'en') return english;
  const { messages } = (await import(
    /* webpackChunkName: "public-messages-[request]", webpackExclude: /en\.ts$/ */ `../locales/${language}.ts`
  )) as { messages: RemoteMessages };
  return messages;
}
