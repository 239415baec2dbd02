import { useState } from 'react';
import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import {
  ELEVENLABS_VOICES,
  VOICES_BY_PROVIDER,
  type AssistantFormPayload,
  type VoiceOption,
} from '@voice/contracts';
import { FormField, TextInput, useBranding } from '@voice/ui';
import { SelectField } from '../form-controls';
import { fieldId } from '../field-paths';
import { useVoicesQuery } from './api/get-voices';
import { withCurrent, type SelectOption } from './options';
import { searchVoices, voiceLabel } from './voice-options';

const Status = styled.p`
  margin: -0.5rem 0 1rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The selected voice as an option when the search hides it (or the list lacks it). */
function currentOption(voiceId: string, voices: readonly VoiceOption[]): SelectOption {
  const known = [...voices, ...ELEVENLABS_VOICES].find((v) => v.id === voiceId);
  return { value: voiceId, label: known ? voiceLabel(known) : voiceId };
}

/** 11labs: the account's voices from GET /api/voices, searchable by name, id or gender. */
function ElevenLabsVoicePicker() {
  const { t } = useLingui();
  const { values } = useFormikContext<AssistantFormPayload>();
  const [search, setSearch] = useState('');
  const query = useVoicesQuery('11labs', true);
  const voices = query.data?.data ?? (query.isError ? ELEVENLABS_VOICES : []);
  const matches = searchVoices(voices, search);
  const voiceId = values.voice.voiceId;
  const options = matches.some((o) => o.value === voiceId)
    ? matches
    : voiceId
      ? [currentOption(voiceId, voices), ...matches]
      : matches;
  const searchId = 'voice-search';
  // A reseller's site names no vendor (white label): its premium voices.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a brand name
  const vendor = useBranding().isMainHost ? 'ElevenLabs' : t`premium`;

  let status: string;
  if (query.isPending) status = t`Loading voices…`;
  else if (query.isError) {
    const standard = ELEVENLABS_VOICES.length;
    status = t`Could not load the ${vendor} voices; showing the ${standard} standard voices.`;
  } else {
    const shown = matches.length;
    const total = voices.length;
    const searching = search.trim() !== '';
    if (query.data?.source === 'built-in') {
      status = searching
        ? t`${shown} of ${total} standard ${vendor} voices match.`
        : t`${shown} of ${total} standard ${vendor} voices.`;
    } else {
      status = searching ? t`${shown} of ${total} voices match.` : t`${shown} of ${total} voices.`;
    }
  }

  return (
    <>
      <FormField label={t`Search voices`} htmlFor={searchId}>
        <TextInput
          id={searchId}
          type="search"
          value={search}
          placeholder={t`Name, id, male or female`}
          aria-controls={fieldId('voice.voiceId')}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches; it never submits the editor's form.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </FormField>
      <SelectField path="voice.voiceId" label={t`Voice`} options={options} required />
      <Status role="status">{status}</Status>
    </>
  );
}

/** The voice list of the selected provider (vapi: the built-in voices). */
export function VoicePicker() {
  const { t } = useLingui();
  const { values } = useFormikContext<AssistantFormPayload>();
  const { provider, voiceId } = values.voice;
  if (provider === '11labs') return <ElevenLabsVoicePicker />;
  const options = withCurrent([...(VOICES_BY_PROVIDER[provider] ?? [])], voiceId);
  return <SelectField path="voice.voiceId" label={t`Voice`} options={options} required />;
}
