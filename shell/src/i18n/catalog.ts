import type { Language, RemoteMessages } from '@voice/contracts/core';
import { messages as english } from '../locales/en';

/**
 * The shell's compiled catalog (the shell's and '@voice/ui/core's messages). English, the default, comes with the code
 * (no request of its own on a first load); the other languages as one chunk each when asked for, through a loader
 * that is itself a chunk (other-languages.ts), so that an English first load does not carry the map of those chunks.
 */
export async function shellCatalog(language: Language): Promise<RemoteMessages> {
  if (language === 'en') return english;
  const { otherLanguage } = await import(
    /* webpackChunkName: "shell-languages" */ './other-languages'
  );
  return otherLanguage(language);
}
