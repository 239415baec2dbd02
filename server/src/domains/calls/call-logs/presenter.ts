import type { CallMessage } from '@voice/contracts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * The conversation of a call from its stored messages (Vapi's artifact.messages): the turns with a role and a
 * text, in their order; tool calls and results (no text) are left out; [] when nothing was stored.
 */
export function callMessagesOf(stored: unknown): CallMessage[] {
  if (!Array.isArray(stored)) return [];
  const messages: CallMessage[] = [];
  for (const item of stored) {
    if (!isObject(item) || typeof item.role !== 'string' || typeof item.message !== 'string') {
      continue;
    }
    const message: CallMessage = { role: item.role, message: item.message };
    const time = finite(item.time);
    const secondsFromStart = finite(item.secondsFromStart);
    if (time !== undefined) message.time = time;
    if (secondsFromStart !== undefined) message.secondsFromStart = secondsFromStart;
    messages.push(message);
  }
  return messages;
}

/** A stored JSON object (structured data, cost breakdown), or null for anything else. */
export function objectOrNull(value: unknown): Record<string, unknown> | null {
  return isObject(value) ? value : null;
}
