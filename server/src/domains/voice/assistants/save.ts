import type { FastifyBaseLogger } from 'fastify';
import { countryCode, dataScope, type Assistant } from '@voice/contracts';
import type { AppConfig } from '../../../config';
import type { Dialect } from '../../../db/database';
import { ValidationFailed } from '../../../lib/http-error';
import { nowIso } from '../../../lib/time';
import type { VoiceAssistantSpec } from '../voice-platform/provider';
import {
  voiceAccountFor,
  voiceProviderOfAccount,
  type VoiceAccount,
} from '../voice-platform/provider-for-tenant';
import { voiceServerTargetFor } from '../voice-platform/webhook-credential';
import { assistantToolIds } from '../voice-platform/tool-ids-repository';
import {
  dropStaleDoNotCallTool,
  NO_DO_NOT_CALL_TOOL,
  type DoNotCallToolChange,
  prepareDoNotCallTool,
  withDoNotCallTool,
} from '../do-not-call/vapi-tool';
import { saveDoNotCallToolId } from '../do-not-call/vapi-tool-repository';
import { emitAssistantSaved } from './events';
import { assistantNotFound } from './find';
import { resolveOwner, type Caller } from './owner';
import type { AssistantInput } from './payload';
import { checkAssistantPayload } from './payload-checks';
import {
  claimNumber,
  importNumber,
  providerFailure,
  releaseNumber,
  type NumberDeps,
} from './phone-numbers';
import { linkNumber, numbersOf, type ClaimedNumber } from './phone-number-repository';
import { ownReceiverToken } from '../../../lib/webhook-receiver-url';
import { prepareAssistant } from './prepare';
import { assertCanCreate } from './quota-guard';
import { findAssistant, type AssistantRecord } from './repository';
import { UndoStack } from './undo';
import { insertAssistantRow, lockOwner, updateAssistantRow } from './write-repository';
import { presentAssistant } from './presenter';

/**
 * Creating and saving an assistant (spec 001 §4, §7): checked, then saved on the voice platform and in our
 * database together, or not at all. Order: the server's checks, the owner, the quota (a first look, so nothing is
 * bought for a refused create), the phone number, the voice platform, then one transaction that counts the owner's
 * assistants again under a lock and writes the row. Any failure takes back the earlier steps (undo.ts).
 */

export const ASSISTANT_MOVE_REFUSED = 'An assistant cannot be moved to a user of another reseller.';

/**
 * What a save is done with: the numbers' and voice platform's dependencies (database, configuration, telephony,
 * voice), the log (undone steps, cleanups that failed) and the dialect (the owner's lock).
 */
export type AssistantSaveDeps = NumberDeps & { log: FastifyBaseLogger; dialect: Dialect };

function assertValid(config: AppConfig, input: AssistantInput): void {
  const errors = checkAssistantPayload(input, {
    allowPrivateWebhookTargets: config.webhooks.allowPrivateTargets,
    isOwnReceiver: (url) => ownReceiverToken(config, url) !== null,
  });
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

async function remote<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerFailure(error);
  }
}

async function claimSelected(
  deps: AssistantSaveDeps,
  input: AssistantInput,
  owner: { id: number; reseller_id: number | null },
  undo: UndoStack,
): Promise<ClaimedNumber | null> {
  const selected = input.selected_phone_number;
  if (!selected) return null;
  const claimed = await claimNumber(deps, {
    phoneNumber: selected,
    country: countryCode(input.metadata.country) ?? 'US',
    userId: owner.id,
    resellerId: owner.reseller_id,
  });
  undo.push('release number', () => releaseNumber(deps, claimed));
  return claimed;
}

async function reload(deps: AssistantSaveDeps, caller: Caller, id: number): Promise<Assistant> {
  const row = await findAssistant(deps.db, dataScope(caller), String(id));
  if (!row) throw assistantNotFound();
  return presentAssistant(row, null);
}

