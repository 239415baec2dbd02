import { OUTBOUND_CALL_MESSAGES, type OutboundCallPayload } from '@voice/contracts/schemas';
import { quotaFor } from '../../billing';
import { HttpError, ValidationFailed } from '../../../lib/http-error';
import { findVisibleAssistant } from '../assistants/find';
import { numbersOf } from '../assistants/phone-number-repository';
import { providerFailure } from '../assistants/phone-numbers';
import { ASSISTANT_NOT_SYNCED } from '../assistants/remote-tools';
import type { AssistantRecord } from '../assistants/repository';
import { isDoNotCall } from '../do-not-call/repository';
import {
  voiceProviderOfAccount,
  type VoiceProviderDeps,
} from '../voice-platform/provider-for-tenant';
import { ownerRole } from './repository';
import { runSandboxOutboundCall, type SandboxCallDeps, type SandboxOutcome } from './sandbox-call';

export const OUTBOUND_MESSAGES = {
  noNumber: 'This assistant has no phone number to call from. Give it a number first.',
  doNotCall: 'This number is on the do-not-call list.',
  ownNumber: 'An assistant cannot call its own number.',
  noSubscription: 'You need an active subscription to place calls.',
  noMinutes: 'Your plan has no call minutes left for this period.',
} as const;

export const OUTBOUND_CALL_PLACED = 'Call placed';

export type OutboundCallDeps = VoiceProviderDeps & SandboxCallDeps;

export interface PlacedOutboundCall {
  call_id: string;
  status: string;
  outcome: SandboxOutcome | null;
  /** For the audit entry. */
  assistant: AssistantRecord;
  from: string;
}

const refuse = (status: number, message: string) =>
  new HttpError(status, message, { success: false, message });

/** The number the call is placed from: the one asked for (one of the assistant's), else its first. */
export async function callerNumber(
  deps: OutboundCallDeps,
  assistant: AssistantRecord,
  wanted: number | null | undefined,
): Promise<{ number: string; voiceId: string | null }> {
  const numbers = await numbersOf(deps.db, assistant.id);
  if (wanted !== null && wanted !== undefined) {
    const picked = numbers.find((n) => n.id === wanted);
    if (!picked)
      throw new ValidationFailed({ from_phone_number_id: [OUTBOUND_CALL_MESSAGES.from] });
    return { number: picked.phone_number, voiceId: picked.voice_phone_number_id };
  }
  const first = numbers[0];
  if (first) return { number: first.phone_number, voiceId: first.voice_phone_number_id };
  // Assistants whose number was set before phone_numbers rows existed keep it on the assistant only.
  const own = assistant.phone_number?.trim();
  if (own) return { number: own, voiceId: null };
  throw refuse(422, OUTBOUND_MESSAGES.noNumber);
}

/** Why the owner's plan allows no calls now (no active plan, no minutes left), or null: it does (admins always). */
export async function planCallRefusal(
  deps: Pick<OutboundCallDeps, 'db'>,
  ownerId: number,
): Promise<string | null> {
  const role = await ownerRole(deps.db, ownerId);
  if (role === null) return OUTBOUND_MESSAGES.noSubscription;
  const quota = await quotaFor(deps.db, { id: ownerId, role });
  if (quota.exempt) return null;
  if (!quota.hasActiveSubscription) return OUTBOUND_MESSAGES.noSubscription;
  if (quota.minutes.remaining === 0) return OUTBOUND_MESSAGES.noMinutes;
  return null;
}

export interface DialRequest {
  assistant: AssistantRecord;
  /** One of the assistant's numbers (phone_numbers.id); null or undefined: its first. */
  fromPhoneNumberId: number | null | undefined;
  to: string;
  variables: Record<string, string>;
  /** Our reference of the call (a campaign's attempt): the platform keeps it, the sandbox's call id derives from it. */
  reference?: string;
}

export interface DialledCall {
  call_id: string;
  status: string;
  from: string;
  /** The sandbox's simulation of the call (its webhooks), to run by the caller; null on a real platform. */
  simulate: ((options?: { durationMs?: number }) => Promise<SandboxOutcome>) | null;
}

/** The platform's side of a dial: the provider that holds the assistant's copy, and that copy's id. */
interface DialPlatform {
  voice: NonNullable<Awaited<ReturnType<typeof voiceProviderOfAccount>>>;
  remoteId: string;
}

/** The owner's plan allows calls (403 otherwise) and the platform holds the assistant (409 otherwise). */
async function dialPlatform(
  deps: OutboundCallDeps,
  assistant: AssistantRecord,
): Promise<DialPlatform> {
  const refusal = await planCallRefusal(deps, assistant.user_id);
  if (refusal) throw refuse(403, refusal);
  const voice = await voiceProviderOfAccount(deps, assistant.reseller_id, assistant.voice_provider);
  const remoteId = assistant.vapi_assistant_id;
  if (!voice || !remoteId) throw refuse(409, ASSISTANT_NOT_SYNCED);
  return { voice, remoteId };
}

/** What many dials of one assistant share, read once (a campaign's round): its number, its plan, its platform. */
export interface PreparedDials {
  assistant: AssistantRecord;
  from: { number: string; voiceId: string | null };
  platform: DialPlatform;
}

