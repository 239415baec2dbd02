import { withBlanksAsNull, withPlaceholdersFilled } from '@voice/contracts/schemas';
import {
  applyTemplateVariables,
  createAssistantFormDefaults,
  DEFAULT_FIRST_MESSAGE_MODE,
  DEFAULT_SYSTEM_MESSAGE,
  type Assistant,
  type AssistantFormPayload,
  type AssistantTemplate,
  type ModelMessage,
} from '@voice/contracts';

/** The form of a loaded assistant: its voice-runtime copy over the defaults (spec 001 §7). */
export function formValuesOf(
  assistant: Assistant,
  options: { isAdmin: boolean },
): AssistantFormPayload {
  const defaults = createAssistantFormDefaults();
  const data = assistant.vapi_data;
  const metadata = { ...defaults.metadata, ...(data?.metadata ?? {}) };
  metadata.webhook_url = assistant.webhook_url ?? metadata.webhook_url ?? '';
  metadata.assistant_phone_number = assistant.phone_number ?? metadata.assistant_phone_number ?? '';
  metadata.sms_phone_number = metadata.sms_phone_number ?? '';
  const model = { ...defaults.model, ...(data?.model ?? {}) };
  if (model.messages.length === 0) model.messages = defaults.model.messages;
  return {
    ...defaults,
    name: assistant.name,
    type: assistant.type,
    model,
    voice: { ...defaults.voice, ...(data?.voice ?? {}) },
    transcriber: { ...defaults.transcriber, ...(data?.transcriber ?? {}) },
    analysisPlan: {
      ...defaults.analysisPlan,
      ...(data?.metadata?.analysisPlan ?? {}),
      ...(data?.analysisPlan ?? {}),
    },
    artifactPlan: {
      ...defaults.artifactPlan,
      ...(data?.metadata?.artifactPlan ?? {}),
      ...(data?.artifactPlan ?? {}),
    },
    firstMessage: data?.firstMessage ?? '',
    firstMessageMode: assistant.first_message_mode ?? DEFAULT_FIRST_MESSAGE_MODE,
    firstMessageInterruptionsEnabled: Boolean(assistant.first_message_interruptions_enabled),
    endCallMessage: data?.endCallMessage ?? '',
    metadata,
    user_id: options.isAdmin ? assistant.user_id : null,
    selected_phone_number: null,
  };
}

/** The texts of the template, to reset the system prompt, first and end message (type demo, spec 001 §4). */
export function withTemplateTexts(
  values: AssistantFormPayload,
  template: AssistantTemplate,
  fill: boolean,
): AssistantFormPayload {
  const text = (raw: string) => (fill ? applyTemplateVariables(raw, values.metadata) : raw);
  const [first, ...rest] = values.model.messages;
  const systemMessage: ModelMessage = {
    ...(first ?? DEFAULT_SYSTEM_MESSAGE),
    content: text(template.system_prompt),
  };
  return {
    ...values,
    model: { ...values.model, messages: [systemMessage, ...rest] },
    firstMessage: text(template.first_message),
    endCallMessage: text(template.end_call_message),
  };
}

/**
 * What is sent on save (spec 001 §4): on create the placeholders of the system prompt, first message and end
 * message are replaced by the company values; on edit the texts are sent as they are. Blank optional texts
 * are sent as null (both as the server stores them, @voice/contracts/schemas), and the assignee only by admins.
 */
export function payloadForSave(
  values: AssistantFormPayload,
  options: { creating: boolean; isAdmin: boolean },
): AssistantFormPayload {
  const texts = options.creating ? withPlaceholdersFilled(values) : values;
  const payload = withBlanksAsNull({ ...texts, name: values.name.trim() });
  if (options.isAdmin) payload.user_id = values.user_id ?? null;
  else delete payload.user_id;
  return payload;
}