/** POST /api/assistants (and the super-admin variant). */
export async function createAssistant(
  deps: AssistantSaveDeps,
  caller: Caller,
  input: AssistantInput,
): Promise<Assistant> {
  assertValid(deps.config, input);
  const owner = await resolveOwner(deps.db, caller, input.user_id, null);
  await assertCanCreate(deps.db, caller);
  const undo = new UndoStack(deps.log);
  let id: number;
  try {
    const claimed = await claimSelected(deps, input, owner, undo);
    const now = nowIso();
    const prepared = prepareAssistant(input, owner, claimed?.phone_number ?? null, now);
    const { provider: voice, account } = await voiceAccountFor(deps, owner.reseller_id);
    const server = await voiceServerTargetFor(deps, owner.reseller_id);
    // An assistant with a number can call out: it carries the add_to_do_not_call tool from the start.
    const doNotCall = await prepareDoNotCallTool(
      deps,
      { ...NO_DO_NOT_CALL_TOOL, reseller_id: owner.reseller_id },
      account,
      claimed !== null,
      undo,
    );
    const toolIds = withDoNotCallTool([], null, doNotCall);
    const created = await remote(() =>
      voice.createAssistant({
        ...prepared.spec,
        server,
        ...(toolIds.length > 0 ? { toolIds } : {}),
      }),
    );
    undo.push('delete remote assistant', () => voice.deleteAssistant(created.id));
    if (claimed) await importNumber(deps, claimed, created.id, input.name);

    id = await deps.db.transaction().execute(async (trx) => {
      await lockOwner(trx, deps.dialect, caller.id);
      await assertCanCreate(trx, caller);
      const newId = await insertAssistantRow(
        trx,
        prepared.columns,
        { vapi_assistant_id: created.id, voice_provider: account },
        caller.id,
        now,
      );
      if (claimed) await linkNumber(trx, claimed.id, newId);
      if (doNotCall.toolId) await saveDoNotCallToolId(trx, newId, doNotCall.toolId);
      await emitAssistantSaved(trx, 'assistant.created', newId);
      return newId;
    });
  } catch (error) {
    await undo.run();
    throw error;
  }
  return reload(deps, caller, id);
}

/** The assistant as it was on the voice platform, to put back when a save fails after the platform took it. */
export function previousSpec(row: AssistantRecord): Omit<VoiceAssistantSpec, 'server'> | null {
  if (!row.vapi_data) return null;
  return {
    ...(row.vapi_data as unknown as Omit<VoiceAssistantSpec, 'server' | 'name'>),
    name: row.name,
  };
}

/**
 * Updates the assistant on the account holding it, or creates it on the tenant's current account when it lives
 * on another one (the reseller added or removed its own key, or the platform changed VOICE_PROVIDER).
 */
async function saveRemotely(
  { provider: voice, account }: VoiceAccount,
  existing: AssistantRecord,
  spec: VoiceAssistantSpec,
  previousToolIds: readonly string[],
  undo: UndoStack,
): Promise<string> {
  const sameAccount = (existing.voice_provider ?? 'sandbox') === account;
  const remoteId = existing.vapi_assistant_id;
  if (sameAccount && remoteId) {
    await remote(() => voice.updateAssistant(remoteId, spec));
    const previous = previousSpec(existing);
    if (previous) {
      undo.push('restore remote assistant', () =>
        voice.updateAssistant(remoteId, {
          ...previous,
          server: spec.server,
          toolIds: previousToolIds,
        }),
      );
    }
    return remoteId;
  }
  const created = await remote(() => voice.createAssistant(spec));
  undo.push('delete remote assistant', () => voice.deleteAssistant(created.id));
  return created.id;
}

