import type { Language, RemoteMessages } from '@voice/contracts/core';

/**
 * The catalog of packages/ui beyond '@voice/ui/core' (fields, lists, pagination, dialogs, charts: src/locales,
 * lingui.config.js), one chunk per language. Each remote's catalog includes it, so the screens that use these parts
 * have their messages; the public pages' first load, which uses none of them, does not download it.
 */
export async function uiCatalog(language: Language): Promise<RemoteMessages> {
  const { messages } = (await import(
    /* webpackChunkName: "ui-messages-[request]" */ `./locales/${language}.ts`
  )) as { messages: RemoteMessages };
  return messages;
}
