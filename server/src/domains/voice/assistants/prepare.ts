import { withBlanksAsNull, withPlaceholdersFilled } from '@voice/contracts/schemas';
import type { VoiceAssistantSpec } from '../voice-platform/provider';
import type { Owner } from './owner';
import type { AssistantInput } from './payload';

/** The columns of an assistant row that a create or save writes. */
export interface AssistantColumns {
  user_id: number;
  reseller_id: number | null;
  name: string;
  type: AssistantInput['type'];
  phone_number: string | null;
  webhook_url: string | null;
  first_message_mode: string;
  first_message_interruptions_enabled: 0 | 1;
  vapi_data: Record<string, unknown>;
}

export interface PreparedAssistant {
  columns: AssistantColumns;
  /** The assistant for the voice platform, without its server target (added by the caller). */
  spec: Omit<VoiceAssistantSpec, 'server'>;
}

/**
 * What is stored and sent for a payload (spec 001 §3, §4): the placeholders of the system prompt, first message
 * and end-call message filled with the company values, blank optional texts as null (both as the editor does,
 * @voice/contracts/schemas); metadata gets the owner, the time, the type and the assistant's phone number (the
 * claimed one, else the one typed in). Every other field of the payload goes to the voice platform as it is,
 * so a new field of the schema needs no line here.
 */
export function prepareAssistant(
  input: AssistantInput,
  owner: Owner,
  claimedNumber: string | null,
  now: string,
): PreparedAssistant {
  const payload = withBlanksAsNull(withPlaceholdersFilled(input));
  // The assignee and the number to buy are instructions for this save, the type is kept in metadata.
  const { user_id: _assignee, selected_phone_number: _toBuy, type, ...assistant } = payload;
  const phoneNumber = claimedNumber ?? payload.metadata.assistant_phone_number ?? null;
  const webhookUrl = payload.metadata.webhook_url ?? null;
  const metadata = {
    ...payload.metadata,
    assistant_phone_number: phoneNumber,
    user_id: owner.id,
    user_email: owner.email,
    updated_at: now,
    type,
  };
  const spec = { ...assistant, metadata };
  const { name: _name, ...vapiData } = spec;
  return {
    spec,
    columns: {
      user_id: owner.id,
      reseller_id: owner.reseller_id,
      name: payload.name,
      type,
      phone_number: phoneNumber,
      webhook_url: webhookUrl,
      first_message_mode: payload.firstMessageMode,
      first_message_interruptions_enabled: payload.firstMessageInterruptionsEnabled ? 1 : 0,
      vapi_data: vapiData,
    },
  };
}
