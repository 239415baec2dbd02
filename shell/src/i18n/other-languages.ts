import type { Language, RemoteMessages } from '@voice/contracts/core';

/** The shell's catalog in a language other than English (catalog.ts), one chunk per language. */
export async function otherLanguage(language: Language): Promise<RemoteMessages> {
  const { messages } = (await import(
    /* webpackChunkName: "shell-messages-[request]", webpackExclude: /en\.ts$/ */ `../locales/${language}.ts`
  )) as { messages: RemoteMessages };
  return messages;
}
