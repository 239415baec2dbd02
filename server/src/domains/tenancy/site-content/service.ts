import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SiteContent, SiteContentAdmin } from '@voice/contracts';
import { siteContentSchema, validatePayloadSync } from '@voice/contracts/schemas';
import type { DB } from '../../../db/schema';
import { nowIso } from '../../../lib/time';
import { recordAudit } from '../../platform';
import { notFound } from '../../../lib/http-error';
import { findResellerById } from '../resellers/repository';
import {
  readPlatformSetting,
  writePlatformSetting,
} from '../settings/platform-settings-repository';
import { findResellerSiteContent, saveResellerSiteContent } from './repository';

/** The main host's own copy: a platform_settings key ({content, updated_at}); absent = the built-in copy. */
const PLATFORM_KEY = 'site_content';

interface Saved {
  content: SiteContent | null;
  updated_at: string | null;
}

/** Whose copy: the main host's or a reseller's (settings/admin.ts settingsTenantOf says whose an admin edits). */
export type SiteTenant = { kind: 'platform' } | { kind: 'reseller'; resellerId: number };

const NOTHING_SAVED: Saved = { content: null, updated_at: null };

/**
 * A stored document as the landing may show it: checked again with today's schema (a document saved under
 * older rules, or written by hand, is never sent to visitors unchecked); one that fails reads as nothing saved.
 */
function parseContent(text: string): SiteContent | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const checked = validatePayloadSync(siteContentSchema, value);
  return checked.ok ? checked.value : null;
}

async function readSaved(db: Kysely<DB>, tenant: SiteTenant): Promise<Saved> {
  if (tenant.kind === 'platform') {
    const text = await readPlatformSetting(db, PLATFORM_KEY);
    if (!text) return NOTHING_SAVED;
    const stored = JSON.parse(text) as { content: unknown; updated_at: string };
    return { content: parseContent(JSON.stringify(stored.content)), updated_at: stored.updated_at };
  }
  const row = await findResellerSiteContent(db, tenant.resellerId);
  return row ? { content: parseContent(row.content), updated_at: row.updated_at } : NOTHING_SAVED;
}

/** The copy a site's landing shows (null: the landing's standard copy), for the public settings. */
export async function publicSiteContent(
  db: Kysely<DB>,
  tenant: SiteTenant,
): Promise<SiteContent | null> {
  return (await readSaved(db, tenant)).content;
}

/** GET /api/admin/site-content: the tenant's saved copy. */
export async function readSiteContent(
  db: Kysely<DB>,
  tenant: SiteTenant,
): Promise<SiteContentAdmin> {
  if (tenant.kind === 'reseller' && !(await findResellerById(db, tenant.resellerId))) {
    throw notFound();
  }
  return { tenant: tenant.kind, ...(await readSaved(db, tenant)) };
}

/** The sections that differ (for the audit entry: the sections' names, not their whole text). */
function changedSections(before: SiteContent | null, after: SiteContent): string[] {
  return (Object.keys(after) as (keyof SiteContent)[]).filter(
    (key) => JSON.stringify(before?.[key]) !== JSON.stringify(after[key]),
  );
}

/**
 * PUT /api/admin/site-content: saves the whole document (validated by the route with siteContentSchema) and
 * records 'site-content.update' with the names of the sections that changed (details.sections), in one
 * transaction.
 */
export async function saveSiteContent(
  db: Kysely<DB>,
  request: FastifyRequest,
  tenant: SiteTenant,
  content: SiteContent,
  userId: number,
): Promise<SiteContentAdmin> {
  return db.transaction().execute(async (trx) => {
    let label = 'platform';
    if (tenant.kind === 'reseller') {
      const reseller = await findResellerById(trx, tenant.resellerId);
      if (!reseller) throw notFound();
      label = reseller.org_name;
    }
    const before = await readSaved(trx, tenant);
    let updatedAt: string;
    if (tenant.kind === 'platform') {
      updatedAt = nowIso();
      await writePlatformSetting(
        trx,
        PLATFORM_KEY,
        JSON.stringify({ content, updated_at: updatedAt }),
      );
    } else {
      updatedAt = await saveResellerSiteContent(
        trx,
        tenant.resellerId,
        JSON.stringify(content),
        userId,
      );
    }
    // A save that changes nothing records nothing (as the branding's).
    const sections = changedSections(before.content, content);
    if (sections.length === 0) return { tenant: tenant.kind, content, updated_at: updatedAt };
    await recordAudit(trx, request, {
      action: 'site-content.update',
      resellerId: tenant.kind === 'platform' ? null : tenant.resellerId,
      target: {
        type: 'site-content',
        id: tenant.kind === 'platform' ? 'platform' : tenant.resellerId,
        label,
      },
      details: { sections },
    });
    return { tenant: tenant.kind, content, updated_at: updatedAt };
  });
}
