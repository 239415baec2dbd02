import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  ELEVENLABS_VOICES,
  VAPI_VOICES,
  type VoiceListSource,
  type VoiceOption,
} from '@voice/contracts';
import type { Deps } from '../../platform';
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

/** ElevenLabs voice lists by a hash of the account's key: one per app (routes.ts makes it). */
export type VoiceListCache = Map<string, { expires: number; voices: VoiceOption[] }>;

/** What the voice list reads: the tenant's keys (database, configuration), its cache and the log. */
export type VoiceListDeps = Pick<Deps, 'db' | 'config'> & {
  log: FastifyBaseLogger;
  cache: VoiceListCache;
};

/** The key the tenant's voices come from: its own ElevenLabs key, else the platform's (null: none). */
async function elevenLabsKeyFor(
  deps: VoiceListDeps,
  resellerId: number | null,
): Promise<string | null> {
  if (resellerId !== null) {
    const keys = await resellerVoiceKeys(deps, resellerId).catch(() => null);
    if (keys?.elevenLabsApiKey) return keys.elevenLabsApiKey;
  }
  return deps.config.voice.elevenLabsApiKey;
}

/**
 * GET /api/voices: vapi → the built-in Vapi voices; 11labs → the ElevenLabs account's voices (cached an hour per
 * key), or the built-in ElevenLabs list without a key or when ElevenLabs fails (`source` tells which).
 */
export async function voiceList(
  deps: VoiceListDeps,
  resellerId: number | null,
  provider: 'vapi' | '11labs',
): Promise<VoiceList> {
  if (provider === 'vapi') return { data: VAPI_VOICE_OPTIONS, source: 'built-in' };
  const builtIn: VoiceList = { data: [...ELEVENLABS_VOICES], source: 'built-in' };
  const key = await elevenLabsKeyFor(deps, resellerId);
  if (!key) return builtIn;
  const cache = deps.cache;
  const cacheKey = createHash('sha256').update(key).digest('hex');
  const cached = cache.get(cacheKey);
  if (cached && cached.expires > Date.now()) return { data: cached.voices, source: 'elevenlabs' };
  try {
    const voices = await fetchElevenLabsVoices(deps.config.voice.elevenLabsApiBase, key);
    cache.set(cacheKey, { expires: Date.now() + VOICE_LIST_TTL_MS, voices });
    return { data: voices, source: 'elevenlabs' };
  } catch (error) {
    deps.log.warn(
      { reason: error instanceof Error ? error.message : 'unknown' },
      'ElevenLabs voices unavailable',
    );
    return builtIn;
  }
}
