// The fetch side of the fake servers: the public reads (@voice/api-client/public) go through fetch, not axios, so
// fakeApi and fakeServer answer them too, from the same handler. Never imported by application code.

/** One request of the fetch path, as a server would receive it. */
export interface FetchRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
}

/** A reply: an HTTP status with a JSON body, or a network failure. */
export type FetchReply = { status: number; data?: unknown } | 'network-error';

/**
 * Replaces globalThis.fetch with `answer` (a reply is a minimal Response: status, ok, text()); returns the
 * function that puts the previous fetch back.
 */
export function fakeFetch(
  answer: (request: FetchRequest) => FetchReply | Promise<FetchReply>,
): () => void {
  const original = globalThis.fetch;
  const fake = async (input: unknown, init?: { method?: string; headers?: unknown }) => {
    const request: FetchRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      url: typeof input === 'string' ? input : String(input),
      headers: { ...(init?.headers as Record<string, string> | undefined) },
    };
    const reply = await answer(request);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const body = reply.data === undefined ? '' : JSON.stringify(reply.data);
    return {
      status: reply.status,
      ok: reply.status >= 200 && reply.status < 300,
      text: async () => body,
    };
  };
  globalThis.fetch = fake as unknown as typeof fetch;
  return () => {
    globalThis.fetch = original;
  };
}