/** After a move to another account, the copy on the old one goes (when that account is still reachable). */
async function deleteFromOldAccount(deps: AssistantSaveDeps, old: AssistantRecord): Promise<void> {
  const remoteId = old.vapi_assistant_id;
  const voice = await voiceProviderOfAccount(deps, old.reseller_id, old.voice_provider);
  if (!remoteId || !voice) return;
  await voice
    .deleteAssistant(remoteId)
    .catch((error: unknown) =>
      deps.log.error(
        { error: error instanceof Error ? error.message : String(error), remoteId },
        'assistant save: the copy on the previous voice account could not be deleted',
      ),
    );
}

/** PUT /api/assistants/{id} (and the super-admin variant). */
export async function updateAssistant(
  deps: AssistantSaveDeps,
  caller: Caller,
  idParam: string,
  input: AssistantInput,
): Promise<Assistant> {
  const existing = await findAssistant(deps.db, dataScope(caller), idParam);
  if (!existing) throw assistantNotFound();
  assertValid(deps.config, input);
  const owner = await resolveOwner(deps.db, caller, input.user_id, { userId: existing.user_id });
  if (owner.reseller_id !== existing.reseller_id) {
    throw new ValidationFailed({ user_id: [ASSISTANT_MOVE_REFUSED] });
  }
  const [current] = await numbersOf(deps.db, existing.id);
  const replacing =
    !!input.selected_phone_number && input.selected_phone_number !== current?.phone_number;
  const undo = new UndoStack(deps.log);
  /** The row as it was, when the assistant was created anew on the tenant's current account. */
  let movedFrom: AssistantRecord | null = null;
  let doNotCall: DoNotCallToolChange | null = null;
  try {
    const claimed = replacing ? await claimSelected(deps, input, owner, undo) : null;
    const now = nowIso();
    const number = claimed?.phone_number ?? current?.phone_number ?? null;
    const prepared = prepareAssistant(input, owner, number, now);
    const target = await voiceAccountFor(deps, existing.reseller_id);
    const server = await voiceServerTargetFor(deps, existing.reseller_id);
    // The saved tools (transfer, ...) live on the account holding the assistant: kept on an update there; a copy
    // made on another account starts without them (they are saved again on that account).
    const toolIds =
      (existing.voice_provider ?? 'sandbox') === target.account
        ? await assistantToolIds(deps.db, existing.id)
        : [];
    // With a number (new, kept, or set before phone_numbers rows existed) it can call out: see do-not-call/vapi-tool.
    doNotCall = await prepareDoNotCallTool(
      deps,
      existing,
      target.account,
      number !== null || !!existing.phone_number?.trim(),
      undo,
    );
    const remoteId = await saveRemotely(
      target,
      existing,
      {
        ...prepared.spec,
        server,
        toolIds: withDoNotCallTool(toolIds, existing.do_not_call_tool_id, doNotCall),
      },
      toolIds,
      undo,
    );
    movedFrom = remoteId === existing.vapi_assistant_id ? null : existing;
    if (claimed) await importNumber(deps, claimed, remoteId, input.name);

    await deps.db.transaction().execute(async (trx) => {
      await updateAssistantRow(
        trx,
        existing.id,
        prepared.columns,
        { vapi_assistant_id: remoteId, voice_provider: target.account },
        now,
      );
      if (claimed) await linkNumber(trx, claimed.id, existing.id);
      if (doNotCall && doNotCall.toolId !== existing.do_not_call_tool_id) {
        await saveDoNotCallToolId(trx, existing.id, doNotCall.toolId);
      }
      await emitAssistantSaved(trx, 'assistant.updated', existing.id);
    });
  } catch (error) {
    await undo.run();
    throw error;
  }
  if (movedFrom) await deleteFromOldAccount(deps, movedFrom);
  if (doNotCall) await dropStaleDoNotCallTool(deps, doNotCall);
  if (replacing && current) {
    // The new number is saved; the old one goes back (a failure here leaves it unused, and is logged).
    await releaseNumber(deps, current).catch((error: unknown) =>
      deps.log.error(
        { error: error instanceof Error ? error.message : String(error) },
        'assistant save: the replaced number could not be released',
      ),
    );
  }
  return reload(deps, caller, existing.id);
}
