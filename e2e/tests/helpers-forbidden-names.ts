// The names a reseller's customers never see on the reseller's host or in its emails (white label): the
// platform's own brand and the vendors the platform runs on. One list, used by reseller-no-trace.spec.ts.
import type { APIRequestContext } from '@playwright/test';
// The platform's default name and the one list of vendors, from contracts' files of plain data with no import
// (the suite has no dependency on @voice/contracts).
// eslint-disable-next-line no-restricted-imports
import { DEFAULT_APP_NAME } from '../../packages/contracts/src/constants/account';
// eslint-disable-next-line no-restricted-imports
import { VENDOR_NAMES as VENDORS } from '../../packages/contracts/src/constants/vendor-names';
import { MAIN_ORIGIN } from './helpers-sites';

export interface ForbiddenName {
  name: string;
  pattern: RegExp;
}

/** The vendors' names, each as a whole word ("11labs" and "Eleven Labs" count, "prime" does not). */
export const VENDOR_NAMES: readonly ForbiddenName[] = VENDORS.map(({ name, pattern }) => ({
  name,
  pattern: new RegExp(`\\b(${pattern})\\b`, 'i'),
}));

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every forbidden name: the platform's name as the main host shows it now (GET /api/public-settings on the main
 * host: its site title and company name) and its default (spec 000 §9), then the vendors.
 */
export async function forbiddenNames(request: APIRequestContext): Promise<ForbiddenName[]> {
  const reply = await request.get(`${MAIN_ORIGIN}/api/public-settings`);
  if (!reply.ok()) throw new Error(`main host's settings: ${reply.status()}`);
  const { data } = (await reply.json()) as {
    data: { site_title: string; company_name: string | null };
  };
  const platform = new Set(
    [DEFAULT_APP_NAME, data.site_title, data.company_name].filter((name): name is string =>
      Boolean(name && name.trim()),
    ),
  );
  return [
    ...[...platform].map((name) => ({
      name,
      pattern: new RegExp(`\\b${escaped(name.trim()).replace(/\s+/g, '\\s+')}\\b`, 'i'),
    })),
    ...VENDOR_NAMES,
  ];
}

/** One forbidden name found: where (a page and a part of it, or an email and a field) and which name. */
export interface NameHit {
  where: string;
  part: string;
  name: string;
  excerpt: string;
}

/** The forbidden names in `text`, each with the words around it. */
export function namesIn(
  text: string,
  names: readonly ForbiddenName[],
  where: string,
  part: string,
): NameHit[] {
  const hits: NameHit[] = [];
  for (const { name, pattern } of names) {
    const match = new RegExp(pattern.source, 'gi');
    for (const found of text.matchAll(match)) {
      const at = found.index ?? 0;
      const excerpt = text
        .slice(Math.max(0, at - 40), at + found[0].length + 40)
        .replace(/\s+/g, ' ')
        .trim();
      hits.push({ where, part, name, excerpt });
    }
  }
  return hits;
}

/** The hits as one line each (the same name in the same place once), for a failure message; '' for none. */
export function listed(hits: readonly NameHit[]): string {
  const lines = hits.map((hit) => `${hit.where} [${hit.part}] ${hit.name}: …${hit.excerpt}…`);
  return [...new Set(lines)].join('\n');
}
