import type { Kysely } from 'kysely';
import { MAX_KNOWLEDGE_MB_LIMIT, MAX_KNOWLEDGE_SOURCES_LIMIT } from '@voice/contracts/schemas';
import type { DB, PackageRow } from '../../../db/schema';
import { HttpError } from '../../../lib/http-error';
import { findPackageById } from '../packages/repository';
import { quotaFor } from './quota';
import { findLiveSubscription, findUserRole } from './repository';

/** A plan's knowledge_mb_limit counts MB of 1,048,576 bytes. */
const BYTES_PER_MB = 1024 * 1024;

/** What an assistant's owner's plan gives each of their assistants (packages, migration 0023). */
export interface AssistantPlanLimits {
  /** Has the owner a usable plan (or a quota-exempt role)? Without one every limit is 0. */
  active: boolean;
  /** Knowledge sources one assistant may have (0: none). */
  knowledgeSources: number;
  /** Total bytes of one assistant's knowledge sources. */
  knowledgeBytes: number;
  /** May the assistant book appointments? */
  booking: boolean;
}

/** Without a usable plan: nothing, as the assistants quota lets such a user create nothing. */
const NO_PLAN: AssistantPlanLimits = {
  active: false,
  knowledgeSources: 0,
  knowledgeBytes: 0,
  booking: false,
};

/** Administrators' own assistants (quota-exempt roles): the most any plan may give. */
const MOST: AssistantPlanLimits = {
  active: true,
  knowledgeSources: MAX_KNOWLEDGE_SOURCES_LIMIT,
  knowledgeBytes: MAX_KNOWLEDGE_MB_LIMIT * BYTES_PER_MB,
  booking: true,
};

function limitsOfPackage(
  pkg: Pick<PackageRow, 'knowledge_sources_limit' | 'knowledge_mb_limit' | 'booking_enabled'>,
): AssistantPlanLimits {
  return {
    active: true,
    knowledgeSources: Number(pkg.knowledge_sources_limit),
    knowledgeBytes: Number(pkg.knowledge_mb_limit) * BYTES_PER_MB,
    booking: Number(pkg.booking_enabled) === 1,
  };
}

/**
 * The knowledge and booking limits of an assistant, from its owner's plan (ownerPlan): pass the assistant's user_id,
 * not the signed-in user (an admin adding a source to a client's assistant is held to the client's plan).
 */
export async function assistantPlanLimits(
  db: Kysely<DB>,
  ownerUserId: number,
  now: Date = new Date(),
): Promise<AssistantPlanLimits> {
  const plan = await ownerPlan(db, ownerUserId, now);
  if (plan === 'exempt') return MOST;
  return plan ? limitsOfPackage(plan) : NO_PLAN;
}

/**
 * The package whose limits hold for what `ownerUserId` owns, decided as the assistants quota decides (quotaFor):
 * 'exempt' for a quota-exempt owner (an admin's own assistants and campaigns: the most a plan may give), null for
 * an owner without a usable plan (none, a pending one, or a reseller whose own package with the platform has
 * lapsed), else the live subscription's package.
 */
export async function ownerPlan(
  db: Kysely<DB>,
  ownerUserId: number,
  now: Date,
): Promise<PackageRow | 'exempt' | null> {
  const role = await findUserRole(db, ownerUserId);
  if (role === null) return null;
  const quota = await quotaFor(db, { id: ownerUserId, role }, now);
  if (!quota.hasActiveSubscription) return null;
  if (quota.exempt) return 'exempt';
  const subscription = await findLiveSubscription(db, ownerUserId);
  return (subscription && (await findPackageById(db, subscription.package_id))) || null;
}

/** The refusals, in the style of the assistants quota's ('You need an active subscription to create assistants.'). */
export const PLAN_LIMIT_MESSAGES = {
  noSubscription: 'You need an active subscription to use the knowledge base and booking.',
  noKnowledge: 'Your plan does not include a knowledge base.',
  booking: 'Appointment booking is not included in your plan.',
  /** 'Your plan allows 20 knowledge sources per assistant.' */
  knowledgeSources: (limit: number) =>
    `Your plan allows ${limit} knowledge ${limit === 1 ? 'source' : 'sources'} per assistant.`,
  /** 'Your plan allows 50 MB of knowledge per assistant.' (from the limits' bytes) */
  knowledgeSize: (bytes: number) =>
    `Your plan allows ${Math.floor(bytes / BYTES_PER_MB)} MB of knowledge per assistant.`,
} as const;

/**
 * The message for one more knowledge source of `addBytes` on an assistant that has `sources` sources of `bytes`
 * in total, or null when the plan allows it.
 */
export function knowledgeRefusal(
  limits: AssistantPlanLimits,
  current: { sources: number; bytes: number },
  addBytes: number,
): string | null {
  if (!limits.active) return PLAN_LIMIT_MESSAGES.noSubscription;
  if (limits.knowledgeSources === 0 || limits.knowledgeBytes === 0) {
    return PLAN_LIMIT_MESSAGES.noKnowledge;
  }
  if (current.sources + 1 > limits.knowledgeSources) {
    return PLAN_LIMIT_MESSAGES.knowledgeSources(limits.knowledgeSources);
  }
  if (current.bytes + addBytes > limits.knowledgeBytes) {
    return PLAN_LIMIT_MESSAGES.knowledgeSize(limits.knowledgeBytes);
  }
  return null;
}

/** The message for turning booking on for an assistant, or null when the plan allows it. */
export function bookingRefusal(limits: AssistantPlanLimits): string | null {
  if (!limits.active) return PLAN_LIMIT_MESSAGES.noSubscription;
  return limits.booking ? null : PLAN_LIMIT_MESSAGES.booking;
}

/** A plan's refusal as the assistants quota answers one: 403 { success: false, message }. */
export function planLimitError(message: string): HttpError {
  return new HttpError(403, message, { success: false, message });
}
