import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { dataScope } from '@voice/contracts';
import { CAMPAIGN_LIMITS, type CampaignInput, type ContactMapping } from '@voice/contracts/schemas';
import type { CallingWindow, DB } from '../../../db/schema';
import { HttpError, ValidationFailed } from '../../../lib/http-error';
import { nowIso, startOfUtcMonth } from '../../../lib/time';
import {
  CAMPAIGN_LIMIT_MESSAGES,
  campaignPlanLimits,
  campaignsRefusal,
  planLimitError,
} from '../../billing';
import { recordAudit } from '../../platform';
import { findAssistant } from '../assistants/repository';
import { CSV_MESSAGES, scanContacts, type ContactsScan } from './contacts-csv';
import { insertContacts } from './contacts-import-repository';
import {
  contactCounts,
  contactsImportedSince,
  countryOfNumber,
  countContacts,
  deleteDraft,
  findCampaign,
  insertCampaign,
  isAssistantNumber,
  updateDraft,
  type CampaignRecord,
} from './repository';

type User = Parameters<typeof dataScope>[0] & { id: number };

export const CAMPAIGN_NOT_FOUND = 'Campaign not found';
export const CAMPAIGN_ERRORS = {
  assistant: 'Choose one of your assistants.',
  callerNumber: "The caller number must be one of the assistant's numbers.",
  notDraft: 'Only a draft campaign can be changed; this one has been started.',
} as const;

/** 404 'Campaign not found': also another tenant's or user's campaign, whose existence is not revealed. */
export const campaignNotFound = () =>
  new HttpError(404, CAMPAIGN_NOT_FOUND, { success: false, message: CAMPAIGN_NOT_FOUND });

const notDraft = () =>
  new HttpError(409, CAMPAIGN_ERRORS.notDraft, {
    success: false,
    message: CAMPAIGN_ERRORS.notDraft,
  });

/** The campaign `id` if `user` may see it (as assistants: own, tenant's, or all for platform admins). */
export async function findVisibleCampaign(
  db: Kysely<DB>,
  user: User,
  id: string,
): Promise<CampaignRecord> {
  const campaign = await findCampaign(db, dataScope(user), id);
  if (!campaign) throw campaignNotFound();
  return campaign;
}

/** Campaigns as the API shows them: with their contacts counted by status. */
export async function presentCampaigns(db: Kysely<DB>, campaigns: readonly CampaignRecord[]) {
  const counts = await contactCounts(
    db,
    campaigns.map((c) => c.id),
  );
  return campaigns.map((c) => ({ ...c, contacts: counts.get(c.id) ?? { total: 0 } }));
}

/**
 * What a campaign's settings become once checked against the caller's assistants and the plan of the assistant's
 * owner (who owns the campaign): an assistant the user may not see is a 422 on assistant_id, a caller number not
 * the assistant's a 422 on phone_number_id, a plan without campaigns a 403, max_concurrent above the plan a 422
 * naming the limit.
 */
async function checkedValues(db: Kysely<DB>, user: User, input: CampaignInput) {
  const assistant = await findAssistant(db, dataScope(user), String(input.assistant_id));
  if (!assistant)
    throw new ValidationFailed(
      { assistant_id: [CAMPAIGN_ERRORS.assistant] },
      CAMPAIGN_ERRORS.assistant,
    );
  if (
    input.phone_number_id !== null &&
    !(await isAssistantNumber(db, assistant.id, input.phone_number_id))
  ) {
    throw new ValidationFailed(
      { phone_number_id: [CAMPAIGN_ERRORS.callerNumber] },
      CAMPAIGN_ERRORS.callerNumber,
    );
  }
  const limits = await campaignPlanLimits(db, assistant.user_id);
  const refusal = campaignsRefusal(limits);
  if (refusal) throw planLimitError(refusal);
  if (input.max_concurrent > limits.concurrency) {
    const message = CAMPAIGN_LIMIT_MESSAGES.concurrency(limits.concurrency);
    throw new ValidationFailed({ max_concurrent: [message] }, message);
  }
  return {
    owner: { user_id: assistant.user_id, reseller_id: assistant.reseller_id },
    values: {
      name: input.name,
      assistant_id: assistant.id,
      phone_number_id: input.phone_number_id,
      starts_at: input.starts_at ? new Date(input.starts_at).toISOString() : null,
      ends_at: input.ends_at ? new Date(input.ends_at).toISOString() : null,
      time_zone: input.time_zone,
      calling_window: input.calling_window as CallingWindow,
      max_concurrent: input.max_concurrent,
      retry_count: input.retry_count,
      retry_spacing_minutes: input.retry_spacing_minutes,
      retry_on: [...new Set(input.retry_on)],
    },
  };
}

