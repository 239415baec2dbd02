import { HttpError } from '../../../lib/http-error';
import type { VoiceProviderDeps } from '../voice-platform/provider-for-tenant';
import { voiceProviderOfAccount } from '../voice-platform/provider-for-tenant';
import { voiceServerTargetFor } from '../voice-platform/webhook-credential';
import type { AssistantRecord } from './repository';
import { previousSpec } from './save';
import type { UndoStack } from './undo';

export const ASSISTANT_NOT_SYNCED =
  'Save the assistant once more first: the voice platform has no copy of it yet.';

/**
 * Puts these saved tools on the assistant held by the voice platform (model.toolIds: Vapi replaces `model` as a
 * whole, so the assistant is sent again from its last saved spec), with an undo step putting `before` back.
 */
export async function putRemoteToolIds(
  deps: VoiceProviderDeps,
  assistant: AssistantRecord,
  remoteId: string,
  toolIds: { before: readonly string[]; after: readonly string[] },
  undo: UndoStack,
): Promise<void> {
  const spec = previousSpec(assistant);
  const voice = await voiceProviderOfAccount(deps, assistant.reseller_id, assistant.voice_provider);
  if (!spec || !voice) throw new HttpError(409, ASSISTANT_NOT_SYNCED);
  const server = await voiceServerTargetFor(deps, assistant.reseller_id);
  await voice.updateAssistant(remoteId, { ...spec, server, toolIds: toolIds.after });
  undo.push('restore the assistant tools', () =>
    voice.updateAssistant(remoteId, { ...spec, server, toolIds: toolIds.before }),
  );
}