/** dialOutbound's checks that do not depend on the callee, for a batch of dials (dialPrepared). */
export async function prepareDials(
  deps: OutboundCallDeps,
  assistant: AssistantRecord,
  fromPhoneNumberId: number | null | undefined,
): Promise<PreparedDials> {
  const from = await callerNumber(deps, assistant, fromPhoneNumberId);
  return { assistant, from, platform: await dialPlatform(deps, assistant) };
}

/** The callees of `numbers` on the assistant's tenant's do-not-call list (one query for a batch). */
export const doNotCallAmong = (
  deps: Pick<OutboundCallDeps, 'db'>,
  assistant: AssistantRecord,
  numbers: readonly string[],
) => isDoNotCall(deps.db, { resellerId: assistant.reseller_id }, [...numbers]);

export interface DialRequestOf {
  to: string;
  variables: Record<string, string>;
  reference?: string | undefined;
}

/**
 * One dial of a prepared batch: its own number (422) and the do-not-call list (422, `listed`: looked up for the
 * batch right before its dials) refused, then the platform dials.
 */
export async function dialPrepared(
  deps: OutboundCallDeps,
  prepared: PreparedDials,
  request: DialRequestOf,
  listed: ReadonlySet<string>,
  beforeDial: () => Promise<unknown> = async () => undefined,
): Promise<DialledCall> {
  const { assistant, from } = prepared;
  if (from.number === request.to) throw refuse(422, OUTBOUND_MESSAGES.ownNumber);
  if (listed.has(request.to)) throw refuse(422, OUTBOUND_MESSAGES.doNotCall);
  return place(deps, assistant, from, prepared.platform, request, beforeDial);
}

async function place(
  deps: OutboundCallDeps,
  assistant: AssistantRecord,
  from: PreparedDials['from'],
  { voice, remoteId }: DialPlatform,
  { to, variables, reference }: DialRequestOf,
  beforeDial: () => Promise<unknown>,
): Promise<DialledCall> {
  await beforeDial();
  let placed;
  try {
    placed = await voice.startOutboundCall({
      assistantId: remoteId,
      phoneNumberId: from.voiceId,
      from: from.number,
      to,
      variables,
      reference,
    });
  } catch (error) {
    throw providerFailure(error);
  }
  return {
    call_id: placed.id,
    status: placed.status,
    from: from.number,
    simulate:
      voice.name === 'sandbox'
        ? (options) =>
            runSandboxOutboundCall(
              deps,
              { callId: placed.id, assistant, from: from.number, to, variables },
              Date.now(),
              options,
            )
        : null,
  };
}

/**
 * The one way an assistant dials out (POST /api/assistants/:id/calls; the campaigns' engine runs the same checks
 * once per round through prepareDials and dialPrepared): refused when it has no number to call from (422), calls
 * its own number (422), the number is on the tenant's do-not-call list (422, checked right before the dial), the
 * owner's plan allows no calls (403, the assistant owner's plan, as its calls are counted there) or the platform
 * holds no copy of the assistant (409); a platform failure is a 502.
 */
export async function dialOutbound(
  deps: OutboundCallDeps,
  request: DialRequest,
  /** Called once every check passed, just before the platform dials. */
  beforeDial: () => Promise<unknown> = async () => undefined,
): Promise<DialledCall> {
  const { assistant, to } = request;
  const from = await callerNumber(deps, assistant, request.fromPhoneNumberId);
  if (from.number === to) throw refuse(422, OUTBOUND_MESSAGES.ownNumber);
  const listed = await doNotCallAmong(deps, assistant, [to]);
  if (listed.has(to)) throw refuse(422, OUTBOUND_MESSAGES.doNotCall);
  return place(deps, assistant, from, await dialPlatform(deps, assistant), request, beforeDial);
}

/**
 * POST /api/assistants/:id/calls: the assistant calls `to` now from one of its numbers. Who may see the assistant
 * may call out with it (findVisibleAssistant: another tenant's is a 404); dialOutbound says what is refused. The
 * platform's call is recorded through the voice webhook like an inbound one (direction outbound); the sandbox
 * simulates it there before answering.
 */
export async function placeOutboundCall(
  deps: OutboundCallDeps,
  user: Parameters<typeof findVisibleAssistant>[1],
  id: string,
  body: OutboundCallPayload,
  /** Called once every check passed, just before the platform dials (the per-user call limit counts it). */
  beforeDial: () => Promise<unknown> = async () => undefined,
): Promise<PlacedOutboundCall> {
  const assistant = await findVisibleAssistant(deps.db, user, id);
  const dialled = await dialOutbound(
    deps,
    {
      assistant,
      fromPhoneNumberId: body.from_phone_number_id,
      to: body.to,
      variables: body.variables ?? {},
    },
    beforeDial,
  );
  if (!dialled.simulate) {
    return {
      call_id: dialled.call_id,
      status: dialled.status,
      outcome: null,
      assistant,
      from: dialled.from,
    };
  }
  const outcome = await dialled.simulate();
  return { call_id: dialled.call_id, status: 'ended', outcome, assistant, from: dialled.from };
}
