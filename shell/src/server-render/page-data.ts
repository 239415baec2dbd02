import type { PublicSettings } from '@voice/contracts';
import { isLanguage, type Language } from '@voice/contracts/core';

/** The id of the JSON script a server-rendered page carries its data in (server/src/plugins/server-render.ts). */
export const PAGE_DATA_ID = 'page-data';

/** A query's data the server rendered with (TanStack Query key and data). */
export interface PageQuery {
  key: readonly unknown[];
  data: unknown;
}

/** What the server rendered the page with: the browser's first render (hydration) must use the very same. */
export interface PageData {
  settings: PublicSettings;
  /** The language the server rendered the page in (the browser hydrates in the same). */
  language?: Language;
  /** Server state the page shows (the packages on /pricing), seeded into the QueryClient before hydrating. */
  queries?: PageQuery[];
}

let rememberedQueries: readonly PageQuery[] = [];

/** Keeps the page's queries for the QueryClient, which is created later (server-state/query-provider.tsx). */
export function rememberPageQueries(queries: readonly PageQuery[] = []): void {
  rememberedQueries = queries;
}

/** The queries the page came with (none for a page rendered in the browser). */
export function rememberedPageQueries(): readonly PageQuery[] {
  return rememberedQueries;
}

/** The data of a server-rendered page, or null when the page was not rendered on the server. */
export function readPageData(doc: Document = document): PageData | null {
  const script = doc.getElementById(PAGE_DATA_ID);
  if (!script?.textContent) return null;
  try {
    const data = JSON.parse(script.textContent) as Partial<PageData>;
    if (!data.settings) return null;
    return {
      settings: data.settings,
      queries: Array.isArray(data.queries) ? data.queries : [],
      ...(isLanguage(data.language) ? { language: data.language } : {}),
    };
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
