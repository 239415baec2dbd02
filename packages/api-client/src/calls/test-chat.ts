import { useSession } from '@voice/session';

export const TEST_CHAT_URL = '/api/assistants/test-chat';

/** One turn of the test conversation. */
export interface TestChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** The assistant as the test chat needs it (the editor's current, unsaved values). */
export interface TestChatAssistant {
  name: string;
  model: { model: string; temperature?: number; messages: { role: string; content: string }[] };
  firstMessage: string;
  endCallMessage: string;
  metadata: { company_name: string; industry: string; services_products: string };
}

/** POST /api/assistants/test-chat body. */
export interface TestChatRequest {
  assistant: TestChatAssistant;
  messages: TestChatTurn[];
  /** A saved assistant's id: its knowledge base answers the last question (the reply names the sources). */
  assistant_id?: string;
}

/** The events of the reply stream. */
export type TestChatEvent =
  | { delta: string }
  /** The knowledge sources the reply drew on, by name (before `done`). */
  | { sources: string[] }
  | { done: true; mode: 'openai' | 'sandbox' }
  | { error: string };

/** A refused request (401, 422, 429, ...) or a broken stream, with the server's message. */
export class TestChatError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly errors: Record<string, string[]> | undefined = undefined,
  ) {
    super(message);
    this.name = 'TestChatError';
  }
}

const FAILED = 'The test chat failed. Please try again.';

async function refusal(response: Response): Promise<TestChatError> {
  try {
    const body = (await response.json()) as { message?: unknown; errors?: unknown };
    const errors =
      body.errors && typeof body.errors === 'object'
        ? (body.errors as Record<string, string[]>)
        : undefined;
    const first = errors ? Object.values(errors)[0]?.[0] : undefined;
    const message = first ?? (typeof body.message === 'string' ? body.message : FAILED);
    return new TestChatError(message, response.status, errors);
  } catch {
    return new TestChatError(FAILED, response.status);
  }
}

function parseEvent(block: string): TestChatEvent | null {
  const data = block
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trimStart())
    .join('\n');
  if (!data) return null;
  try {
    return JSON.parse(data) as TestChatEvent;
  } catch {
    return null;
  }
}

/**
 * POST /api/assistants/test-chat: streams the reply as Server-Sent Events (fetch, not axios: axios in the
 * browser cannot read a body as it arrives). Calls `onEvent` for each event; resolves when the stream ends.
 * Sends the session's bearer token like the axios client. Rejects with TestChatError when the request is
 * refused; an abort through `signal` rejects with the AbortError.
 */
export async function streamTestChat(
  body: TestChatRequest,
  onEvent: (event: TestChatEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const token = useSession.getState().token;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'text/event-stream',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(TEST_CHAT_URL, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new TestChatError('The server could not be reached. Please try again.', undefined);
  }
  if (!response.ok) throw await refusal(response);
  if (!response.body) throw new TestChatError(FAILED, response.status);

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    const blocks = buffer.split(/\r?\n\r?\n/);
    buffer = done ? '' : (blocks.pop() ?? '');
    for (const block of blocks) {
      const event = parseEvent(block);
      if (event) onEvent(event);
    }
    if (done) return;
  }
}
