import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { LegalPageAdmin, LegalPagesAdmin, PublicLegalPage } from '@voice/contracts';
import {
  LEGAL_PAGE_KINDS,
  placeholdersLeftMessage,
  unfilledPlaceholders,
  type LegalPageKind,
} from '@voice/contracts/legal-pages';
import type { Db, DB, ResellerRow } from '../../../db/schema';
import { legalDraftFor } from '../../../db/legal-page-templates';
import { notFound, ValidationFailed } from '../../../lib/http-error';
import { recordAudit } from '../../platform';
import { findResellerById } from '../resellers/repository';
import {
  countPublishedLegalPages,
  findLegalPages,
  findPublishedLegalPage,
  publishLegalDraft,
  saveLegalDraft,
  type StoredLegalPage,
} from './repository';

async function resellerOrNotFound(db: Db, resellerId: number): Promise<ResellerRow> {
  const reseller = await findResellerById(db as Kysely<DB>, resellerId);
  if (!reseller) throw notFound();
  return reseller;
}

/** A page as its editor reads it: a page never saved is the template in the site's name. */
function pageView(
  kind: LegalPageKind,
  reseller: ResellerRow,
  row: StoredLegalPage | undefined,
): LegalPageAdmin {
  const draft = row?.draft ?? legalDraftFor(kind, reseller.app_name || reseller.org_name);
  return {
    kind,
    draft,
    draft_updated_at: row?.draft_updated_at ?? null,
    published: row?.published ?? null,
    published_at: row?.published_at ?? null,
    placeholders: unfilledPlaceholders(draft),
  };
}

async function pagesOf(db: Db, reseller: ResellerRow): Promise<LegalPagesAdmin> {
  const rows = await findLegalPages(db, reseller.id);
  const view = (kind: LegalPageKind) =>
    pageView(
      kind,
      reseller,
      rows.find((row) => row.kind === kind),
    );
  const terms = view('terms');
  const privacy = view('privacy');
  return { terms, privacy, held_back: terms.published === null || privacy.published === null };
}

/** GET /api/admin/legal-pages: the reseller's two pages and whether its site is held back for want of them. */
export async function readLegalPages(db: Kysely<DB>, resellerId: number): Promise<LegalPagesAdmin> {
  return pagesOf(db, await resellerOrNotFound(db, resellerId));
}

/** Is a reseller's site held back (its public pages replaced by "being set up")? Until both pages are published. */
export async function isSiteHeldBack(db: Kysely<DB>, resellerId: number): Promise<boolean> {
  return (await countPublishedLegalPages(db, resellerId)) < LEGAL_PAGE_KINDS.length;
}

/** GET /api/legal-pages/{kind}: a reseller's published page (404 until published, and on the main host). */
export async function publishedLegalPage(
  db: Kysely<DB>,
  resellerId: number,
  kind: LegalPageKind,
): Promise<PublicLegalPage> {
  const page = await findPublishedLegalPage(db, resellerId, kind);
  if (!page) throw notFound();
  return { kind, ...page };
}

/** PUT /api/admin/legal-pages/{kind}: saves the draft (the live page is unchanged) and records 'legal-page.save'. */
export async function saveLegalPage(
  db: Kysely<DB>,
  request: FastifyRequest,
  resellerId: number,
  kind: LegalPageKind,
  draft: string,
  userId: number,
): Promise<LegalPageAdmin> {
  return db.transaction().execute(async (trx) => {
    const reseller = await resellerOrNotFound(trx, resellerId);
    const before = (await findLegalPages(trx, resellerId)).find((row) => row.kind === kind);
    await saveLegalDraft(trx, resellerId, kind, draft, userId);
    // A save that changes nothing records nothing (as the site content's).
    if (before?.draft !== draft) {
      await recordAudit(trx, request, {
        action: 'legal-page.save',
        resellerId,
        target: { type: 'legal-page', id: kind, label: reseller.org_name },
        details: { kind, length: draft.length },
      });
    }
    const after = (await findLegalPages(trx, resellerId)).find((row) => row.kind === kind);
    return pageView(kind, reseller, after);
  });
}

/**
 * POST /api/admin/legal-pages/{kind}/publish: publishes the saved draft, refused (422) while it holds a placeholder
 * or was never saved; records 'legal-page.publish'.
 */
export async function publishLegalPage(
  db: Kysely<DB>,
  request: FastifyRequest,
  resellerId: number,
  kind: LegalPageKind,
  userId: number,
): Promise<LegalPageAdmin> {
  return db.transaction().execute(async (trx) => {
    const reseller = await resellerOrNotFound(trx, resellerId);
    const row = (await findLegalPages(trx, resellerId)).find((page) => page.kind === kind);
    const left = unfilledPlaceholders(pageView(kind, reseller, row).draft);
    if (!row || left.length > 0) {
      const message = placeholdersLeftMessage(
        left.length > 0 ? left : unfilledPlaceholders(legalDraftFor(kind, '')),
      );
      throw new ValidationFailed({ draft: [message] }, message);
    }
    await publishLegalDraft(trx, resellerId, kind, userId);
    await recordAudit(trx, request, {
      action: 'legal-page.publish',
      resellerId,
      target: { type: 'legal-page', id: kind, label: reseller.org_name },
      details: { kind, length: row.draft.length },
    });
    const after = (await findLegalPages(trx, resellerId)).find((page) => page.kind === kind);
    return pageView(kind, reseller, after);
  });
}
