import type { AssistantType, FirstMessageMode } from '../constants/assistant-options';
import type { AssistantVapiData } from '../entities/assistant';
import { dataReply, pagedList, savedReply } from './common';
import { json } from './json';

const templateTexts = {
  system_prompt: json.string,
  first_message: json.string,
  end_call_message: json.string,
};
/** The texts a new assistant starts from. */
export const AssistantTemplateSchema = json.object(templateTexts);
export const AssistantTemplateReply = dataReply(AssistantTemplateSchema);
/** The template as its admin edits it. */
export const AdminAssistantTemplateSchema = json.object({
  ...templateTexts,
  updated_at: json.nullableString,
  is_default: json.boolean,
});
export const AdminAssistantTemplateReply = dataReply(AdminAssistantTemplateSchema);
export const AdminAssistantTemplateSavedReply = savedReply(AdminAssistantTemplateSchema);

/** A user an admin may assign an assistant to. */
export const AssignableUserSchema = json.object({
  id: json.integer,
  name: json.string,
  email: json.string,
  reseller_id: json.nullableInteger,
  reseller_name: json.nullableString,
});
export const AssignableUserListReply = dataReply(json.array(AssignableUserSchema));

/** A phone number the telephony provider offers. */
export const AvailableNumberSchema = json.object({
  phone_number: json.string,
  locality: json.nullableString,
  region: json.nullableString,
});
export const AvailableNumberListReply = dataReply(json.array(AvailableNumberSchema));

/**
 * One of an assistant's own numbers (GET /api/assistants/{id}/phone-numbers): its id is what a campaign's
 * phone_number_id and an outbound call's from_phone_number_id take; label is where the number is (its locality and
 * region), null when the provider told neither.
 */
export const AssistantPhoneNumberSchema = json.object({
  id: json.integer,
  phone_number: json.string,
  label: json.nullableString,
});
export const AssistantPhoneNumberListReply = dataReply(json.array(AssistantPhoneNumberSchema));
/** A voice of the editor's picker. */
export const VoiceOptionSchema = json.object({
  id: json.string,
  name: json.string,
  gender: json.enumOf(['male', 'female']),
});
export const VoiceListReply = json.object({
  success: json.boolean,
  data: json.array(VoiceOptionSchema),
  source: json.enumOf(['elevenlabs', 'built-in']),
});

/** GET /api/admin/voice-configuration for a reseller admin: its own provider keys, secrets masked, never returned. */
export const ResellerVoiceConfigurationSchema = json.object({
  scope: json.literal('reseller'),
  /** e.g. '…••••1a2b'; null when not saved. */
  vapi_api_key_masked: json.nullableString,
  /** The Twilio account SID is not a secret: shown in full. */
  twilio_account_sid: json.nullableString,
  twilio_auth_token_masked: json.nullableString,
  elevenlabs_api_key_masked: json.nullableString,
  /** Which of the reseller's own accounts are used instead of the platform's. */
  uses_own_vapi: json.boolean,
  uses_own_twilio: json.boolean,
  uses_own_elevenlabs: json.boolean,
  updated_at: json.nullableString,
});
/** GET /api/admin/voice-configuration for a platform admin: read-only facts from the environment, no secret. */
export const PlatformVoiceConfigurationSchema = json.object({
  scope: json.literal('platform'),
  /** sandbox or vapi (VOICE_PROVIDER). */
  voice_provider: json.string,
  /** sandbox or twilio (TELEPHONY_PROVIDER). */
  telephony_provider: json.string,
  /** An ElevenLabs key is set: the editor lists its voices (else the built-in list). */
  elevenlabs_configured: json.boolean,
});
/** A tenant's voice and telephony keys as its admin reads them: one of the two views, by scope. */
export const VoiceConfigurationSchema = json.anyOf(
  ResellerVoiceConfigurationSchema,
  PlatformVoiceConfigurationSchema,
);
export const VoiceConfigurationReply = dataReply(VoiceConfigurationSchema);
/** A save or a removal: only a reseller admin has keys of its own. */
export const VoiceConfigurationSavedReply = savedReply(ResellerVoiceConfigurationSchema);

/** One event of the test chat's stream. */
export const TestChatEventSchema = json.as<
  | { delta: string }
  | { sources: string[] }
  | { done: boolean; mode: 'openai' | 'sandbox' }
  | { error: string }
>({
  oneOf: [
    json.object({ delta: json.string }),
    /** The knowledge-base sources the reply used (their names), before `done`. */
    json.object({ sources: json.array(json.string) }),
    json.object({
      done: json.boolean,
      mode: json.enumOf(['openai', 'sandbox']),
    }),
    json.object({ error: json.string }),
  ],
});
export const TestChatStreamReply = json.as<string>({
  description:
    'A text/event-stream: `data: {"delta":"..."}` events as the reply is produced, `data: {"sources":["opening-hours.pdf"]}` when the reply used the assistant\'s knowledge base, then `data: {"done":true,"mode":"openai"|"sandbox"}`; on a model failure `data: {"error":"..."}` ends the stream.',
  content: { 'text/event-stream': { schema: TestChatEventSchema } },
});

/** Who an assistant belongs to, or who made it. */
const assistantPerson = json.orNull(json.open({ name: json.string }));

/** GET /api/assistants/{id} data (spec 001 §3); vapi_data is the platform's copy, serialised as it is. */
export const AssistantSchema = json.open({
  id: json.integer,
  vapi_assistant_id: json.nullableString,
  /** max 40 characters */
  name: json.string,
  type: json.stringOf<AssistantType>(),
  phone_number: json.nullableString,
  webhook_url: json.nullableString,
  first_message_mode: json.stringOf<FirstMessageMode>(),
  first_message_interruptions_enabled: json.boolean,
  created_at: json.string,
  user: assistantPerson,
  creator: assistantPerson,
  user_id: json.integer,
  vapi_data: json.asIs<AssistantVapiData | null>(),
});
export const AssistantReply = dataReply(AssistantSchema);
export const AssistantSavedReply = savedReply(AssistantSchema);

/** A row of GET /api/assistants: id and name checked (written first), the rest serialised as it is. */
export const AssistantListItemSchema = json.open({
  id: json.integer,
  name: json.string,
  vapi_assistant_id: json.asIs<string | null>(),
  type: json.asIs<AssistantType>(),
  phone_number: json.asIs<string | null>(),
  created_at: json.asIs<string>(),
  user: json.asIs<{ name: string } | null>(),
  creator: json.asIs<{ name: string } | null>(),
  user_id: json.asIs<number>(),
});
export const AssistantListReply = pagedList(AssistantListItemSchema);
