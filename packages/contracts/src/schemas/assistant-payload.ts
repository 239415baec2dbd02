import { applyTemplateVariables, type TemplateValues } from '../constants/assistant-defaults';

/**
 * What becomes of an assistant payload before it is stored and sent to the voice platform (spec 001 §4), written
 * once for the editor (payloadForSave) and the server (prepareAssistant).
 */

/** The parts of a payload that placeholders and blanks concern (the form's values and the server's input). */
interface PayloadTexts {
  model: { messages: { content: string }[] };
  firstMessage: string;
  endCallMessage: string;
  metadata: TemplateValues & {
    sms_phone_number?: string | null;
    assistant_phone_number?: string | null;
    webhook_url?: string | null;
  };
  selected_phone_number?: string | null;
}

/**
 * {{company_name}}, {{company_industry}} and {{company_services}} of the system prompt (the first message of the
 * model), the first message and the end-call message, filled with the payload's company values.
 */
export function withPlaceholdersFilled<T extends PayloadTexts>(payload: T): T {
  const fill = (text: string) => applyTemplateVariables(text, payload.metadata);
  return {
    ...payload,
    model: {
      ...payload.model,
      messages: payload.model.messages.map((message, index) =>
        index === 0 ? { ...message, content: fill(message.content) } : message,
      ),
    },
    firstMessage: fill(payload.firstMessage),
    endCallMessage: fill(payload.endCallMessage),
  };
}

/** An optional text as stored: trimmed, and null when nothing is left. */
export function blankToNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}

/** The optional texts (the SMS and assistant numbers, the webhook URL, the number to buy), blank as null. */
export function withBlanksAsNull<T extends PayloadTexts>(payload: T): T {
  return {
    ...payload,
    metadata: {
      ...payload.metadata,
      sms_phone_number: blankToNull(payload.metadata.sms_phone_number),
      assistant_phone_number: blankToNull(payload.metadata.assistant_phone_number),
      webhook_url: blankToNull(payload.metadata.webhook_url),
    },
    selected_phone_number: blankToNull(payload.selected_phone_number),
  };
}
