import { t } from '@lingui/core/macro';
import type { VoiceOption } from '@voice/contracts';
import type { SelectOption } from './options';

/** '<name> (Male)' / '<name> (Female)': how an 11labs voice is listed. */
export function voiceLabel(voice: VoiceOption): string {
  const { name } = voice;
  return voice.gender === 'male' ? t`${name} (Male)` : t`${name} (Female)`;
}

/** The voices whose name, id or gender contain the search text (case-insensitive), as select options. */
export function searchVoices(voices: readonly VoiceOption[], search: string): SelectOption[] {
  const needle = search.trim().toLowerCase();
  return voices
    .filter(
      (v) =>
        !needle ||
        v.name.toLowerCase().includes(needle) ||
        v.id.toLowerCase().includes(needle) ||
        v.gender === needle,
    )
    .map((v) => ({ value: v.id, label: voiceLabel(v) }));
}
