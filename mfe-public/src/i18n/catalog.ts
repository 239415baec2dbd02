import type { Language, RemoteMessages } from '@voice/contracts/core';

/**
 * This remote's compiled catalog (src/locales, lingui.config.js), one chunk per language, loaded with the screens that
 * need it (routes-account-access.ts: withCatalog), so that the first load of '/' does not carry the sign-in pages'
 * messages.
 */
export async function publicCatalog(language: Language): Promise<RemoteMessages> {
  const { messages } = (await import(
    /* webpackChunkName: "public-messages-[request]" */ `../locales/${language}.ts`
  )) as { messages: RemoteMessages };
  return messages;
}
