import { useState } from 'react';
import { useFormikContext } from 'formik';
import styled from 'styled-components';
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
  const vendor = useBranding().isMainHost ? 'ElevenLabs' : 'premium';

  let status: string;
  if (query.isPending) status = 'Loading voices…';
  else if (query.isError)
    status = `Could not load the ${vendor} voices; showing the ${ELEVENLABS_VOICES.length} standard voices.`;
  else {
    const kind = query.data?.source === 'built-in' ? `standard ${vendor} voices` : 'voices';
    status = `${matches.length} of ${voices.length} ${kind}${search.trim() ? ' match' : ''}.`;
  }

  return (
    <>
      <FormField label="Search voices" htmlFor={searchId}>
        <TextInput
          id={searchId}
          type="search"
          value={search}
          placeholder="Name, id, male or female"
          aria-controls={fieldId('voice.voiceId')}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches; it never submits the editor's form.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </FormField>
      <SelectField path="voice.voiceId" label="Voice" options={options} required />
      <Status role="status">{status}</Status>
    </>
  );
}

/** The voice list of the selected provider (vapi: the built-in voices). */
export function VoicePicker() {
  const { values } = useFormikContext<AssistantFormPayload>();
  const { provider, voiceId } = values.voice;
  if (provider === '11labs') return <ElevenLabsVoicePicker />;
  const options = withCurrent([...(VOICES_BY_PROVIDER[provider] ?? [])], voiceId);
  return <SelectField path="voice.voiceId" label="Voice" options={options} required />;
}
