import type { Language, RemoteMessages } from '@voice/contracts/core';

/**
 * This remote's compiled catalog (src/locales, lingui.config.js), one chunk per language: the shell adds it when it
 * loads the remote (its screens render in the page's language from the first frame) and on every change of language.
 */
export async function adminCatalog(language: Language): Promise<RemoteMessages> {
  const { messages } = (await import(
    /* webpackChunkName: "admin-messages-[request]" */ `../locales/${language}.ts`
  )) as { messages: RemoteMessages };
  return messages;
}