/** Creates a draft; the consent it was given with is recorded in the audit log in the same transaction. */
export async function createCampaign(
  db: Kysely<DB>,
  request: FastifyRequest,
  user: User,
  input: CampaignInput,
): Promise<CampaignRecord> {
  const { owner, values } = await checkedValues(db, user, input);
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    const campaignId = await insertCampaign(trx, { ...values, ...owner, consent_by: user.id, now });
    await recordAudit(trx, request, {
      action: 'campaign.consent',
      resellerId: owner.reseller_id,
      target: { type: 'campaign', id: campaignId, label: values.name },
      details: {
        statement: 'Every contact agreed to be called.',
        assistant_id: values.assistant_id,
        owner_id: owner.user_id,
        confirmed_at: now,
      },
    });
    return campaignId;
  });
  return findVisibleCampaign(db, user, String(id));
}

/** Changes a draft's settings (a campaign that has been started is a 409). */
export async function updateCampaign(
  db: Kysely<DB>,
  user: User,
  campaign: CampaignRecord,
  input: CampaignInput,
): Promise<CampaignRecord> {
  if (campaign.status !== 'draft') throw notDraft();
  const { owner, values } = await checkedValues(db, user, input);
  if (!(await updateDraft(db, campaign.id, { ...values, ...owner }, nowIso()))) throw notDraft();
  return findVisibleCampaign(db, user, String(campaign.id));
}

export async function deleteCampaign(db: Kysely<DB>, campaign: CampaignRecord): Promise<void> {
  if (campaign.status !== 'draft') throw notDraft();
  const deleted = await db.transaction().execute((trx) => deleteDraft(trx, campaign.id));
  if (!deleted) throw notDraft();
}

async function readContextOf(db: Kysely<DB>, campaign: CampaignRecord) {
  return {
    campaignId: campaign.id,
    resellerId: campaign.reseller_id,
    defaultCountry:
      campaign.phone_number_id === null
        ? null
        : await countryOfNumber(db, campaign.phone_number_id),
  };
}

/** Reads a contact list without keeping anything: what the import would add and skip, and why. */
export async function previewContacts(
  db: Kysely<DB>,
  campaign: CampaignRecord,
  file: Readable,
  mapping: ContactMapping | null,
): Promise<ContactsScan> {
  const context = await readContextOf(db, campaign);
  return scanContacts(file, { db, ...context }, mapping, () => Promise.resolve());
}

export interface ImportResult {
  rows_total: number;
  imported: number;
  skipped: number;
  skipped_by_reason: Record<string, number>;
}

/**
 * Imports a contact list into a draft: the rows the preview flags are skipped, the others inserted in batches,
 * all in one transaction, so that a file refused midway (too many rows, the campaign full, the plan's monthly
 * contacts used up) adds nothing. `open` reads the (spooled) file.
 */
export async function importContacts(
  db: Kysely<DB>,
  campaign: CampaignRecord,
  open: () => Readable,
  mapping: ContactMapping,
  now: Date = new Date(),
): Promise<ImportResult> {
  if (campaign.status !== 'draft') throw notDraft();
  const limits = await campaignPlanLimits(db, campaign.user_id, now);
  const refusal = campaignsRefusal(limits);
  if (refusal) throw planLimitError(refusal);
  const context = await readContextOf(db, campaign);
  const createdAt = nowIso(now);
  return db.transaction().execute(async (trx) => {
    const held = await countContacts(trx, campaign.id);
    const usedThisMonth = await contactsImportedSince(trx, campaign.user_id, startOfUtcMonth(now));
    const left = Math.max(0, limits.contactsPerMonth - usedThisMonth);
    const room = CAMPAIGN_LIMITS.contacts - held;
    let imported = 0;
    const scan = await scanContacts(open(), { db: trx, ...context }, mapping, async (contacts) => {
      if (imported + contacts.length > room) {
        throw new ValidationFailed(
          { file: [CSV_MESSAGES.campaignFull(held)] },
          CSV_MESSAGES.campaignFull(held),
        );
      }
      if (imported + contacts.length > left) {
        throw planLimitError(
          CAMPAIGN_LIMIT_MESSAGES.contactsPerMonth(limits.contactsPerMonth, left),
        );
      }
      imported += await insertContacts(trx, campaign.id, contacts, createdAt);
    });
    return {
      rows_total: scan.rows_total,
      imported,
      skipped: scan.rows_total - imported,
      skipped_by_reason: scan.errors_by_reason,
    };
  });
}
