import type { VoiceOption } from '@voice/contracts';

/** ElevenLabs' GET /v1/voices reply (the fields we read). */
interface ElevenLabsVoices {
  voices?: Array<{ voice_id?: unknown; name?: unknown; labels?: { gender?: unknown } | null }>;
}

const TIMEOUT_MS = 10_000;

/**
 * The voices of an ElevenLabs account (GET /v1/voices with the xi-api-key header), as the editor lists them. A
 * voice without a male or female label is left out (the list shows one of the two). Throws on any failure.
 */
export async function fetchElevenLabsVoices(
  apiBase: string,
  apiKey: string,
): Promise<VoiceOption[]> {
  const response = await fetch(`${apiBase.replace(/\/+$/, '')}/v1/voices`, {
    headers: { 'xi-api-key': apiKey, accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`ElevenLabs answered ${response.status}`);
  const body = (await response.json()) as ElevenLabsVoices;
  if (!Array.isArray(body.voices)) throw new Error('ElevenLabs answered no voice list');
  const voices: VoiceOption[] = [];
  for (const voice of body.voices) {
    const gender =
      typeof voice.labels?.gender === 'string' ? voice.labels.gender.toLowerCase() : '';
    if (typeof voice.voice_id !== 'string' || typeof voice.name !== 'string') continue;
    if (gender !== 'male' && gender !== 'female') continue;
    voices.push({ id: voice.voice_id, name: voice.name, gender });
  }
  return voices;
}
