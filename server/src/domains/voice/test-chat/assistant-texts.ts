import { applyTemplateVariables } from '@voice/contracts';
import type { TestChatBody } from './schemas';

/** The assistant's texts with {{company_name}}, {{company_industry}} and {{company_services}} filled in. */
export interface AssistantTexts {
  systemPrompt: string;
  firstMessage: string;
  endCallMessage: string;
  companyName: string;
  industry: string;
  services: string;
  model: string;
  temperature: number | undefined;
}

/** The line "- <label>: <value>" of the (filled) system prompt, e.g. the template's company profile. */
function profileLine(prompt: string, label: string): string {
  const pattern = new RegExp(`^\\s*[-*]?\\s*${label}\\s*:\\s*(.+)$`, 'im');
  return pattern.exec(prompt)?.[1]?.trim() ?? '';
}

export function assistantTexts(assistant: TestChatBody['assistant']): AssistantTexts {
  const metadata = assistant.metadata;
  const fill = (value: string) => applyTemplateVariables(value, metadata).trim();
  const system = assistant.model.messages.find((message) => message.role === 'system');
  const systemPrompt = fill(system?.content ?? '');
  return {
    systemPrompt,
    firstMessage: fill(assistant.firstMessage),
    endCallMessage: fill(assistant.endCallMessage),
    companyName: metadata.company_name.trim() || profileLine(systemPrompt, 'Name'),
    industry: metadata.industry.trim() || profileLine(systemPrompt, 'Industry'),
    services:
      metadata.services_products.trim() || profileLine(systemPrompt, 'Services(?: and products)?'),
    model: assistant.model.model.trim(),
    temperature: assistant.model.temperature,
  };
}
