import { vapiAssistantBody } from './vapi-mapping';
import { VoiceProviderError, type VoiceProvider } from './provider';

/**
 * Vapi (https://api.vapi.ai) as our voice platform, over its REST API with the account's private key as the
 * bearer. Plain fetch rather than @vapi-ai/server-sdk: the bodies we send are exactly the DTOs of the published
 * OpenAPI spec (checked against it in server/test/vapi-provider.test.ts), with one timeout and no hidden retries.
 *
 * Errors: Vapi's 400/422 (it refused our data) → VoiceProviderError 422 with Vapi's message; anything else
 * (401/403: a wrong key, 5xx, network, timeout) → 502 VOICE_PLATFORM_UNAVAILABLE.
 */

export const VOICE_PLATFORM_UNAVAILABLE =
  'The voice platform is unavailable. Please try again in a few minutes.';

export interface VapiOptions {
  apiKey: string;
  /** https://api.vapi.ai (VAPI_API_BASE; a local server in tests). */
  apiBase: string;
  /** Per request; default 15 s. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** Vapi's error body: { message: string | string[], error, statusCode }. */
function messageOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const message = (body as { message?: unknown }).message;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message)) {
    const parts = message.filter((m): m is string => typeof m === 'string');
    if (parts.length) return parts.join('; ');
  }
  return null;
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function vapiProvider(options: VapiOptions): VoiceProvider {
  const base = options.apiBase.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** One call; answers the parsed body, or null for a 404 when `notFoundOk`. */
  async function call(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    notFoundOk = false,
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'network';
      throw new VoiceProviderError(VOICE_PLATFORM_UNAVAILABLE, 502, { method, path, reason });
    }
    const parsed = await bodyOf(response).catch(() => null);
    if (response.ok) return parsed;
    if (response.status === 404 && notFoundOk) return null;
    const detail = { method, path, status: response.status, message: messageOf(parsed) };
    if (response.status === 400 || response.status === 422) {
      throw new VoiceProviderError(
        messageOf(parsed) ?? 'The voice platform refused the assistant.',
        422,
        detail,
      );
    }
    throw new VoiceProviderError(VOICE_PLATFORM_UNAVAILABLE, 502, detail);
  }

  function idOf(body: unknown): string {
    const id = body && typeof body === 'object' ? (body as { id?: unknown }).id : undefined;
    if (typeof id !== 'string' || !id) {
      throw new VoiceProviderError(VOICE_PLATFORM_UNAVAILABLE, 502, { reason: 'no id in reply' });
    }
    return id;
  }

  const segment = (id: string) => encodeURIComponent(id);

  return {
    name: 'vapi',
    async createAssistant(spec) {
      return { id: idOf(await call('POST', '/assistant', vapiAssistantBody(spec))) };
    },
    async updateAssistant(id, spec) {
      await call('PATCH', `/assistant/${segment(id)}`, vapiAssistantBody(spec));
    },
    async deleteAssistant(id) {
      await call('DELETE', `/assistant/${segment(id)}`, undefined, true);
    },
    async importPhoneNumber(input) {
      const body = {
        provider: 'twilio',
        number: input.number,
        twilioAccountSid: input.twilioAccountSid,
        twilioAuthToken: input.twilioAuthToken,
        assistantId: input.assistantId,
        ...(input.name ? { name: input.name.slice(0, 40) } : {}),
      };
      return idOf(await call('POST', '/phone-number', body));
    },
    async deletePhoneNumber(id) {
      await call('DELETE', `/phone-number/${segment(id)}`, undefined, true);
    },
  };
}
