import type { PublicSettings } from '@voice/contracts';

/** The id of the JSON script a server-rendered page carries its data in (server/src/plugins/server-render.ts). */
export const PAGE_DATA_ID = 'page-data';

/** What the server rendered the page with: the browser's first render (hydration) must use the very same. */
export interface PageData {
  settings: PublicSettings;
}

/** The data of a server-rendered page, or null when the page was not rendered on the server. */
export function readPageData(doc: Document = document): PageData | null {
  const script = doc.getElementById(PAGE_DATA_ID);
  if (!script?.textContent) return null;
  try {
    const data = JSON.parse(script.textContent) as Partial<PageData>;
    return data.settings ? { settings: data.settings } : null;
  } catch {
    return null;
  }
}

/** JSON for an inline script: no '<' (so no '</script>' or '<!--'), and the line separators JavaScript rejects. */
export function pageDataJson(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
