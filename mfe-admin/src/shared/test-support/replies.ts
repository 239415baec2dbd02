import type { Reply } from '@voice/api-client/testing';

/** The server's success reply (200) carrying `data`, with its `message` when it says one. */
export function ok(data: unknown, message?: string): Reply {
  return { status: 200, data: { success: true, ...(message ? { message } : {}), data } };
}
