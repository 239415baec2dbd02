import type { Language } from './languages';
import type { RemoteMessages } from './remote-contract';

/**
 * The contracts' messages (validation messages, *_MESSAGES, field and option labels) in a language, compiled from
 * src/locales (lingui.config.js; extracted by scripts/lingui-contracts-extractor.cjs with the English text as the id).
 * English is the text itself: nothing to load. Screens show one with translateText (@voice/ui/core).
 */
export async function contractsMessages(language: Language): Promise<RemoteMessages> {
  if (language === 'en') return {};
  const { messages } = (await import(
    /* webpackChunkName: "contracts-messages-[request]", webpackExclude: /en\.ts$/ */ `./locales/${language}.ts`
  )) as { messages: RemoteMessages };
  return messages;
}
