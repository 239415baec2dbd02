import type { Assistant } from '@voice/contracts';
import type { Static } from '@voice/contracts/replies';
import type { PublicAssistantSchema } from '@voice/contracts/replies';

type PublicAssistant = Static<typeof PublicAssistantSchema>;

/** A settings object of the stored copy, or null. */
function objectOrNull(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * An assistant as the public API answers it: the fields of the create body (read back from the copy saved with
 * the voice platform; null for an assistant saved before that copy existed) and its ids, owner and times.
 */
export function publicAssistant(assistant: Assistant): PublicAssistant {
  const data = (assistant.vapi_data ?? {}) as Record<string, unknown>;
  const metadata = objectOrNull(data.metadata);
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    id: assistant.id,
    name: assistant.name,
    type: assistant.type,
    user_id: assistant.user_id,
    phone_number: assistant.phone_number,
    webhook_url: assistant.webhook_url,
    firstMessage: text(data.firstMessage),
    firstMessageMode: assistant.first_message_mode,
    firstMessageInterruptionsEnabled: assistant.first_message_interruptions_enabled,
    endCallMessage: text(data.endCallMessage),
    model: objectOrNull(data.model),
    voice: objectOrNull(data.voice),
    transcriber: objectOrNull(data.transcriber),
    analysisPlan: objectOrNull(data.analysisPlan),
    artifactPlan: objectOrNull(data.artifactPlan),
    metadata,
    created_at: assistant.created_at,
    updated_at: text(metadata?.updated_at),
  };
}

/**
 * The form an assistant was saved with (its stored copy, its name and type), the base a PATCH is applied to: the
 * save then goes through the same checks, quotas and voice-platform sync as a full save.
 */
export function savedForm(assistant: Assistant): Record<string, unknown> {
  const { stats: _stats, ...data } = (assistant.vapi_data ?? {}) as Record<string, unknown>;
  const metadata = objectOrNull(data.metadata) ?? {};
  // metadata's owner and time are written by the save itself; the type lives on the row.
  const { user_id: _owner, user_email: _email, updated_at: _at, type: _type, ...form } = metadata;
  return { ...data, metadata: form, name: assistant.name, type: assistant.type };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `patch` over `base`: objects merged key by key (at any depth), anything else (arrays too) replaced. */
export function mergePatch(
  base: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const current = out[key];
    out[key] = isPlainObject(value) && isPlainObject(current) ? mergePatch(current, value) : value;
  }
  return out;
}
