import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from 'openai';
import type { ChatConfig } from '../../../config';
import type { AssistantTexts } from './assistant-texts';

/** The model used when the assistant names none. */
export const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';
/** Upper bound of one test reply. */
const REQUEST_TIMEOUT_MS = 60_000;

export type ChatTurn = { role: 'user' | 'assistant'; content: string };
type UpstreamMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** The upstream conversation: system prompt, the first message as the first assistant turn, then the chat. */
export function upstreamMessages(
  texts: AssistantTexts,
  conversation: ChatTurn[],
): UpstreamMessage[] {
  const messages: UpstreamMessage[] = [];
  if (texts.systemPrompt) messages.push({ role: 'system', content: texts.systemPrompt });
  if (texts.firstMessage) messages.push({ role: 'assistant', content: texts.firstMessage });
  for (const turn of conversation) messages.push({ role: turn.role, content: turn.content });
  return messages;
}

/** A failure of the model, with a message safe to show (no key, no stack, no upstream body). */
export class ModelFailure extends Error {
  constructor(reason: string) {
    super(`The model could not answer: ${reason}`);
    this.name = 'ModelFailure';
  }
}

export function failureReason(error: unknown, model: string): string {
  if (error instanceof APIConnectionTimeoutError) return 'the request timed out.';
  if (error instanceof APIConnectionError) return 'the service could not be reached.';
  if (error instanceof APIError && typeof error.status === 'number') {
    const status = error.status;
    if (status === 401 || status === 403) return `the API key was refused (HTTP ${status}).`;
    if (status === 404) return `the model "${model}" was not found (HTTP 404).`;
    if (status === 429) return 'the service is busy or out of quota (HTTP 429).';
    if (status >= 500) return `the service failed (HTTP ${status}).`;
    return `the request was refused (HTTP ${status}).`;
  }
  return 'the reply could not be read.';
}

/**
 * Streams the reply of an OpenAI-compatible chat-completions endpoint, delta by delta. `signal` aborts the
 * upstream request (the browser went away). Throws ModelFailure on any upstream error.
 */
export async function* openAiDeltas(
  config: ChatConfig & { openaiApiKey: string },
  texts: AssistantTexts,
  conversation: ChatTurn[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  const model = texts.model || DEFAULT_CHAT_MODEL;
  const client = new OpenAI({
    apiKey: config.openaiApiKey,
    baseURL: config.openaiBaseUrl,
    maxRetries: 0,
    timeout: REQUEST_TIMEOUT_MS,
  });
  try {
    const stream = await client.chat.completions.create(
      {
        model,
        messages: upstreamMessages(texts, conversation),
        stream: true,
        ...(texts.temperature === undefined ? {} : { temperature: texts.temperature }),
      },
      { signal },
    );
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) yield delta;
    }
  } catch (error) {
    if (error instanceof APIUserAbortError || signal.aborted) return;
    throw new ModelFailure(failureReason(error, model));
  }
}
