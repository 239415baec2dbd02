import { afterEach, describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, type Reply } from '@voice/api-client/testing';
import { AiConfigurationSection } from './ai-configuration-section';
import type { AiTab } from './tab-of-field';
import { renderInForm } from './test-support';

function Section({ initial = 'model' }: { initial?: AiTab }) {
  const [tab, setTab] = useState<AiTab>(initial);
  return <AiConfigurationSection activeTab={tab} onTabChange={setTab} />;
}

let server: ReturnType<typeof fakeServer> | null = null;
afterEach(() => {
  server?.restore();
  server = null;
});

const byId = (id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no element #${id}`);
  return element;
};

describe('AiConfigurationSection: tabs', () => {
  it('shows the Model tab first and switches tabs with the arrow keys', async () => {
    renderInForm(<Section />);
    expect(screen.getByRole('region', { name: 'AI Configuration' })).toBeInTheDocument();
    const model = screen.getByRole('tab', { name: 'Model' });
    expect(model).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Model' })).toContainElement(
      byId('field-model-model'),
    );
    expect(byId('field-voice-provider')).not.toBeVisible();

    model.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Voice' })).toHaveFocus();
    expect(byId('field-voice-provider')).toBeVisible();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Transcriber' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(byId('field-transcriber-provider')).toBeVisible();
  });

  it('opens the tab it is given (the editor switches to the tab of a failing field)', () => {
    renderInForm(<AiConfigurationSection activeTab="transcriber" onTabChange={() => undefined} />);
    expect(byId('field-transcriber-model')).toBeVisible();
    expect(byId('field-model-model')).not.toBeVisible();
  });
});

