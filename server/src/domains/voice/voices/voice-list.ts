import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ELEVENLABS_VOICES,
  VAPI_VOICES,
  type VoiceListSource,
  type VoiceOption,
} from '@voice/contracts';
import { resellerVoiceKeys } from '../voice-settings/service';
import { fetchElevenLabsVoices } from './elevenlabs';

/** How long an account's ElevenLabs voice list is kept. */
export const VOICE_LIST_TTL_MS = 60 * 60 * 1000;

/** Vapi's built-in voices and their genders (Vapi's voice library). */
const VAPI_GENDERS: Record<string, VoiceOption['gender']> = {
  Cole: 'male',
  Harry: 'male',
  Spencer: 'male',
  Neha: 'female',
  Kylie: 'female',
  Savannah: 'female',
  Paige: 'female',
  Rohan: 'male',
  Hana: 'female',
  Elliot: 'male',
};

export const VAPI_VOICE_OPTIONS: VoiceOption[] = VAPI_VOICES.map((name) => ({
  id: name,
  name,
  gender: VAPI_GENDERS[name] ?? 'female',
}));

export interface VoiceList {
  data: VoiceOption[];
  source: VoiceListSource;
}

const caches = new WeakMap<
  FastifyInstance,
  Map<string, { expires: number; voices: VoiceOption[] }>
>();

function cacheOf(app: FastifyInstance) {
  let cache = caches.get(app);
  if (!cache) {
    cache = new Map();
    caches.set(app, cache);
  }
  return cache;
}

/** The key the tenant's voices come from: its own ElevenLabs key, else the platform's (null: none). */
async function elevenLabsKeyFor(
  app: FastifyInstance,
  resellerId: number | null,
): Promise<string | null> {
  if (resellerId !== null) {
    const keys = await resellerVoiceKeys(app, resellerId).catch(() => null);
    if (keys?.elevenLabsApiKey) return keys.elevenLabsApiKey;
  }
  return app.config.voice.elevenLabsApiKey;
}

/**
 * GET /api/voices: vapi → the built-in Vapi voices; 11labs → the ElevenLabs account's voices (cached an hour per
 * key), or the built-in ElevenLabs list without a key or when ElevenLabs fails (`source` tells which).
 */
export async function voiceList(
  app: FastifyInstance,
  resellerId: number | null,
  provider: 'vapi' | '11labs',
): Promise<VoiceList> {
  if (provider === 'vapi') return { data: VAPI_VOICE_OPTIONS, source: 'built-in' };
  const builtIn: VoiceList = { data: [...ELEVENLABS_VOICES], source: 'built-in' };
  const key = await elevenLabsKeyFor(app, resellerId);
  if (!key) return builtIn;
  const cache = cacheOf(app);
  const cacheKey = createHash('sha256').update(key).digest('hex');
  const cached = cache.get(cacheKey);
  if (cached && cached.expires > Date.now()) return { data: cached.voices, source: 'elevenlabs' };
  try {
    const voices = await fetchElevenLabsVoices(app.config.voice.elevenLabsApiBase, key);
    cache.set(cacheKey, { expires: Date.now() + VOICE_LIST_TTL_MS, voices });
    return { data: voices, source: 'elevenlabs' };
  } catch (error) {
    app.log.warn(
      { reason: error instanceof Error ? error.message : 'unknown' },
      'ElevenLabs voices unavailable',
    );
    return builtIn;
  }
}
