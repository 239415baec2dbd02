import { VoiceProviderError } from './provider';

/**
 * One request to Vapi's REST API for its adapters (vapi-provider.ts, vapi-knowledge.ts, vapi-tools.ts): the
 * account's private key as the bearer, one timeout, no hidden retries; Vapi's 400/422 (it refused our data) →
 * VoiceProviderError 422 with Vapi's message, anything else (401/403: a wrong key, 5xx, network, timeout) → 502.
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

export type VapiMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface VapiHttp {
  /** A JSON request; answers the parsed reply, or VAPI_NOT_FOUND for a 404 when `notFoundOk`. */
  json(method: VapiMethod, path: string, body?: unknown, notFoundOk?: boolean): Promise<unknown>;
  /** A multipart/form-data POST (file uploads); answers the parsed reply. */
  multipart(path: string, form: FormData): Promise<unknown>;
}

/** What `json` answers for a 404 it was told is fine (an empty reply body parses as null). */
export const VAPI_NOT_FOUND: unique symbol = Symbol('vapi not found');

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

/** `refusal`: the 422's message when Vapi's refusal carries none. */
export function vapiHttp(
  options: VapiOptions,
  refusal = 'The voice platform refused the request.',
): VapiHttp {
  const base = options.apiBase.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function send(
    method: VapiMethod,
    path: string,
    init: { headers: Record<string, string>; body?: string | FormData },
    notFoundOk: boolean,
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'application/json',
          ...init.headers,
        },
        body: init.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'network';
      throw new VoiceProviderError(VOICE_PLATFORM_UNAVAILABLE, 502, { method, path, reason });
    }
    const parsed = await bodyOf(response).catch(() => null);
    if (response.ok) return parsed;
    if (response.status === 404 && notFoundOk) return VAPI_NOT_FOUND;
    const detail = { method, path, status: response.status, message: messageOf(parsed) };
    if (response.status === 400 || response.status === 422) {
      throw new VoiceProviderError(messageOf(parsed) ?? refusal, 422, detail);
    }
    throw new VoiceProviderError(VOICE_PLATFORM_UNAVAILABLE, 502, detail);
  }

  return {
    json(method, path, body, notFoundOk = false) {
      return send(
        method,
        path,
        body === undefined
          ? { headers: {} }
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        notFoundOk,
      );
    },
    // fetch writes the multipart content-type with its boundary itself.
    multipart(path, form) {
      return send('POST', path, { headers: {}, body: form }, false);
    },
  };
}

/** The `id` of a Vapi object in a reply; a reply without one is the platform misbehaving (502). */
export function vapiIdOf(body: unknown): string {
  const id = body && typeof body === 'object' ? (body as { id?: unknown }).id : undefined;
  if (typeof id !== 'string' || !id) {
    throw new VoiceProviderError(VOICE_PLATFORM_UNAVAILABLE, 502, { reason: 'no id in reply' });
  }
  return id;
}

/** A path segment from an id (ids come from Vapi or our database, never trusted as path syntax). */
export const vapiSegment = (id: string): string => encodeURIComponent(id);
