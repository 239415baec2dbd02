import { expect } from '@jest/globals';

/** Asserts that `element` (a table row, a card) shows each of `texts`, one assertion per text. */
export function expectTexts(
  element: Element | null | undefined,
  texts: readonly (string | RegExp)[],
) {
  for (const text of texts) expect(element).toHaveTextContent(text);
}
