import type { AssistantFormPayload } from '@voice/contracts';
import { applyTemplateVariables } from '@voice/contracts';
import type { TestChatAssistant } from '@voice/api-client';

/** The editor's values the test chat sends: system prompt, first and end-call messages, company profile. */
export function testChatAssistant(values: AssistantFormPayload): TestChatAssistant {
  const system = values.model.messages.find((message) => message.role === 'system');
  return {
    name: values.name,
    model: {
      model: values.model.model,
      temperature: values.model.temperature,
      messages: system ? [{ role: 'system', content: system.content }] : [],
    },
    firstMessage: values.firstMessage,
    endCallMessage: values.endCallMessage,
    metadata: {
      company_name: values.metadata.company_name ?? '',
      industry: values.metadata.industry ?? '',
      services_products: values.metadata.services_products ?? '',
    },
  };
}

/** The greeting the panel shows before the first message: the first message, placeholders filled. */
export function testChatGreeting(values: AssistantFormPayload): string {
  return applyTemplateVariables(values.firstMessage, values.metadata).trim();
}
