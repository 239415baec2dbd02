import type { Kysely } from 'kysely';
import type { Db, DB } from '../../../db/schema';
import type { LegalPageKind } from '../../../db/legal-page-templates';
import { isoString, nowIso } from '../../../lib/time';

/** legal_pages: a reseller's terms and privacy pages, one row per reseller and kind (migration 0045). */

export interface StoredLegalPage {
  kind: LegalPageKind;
  draft: string;
  draft_updated_at: string;
  published: string | null;
  published_at: string | null;
}

const COLUMNS = ['kind', 'draft', 'draft_updated_at', 'published', 'published_at'] as const;

function stored(row: {
  kind: LegalPageKind;
  draft: string;
  draft_updated_at: string | Date;
  published: string | null;
  published_at: string | Date | null;
}): StoredLegalPage {
  return {
    ...row,
    draft_updated_at: isoString(row.draft_updated_at),
    published_at: row.published_at === null ? null : isoString(row.published_at),
  };
}

/** The reseller's saved pages (none for a page it has never saved or published). */
export async function findLegalPages(db: Db, resellerId: number): Promise<StoredLegalPage[]> {
  const rows = await db
    .selectFrom('legal_pages')
    .select(COLUMNS)
    .where('reseller_id', '=', resellerId)
    .execute();
  return rows.map(stored);
}

/** The published text of one page, or undefined while it has none. */
export async function findPublishedLegalPage(
  db: Kysely<DB>,
  resellerId: number,
  kind: LegalPageKind,
): Promise<{ content: string; published_at: string } | undefined> {
  const row = await db
    .selectFrom('legal_pages')
    .select(['published', 'published_at'])
    .where('reseller_id', '=', resellerId)
    .where('kind', '=', kind)
    .where('published', 'is not', null)
    .executeTakeFirst();
  if (!row?.published || row.published_at === null) return undefined;
  return { content: row.published, published_at: isoString(row.published_at) };
}

/** How many of the reseller's pages are published (the site is public once both are). */
export async function countPublishedLegalPages(
  db: Kysely<DB>,
  resellerId: number,
): Promise<number> {
  const row = await db
    .selectFrom('legal_pages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('reseller_id', '=', resellerId)
    .where('published', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Saves a page's draft (inserted or replaced), its published text untouched. */
export async function saveLegalDraft(
  db: Db,
  resellerId: number,
  kind: LegalPageKind,
  draft: string,
  userId: number,
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('legal_pages')
    .values({ reseller_id: resellerId, kind, draft, draft_updated_at: now, updated_by: userId })
    .onConflict((oc) =>
      oc
        .columns(['reseller_id', 'kind'])
        .doUpdateSet({ draft, draft_updated_at: now, updated_by: userId }),
    )
    .execute();
}

/** Publishes the saved draft of a page as it is now. */
export async function publishLegalDraft(
  db: Db,
  resellerId: number,
  kind: LegalPageKind,
  userId: number,
): Promise<void> {
  await db
    .updateTable('legal_pages')
    .set((eb) => ({ published: eb.ref('draft'), published_at: nowIso(), updated_by: userId }))
    .where('reseller_id', '=', resellerId)
    .where('kind', '=', kind)
    .execute();
}

/** Both pages published at once with the given texts (a site set up by a script or a test). */
export async function insertPublishedLegalPages(
  db: Db,
  resellerId: number,
  texts: Record<LegalPageKind, string>,
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('legal_pages')
    .values(
      (Object.keys(texts) as LegalPageKind[]).map((kind) => ({
        reseller_id: resellerId,
        kind,
        draft: texts[kind],
        draft_updated_at: now,
        published: texts[kind],
        published_at: now,
      })),
    )
    .execute();
}
