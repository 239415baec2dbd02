import type { Language, RemoteMessages } from '@voice/contracts/core';

/**
 * This remote's compiled catalog (src/locales, lingui.config.js) with the shared parts' (packages/ui: uiCatalog,
 * imported on demand so that the routes module does not need '@voice/ui'), one chunk per language, loaded with the
 * screens that need it (routes-account-access.ts: withCatalog), so that the first load of '/' does not carry the
 * sign-in pages' messages.
 */
export async function publicCatalog(language: Language): Promise<RemoteMessages> {
  const [own, shared] = await Promise.all([
    import(
      /* webpackChunkName: "public-messages-[request]" */ `../locales/${language}.ts`
    ) as Promise<{ messages: RemoteMessages }>,
    import('@voice/ui').then(({ uiCatalog }) => uiCatalog(language)),
  ]);
  return { ...shared, ...own.messages };
}
