import type { Language, RemoteMessages } from '@voice/contracts/core';

/**
 * This remote's compiled catalog (src/locales, lingui.config.js) with the shared parts' (packages/ui: uiCatalog,
 * imported on demand so that the routes module does not need '@voice/ui'), one chunk per language: the shell adds
 * it when it loads the remote (its screens render in the page's language from the first frame) and on every change
 * of language.
 */
export async function assistantsCatalog(language: Language): Promise<RemoteMessages> {
  const [own, shared] = await Promise.all([
    import(
      /* webpackChunkName: "assistants-messages-[request]" */ `../locales/${language}.ts`
    ) as Promise<{ messages: RemoteMessages }>,
    import('@voice/ui').then(({ uiCatalog }) => uiCatalog(language)),
  ]);
  return { ...shared, ...own.messages };
}