describe('AiConfigurationSection: Model tab', () => {
  it('enables only the openai provider; the others are Upcoming and disabled', () => {
    renderInForm(<Section />);
    const provider = screen.getByRole('combobox', { name: /^Provider/ });
    expect(provider).toHaveAttribute('name', 'model.provider');
    expect(within(provider).getByRole('option', { name: 'OpenAI' })).toBeEnabled();
    const upcoming = within(provider).getByRole('option', { name: 'anthropic (Upcoming)' });
    expect(upcoming).toBeDisabled();
    expect(
      within(provider)
        .getAllByRole('option')
        .filter((o) => !o.hasAttribute('disabled')),
    ).toHaveLength(1);
    const model = screen.getByRole('combobox', { name: /^Model/ });
    expect(model).toHaveValue('gpt-4o');
    expect(
      within(model)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('gpt-4.1-mini');
  });

  it('adds messages and removes one only while more than one remains', async () => {
    const { probe } = renderInForm(<Section />);
    expect(screen.queryByRole('button', { name: /Remove message/ })).not.toBeInTheDocument();
    const prompt = byId('field-model-messages-0-content');
    expect(prompt).toHaveAttribute('name', 'model.messages.0.content');
    expect(prompt).toHaveAccessibleName(/System Prompt/);

    await userEvent.click(screen.getByRole('button', { name: 'Add message' }));
    expect(probe.values.model.messages).toHaveLength(2);
    expect(byId('field-model-messages-1-content')).toHaveAttribute(
      'name',
      'model.messages.1.content',
    );
    expect(screen.getAllByRole('button', { name: /Remove message/ })).toHaveLength(2);

    await userEvent.type(byId('field-model-messages-1-content'), 'Second');
    await userEvent.click(screen.getByRole('button', { name: 'Remove message 1' }));
    expect(probe.values.model.messages).toHaveLength(1);
    expect(probe.values.model.messages[0]?.content).toBe('Second');
    expect(screen.queryByRole('button', { name: /Remove message/ })).not.toBeInTheDocument();
  });

  it('shows an image URL input of type url for image_url content', async () => {
    renderInForm(<Section />);
    expect(document.getElementById('field-model-messages-0-imageUrl')).toBeNull();
    await userEvent.selectOptions(byId('field-model-messages-0-contentType'), 'image_url');
    const url = byId('field-model-messages-0-imageUrl');
    expect(url).toHaveAttribute('type', 'url');
    expect(url).toHaveAccessibleName('Image URL');
  });

  it('adds and removes tools; a function tool has a name and a description', async () => {
    const { probe } = renderInForm(<Section />);
    await userEvent.click(screen.getByRole('button', { name: 'Add tool' }));
    const type = byId('field-model-tools-0-type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['function', 'web_search', 'calculator', 'voicemail', 'transfer', 'hang']);
    await userEvent.type(byId('field-model-tools-0-function-name'), 'book_appointment');
    await userEvent.type(byId('field-model-tools-0-function-description'), 'Books a slot');
    expect(probe.values.model.tools[0]).toEqual({
      type: 'function',
      function: { name: 'book_appointment', description: 'Books a slot' },
    });

    await userEvent.selectOptions(type, 'calculator');
    expect(document.getElementById('field-model-tools-0-function-name')).toBeNull();
    expect(probe.values.model.tools[0]).toEqual({ type: 'calculator' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove tool 1' }));
    expect(probe.values.model.tools).toEqual([]);
  });

  it('adds and removes stop sequences', async () => {
    const { probe } = renderInForm(<Section />);
    await userEvent.click(screen.getByRole('button', { name: 'Add stop sequence' }));
    await userEvent.type(byId('field-model-stop-0'), 'goodbye');
    expect(probe.values.model.stop).toEqual(['goodbye']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove stop sequence 1' }));
    expect(probe.values.model.stop).toEqual([]);
  });

  it('keeps the temperature within 0 to 2 with its slider', async () => {
    const { probe } = renderInForm(<Section />);
    const temperature = screen.getByRole('slider', { name: 'Temperature' });
    expect(temperature).toHaveAttribute('id', 'field-model-temperature');
    expect(temperature).toHaveAttribute('min', '0');
    expect(temperature).toHaveAttribute('max', '2');
    temperature.focus();
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(probe.values.model.temperature).toBe(2);
  });

  it('previews the system prompt with the company filled in for a demo with company info', () => {
    renderInForm(<Section />, {
      change: (v) => {
        v.metadata.company_name = 'Acme Dental';
        v.metadata.industry = 'Healthcare';
      },
    });
    const preview = screen.getByRole('region', { name: 'System prompt preview' });
    expect(preview).toHaveTextContent('for Acme Dental, a company in the Healthcare industry');
    expect(preview).not.toHaveTextContent('{{company_name}}');
  });

  it('shows no preview for a production assistant or without company info', () => {
    const first = renderInForm(<Section />);
    expect(screen.queryByRole('region', { name: 'System prompt preview' })).toBeNull();
    first.unmount();
    renderInForm(<Section />, {
      change: (v) => {
        v.type = 'production';
        v.metadata.company_name = 'Acme Dental';
      },
    });
    expect(screen.queryByRole('region', { name: 'System prompt preview' })).toBeNull();
  });

  it('shows formik errors under the field once touched, with aria-invalid and aria-describedby', () => {
    renderInForm(<Section />, {
      initialErrors: { model: { messages: [{ content: 'System Prompt is required' }] } },
      initialTouched: { model: { messages: [{ content: true }] } },
    });
    const prompt = byId('field-model-messages-0-content');
    expect(prompt).toHaveAttribute('aria-invalid', 'true');
    expect(prompt).toHaveAccessibleDescription('System Prompt is required');
  });
});

describe('AiConfigurationSection: Voice tab', () => {
  it('enables vapi and 11labs only, and lists the built-in voices', () => {
    renderInForm(<Section initial="voice" />);
    const provider = byId('field-voice-provider');
    expect(within(provider).getByRole('option', { name: 'Built-in (Vapi)' })).toBeEnabled();
    expect(within(provider).getByRole('option', { name: 'ElevenLabs' })).toBeEnabled();
    expect(within(provider).getByRole('option', { name: 'playht (Upcoming)' })).toBeDisabled();
    const voice = byId('field-voice-voiceId');
    expect(voice).toHaveValue('Spencer');
    expect(within(voice).getAllByRole('option')).toHaveLength(10);
    // No voice model for the built-in voices.
    expect(document.getElementById('field-voice-model')).toBeNull();
  });

  it('has a speed slider from 0.25 to 4 for speed providers only', () => {
    const view = renderInForm(<Section initial="voice" />);
    const speed = screen.getByRole('slider', { name: 'Speed' });
    expect(speed).toHaveAttribute('id', 'field-voice-speed');
    expect(speed).toHaveAttribute('name', 'voice.speed');
    expect(speed).toHaveAttribute('min', '0.25');
    expect(speed).toHaveAttribute('max', '4');
    view.unmount();
    renderInForm(<Section initial="voice" />, {
      change: (v) => {
        v.voice = { provider: 'cartesia', voiceId: 'abc', speed: 1 };
      },
    });
    expect(screen.queryByRole('slider', { name: 'Speed' })).toBeNull();
  });

  it('resets voice, model and speed when the provider changes', async () => {
    server = fakeServer({
      'GET /api/voices': () => ({
        status: 200,
        data: { success: true, data: [], source: 'elevenlabs' },
      }),
    });
    const { probe } = renderInForm(<Section initial="voice" />, {
      change: (v) => {
        v.voice = { provider: 'vapi', voiceId: 'Kylie', speed: 2.5 };
      },
    });
    await userEvent.selectOptions(byId('field-voice-provider'), '11labs');
    expect(probe.values.voice).toEqual({
      provider: '11labs',
      voiceId: '21m00Tcm4TlvDq8ikWAM',
      speed: 1,
      model: 'eleven_multilingual_v2',
    });
    expect(byId('field-voice-model')).toHaveValue('eleven_multilingual_v2');

    await userEvent.selectOptions(byId('field-voice-provider'), 'vapi');
    expect(probe.values.voice).toEqual({ provider: 'vapi', voiceId: 'Cole', speed: 1 });
  });

  it('loads the 11labs voices, labelled with gender, and searches them', async () => {
    const voices: Reply = {
      status: 200,
      data: {
        success: true,
        source: 'elevenlabs',
        data: [
          { id: 'v-bella', name: 'Bella', gender: 'female' },
          { id: 'v-brian', name: 'Brian', gender: 'male' },
          { id: 'v-carla', name: 'Carla', gender: 'female' },
        ],
      },
    };
    server = fakeServer({ 'GET /api/voices': () => voices });
    const { probe } = renderInForm(<Section initial="voice" />, {
      change: (v) => {
        v.voice = { provider: '11labs', voiceId: 'v-brian', speed: 1, model: 'eleven_turbo_v2' };
      },
    });
    const voice = byId('field-voice-voiceId');
    await waitFor(() =>
      expect(within(voice).getByRole('option', { name: 'Bella (Female)' })).toBeInTheDocument(),
    );
    expect(server.requests('/api/voices')[0]?.params).toEqual({ provider: '11labs' });
    expect(within(voice).getByRole('option', { name: 'Brian (Male)' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 of 3 voices');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search voices' }), 'car');
    // The selected voice stays listed; the others follow the search.
    expect(
      within(voice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Brian (Male)', 'Carla (Female)']);
    await userEvent.selectOptions(voice, 'v-carla');
    expect(probe.values.voice.voiceId).toBe('v-carla');

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search voices' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search voices' }), 'female');
    expect(
      within(voice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bella (Female)', 'Carla (Female)']);
    expect(screen.getByRole('status')).toHaveTextContent('2 of 3 voices match');
  });

  it('falls back to the standard 11labs voices when the list cannot be loaded', async () => {
    server = fakeServer({
      'GET /api/voices': () => ({ status: 500, data: { success: false, message: 'boom' } }),
    });
    renderInForm(<Section initial="voice" />, {
      change: (v) => {
        v.voice = { provider: '11labs', voiceId: '21m00Tcm4TlvDq8ikWAM', speed: 1 };
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Could not load the ElevenLabs voices'),
    );
  });

  it('says when the server lists the standard 11labs voices (no ElevenLabs key)', async () => {
    server = fakeServer({
      'GET /api/voices': () => ({
        status: 200,
        data: {
          success: true,
          source: 'built-in',
          data: [{ id: '21m00Tcm4TlvDq8ikWAM', name: 'Rachel', gender: 'female' }],
        },
      }),
    });
    renderInForm(<Section initial="voice" />, {
      change: (v) => {
        v.voice = { provider: '11labs', voiceId: '21m00Tcm4TlvDq8ikWAM', speed: 1 };
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('1 of 1 standard ElevenLabs voices.'),
    );
    // A saved voice without a model keeps the provider's default.
    expect(byId('field-voice-model')).toHaveValue('');
    expect(
      within(byId('field-voice-model')).getByRole('option', { name: 'Provider default' }),
    ).toBeInTheDocument();
    expect(
      within(byId('field-voice-voiceId')).getByRole('option', { name: 'Rachel (Female)' }),
    ).toBeInTheDocument();
  });
});

describe('AiConfigurationSection: Transcriber tab', () => {
  it('offers deepgram and 11labs, the languages and the provider models', () => {
    renderInForm(<Section initial="transcriber" />);
    const provider = byId('field-transcriber-provider');
    expect(
      within(provider)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['deepgram', '11labs']);
    expect(within(byId('field-transcriber-language')).getAllByRole('option')).toHaveLength(12);
    expect(byId('field-transcriber-model')).toHaveValue('nova-2');
    const confidence = screen.getByRole('slider', { name: 'Confidence threshold' });
    expect(confidence).toHaveAttribute('id', 'field-transcriber-confidenceThreshold');
    expect(confidence).toHaveAttribute('min', '0');
    expect(confidence).toHaveAttribute('max', '1');
    expect(confidence).toHaveAttribute('step', '0.1');
    expect(screen.getByRole('checkbox', { name: 'Format turns' })).toBeChecked();
  });

  it('resets language, confidence, format turns and model when the provider changes', async () => {
    const { probe } = renderInForm(<Section initial="transcriber" />, {
      change: (v) => {
        v.transcriber.language = 'fr';
        v.transcriber.model = 'nova-3';
        v.transcriber.confidenceThreshold = 0.8;
        v.transcriber.formatTurns = false;
      },
    });
    await userEvent.selectOptions(byId('field-transcriber-provider'), '11labs');
    expect(probe.values.transcriber).toMatchObject({
      provider: '11labs',
      language: 'en',
      model: 'scribe_v1',
      confidenceThreshold: 0.4,
      formatTurns: true,
    });
    await userEvent.selectOptions(byId('field-transcriber-provider'), 'deepgram');
    expect(probe.values.transcriber.model).toBe('nova-2');
  });

  it('moves the confidence threshold in steps of 0.1 within 0 and 1', async () => {
    const { probe } = renderInForm(<Section initial="transcriber" />);
    const confidence = screen.getByRole('slider', { name: 'Confidence threshold' });
    confidence.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(probe.values.transcriber.confidenceThreshold).toBe(0.5);
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(probe.values.transcriber.confidenceThreshold).toBe(0);
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(probe.values.transcriber.confidenceThreshold).toBe(1);
  });
});
