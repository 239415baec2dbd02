import { applyTemplateVariables } from '@voice/contracts';
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
 * What is stored and sent for a payload (spec 001 §3, §4): the placeholders {{company_name}},
 * {{company_industry}} and {{company_services}} of the system prompt, first message and end-call message are
 * filled with the company values; metadata gets the owner, the time, the webhook URL, the type and the
 * assistant's phone number (the claimed one, else the one typed in).
 */
export function prepareAssistant(
  input: AssistantInput,
  owner: Owner,
  claimedNumber: string | null,
  now: string,
): PreparedAssistant {
  const values = {
    company_name: input.metadata.company_name,
    industry: input.metadata.industry,
    services_products: input.metadata.services_products,
  };
  const fill = (text: string) => applyTemplateVariables(text, values);
  const messages = input.model.messages.map((message, index) =>
    index === 0 ? { ...message, content: fill(message.content) } : message,
  );
  const model = { ...input.model, messages };
  const webhookUrl = input.metadata.webhook_url || null;
  const phoneNumber = claimedNumber ?? (input.metadata.assistant_phone_number || null);
  const metadata = {
    ...input.metadata,
    sms_phone_number: input.metadata.sms_phone_number || null,
    assistant_phone_number: phoneNumber,
    webhook_url: webhookUrl,
    user_id: owner.id,
    user_email: owner.email,
    updated_at: now,
    type: input.type,
  };
  const firstMessage = fill(input.firstMessage);
  const endCallMessage = fill(input.endCallMessage);
  const spec = {
    name: input.name,
    model,
    voice: input.voice,
    transcriber: input.transcriber,
    analysisPlan: input.analysisPlan,
    artifactPlan: input.artifactPlan,
    firstMessage,
    firstMessageMode: input.firstMessageMode,
    firstMessageInterruptionsEnabled: input.firstMessageInterruptionsEnabled,
    endCallMessage,
    metadata,
  };
  const { name: _name, ...vapiData } = spec;
  return {
    spec,
    columns: {
      user_id: owner.id,
      reseller_id: owner.reseller_id,
      name: input.name,
      type: input.type,
      phone_number: phoneNumber,
      webhook_url: webhookUrl,
      first_message_mode: input.firstMessageMode,
      first_message_interruptions_enabled: input.firstMessageInterruptionsEnabled ? 1 : 0,
      vapi_data: vapiData,
    },
  };
}
