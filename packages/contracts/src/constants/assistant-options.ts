/** Option lists of the assistant form (spec 001 §2, §5, §9). */

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

export interface ProviderOption<V extends string = string> extends Option<V> {
  /** false: shown as 'Upcoming' and disabled. */
  enabled: boolean;
}

export const ASSISTANT_TYPES = ['demo', 'production'] as const;
export type AssistantType = (typeof ASSISTANT_TYPES)[number];
export const ASSISTANT_TYPE_LABELS: Record<AssistantType, string> = {
  demo: 'Demo',
  production: 'Production',
};

// ---- Model tab -------------------------------------------------------------------------------

export const OPENAI_MODELS = [
  'gpt-5-mini',
  'gpt-5-nano',
  'gpt-4.1',
  'gpt-4.1-mini',
  'gpt-4.1-nano',
  'gpt-4o-mini',
  'gpt-4o',
  'chatgpt-4o-latest',
] as const;
export type OpenAiModel = (typeof OPENAI_MODELS)[number];
export const DEFAULT_OPENAI_MODEL: OpenAiModel = 'gpt-4o';

/** Model providers shown as Upcoming and disabled. */
export const UPCOMING_MODEL_PROVIDERS = [
  'anthropic',
  'google',
  'azure',
  'cohere',
  'mistral',
  'groq',
  'deepgram',
  'perplexity',
  'openrouter',
  'together',
  'replicate',
  'huggingface',
  'custom',
] as const;
export const ENABLED_MODEL_PROVIDERS = ['openai'] as const;
export type ModelProvider =
  (typeof ENABLED_MODEL_PROVIDERS)[number] | (typeof UPCOMING_MODEL_PROVIDERS)[number];
export const MODEL_PROVIDERS: readonly ProviderOption<ModelProvider>[] = [
  { value: 'openai', label: 'OpenAI', enabled: true },
  ...UPCOMING_MODEL_PROVIDERS.map((value) => ({ value, label: value, enabled: false })),
];
/** Models per model provider (only openai is enabled). */
export const MODELS_BY_PROVIDER: Partial<Record<ModelProvider, readonly string[]>> = {
  openai: OPENAI_MODELS,
};

export const MESSAGE_ROLES = ['system', 'user', 'assistant'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

export const MESSAGE_CONTENT_TYPES = ['text', 'image_url', 'function_call'] as const;
export type MessageContentType = (typeof MESSAGE_CONTENT_TYPES)[number];

export const TOOL_TYPES = [
  'function',
  'web_search',
  'calculator',
  'voicemail',
  'transfer',
  'hang',
] as const;
export type ToolType = (typeof TOOL_TYPES)[number];

// ---- Voice tab -------------------------------------------------------------------------------

/** Built-in (Vapi) voices. */
export const VAPI_VOICES = [
  'Cole',
  'Harry',
  'Spencer',
  'Neha',
  'Kylie',
  'Savannah',
  'Paige',
  'Rohan',
  'Hana',
  'Elliot',
] as const;
export type VapiVoice = (typeof VAPI_VOICES)[number];

export interface VoiceOption {
  id: string;
  name: string;
  gender: 'male' | 'female';
}

/**
 * 11labs voices by id, each labelled with gender. The product lists several hundred; this is the set of
 * ElevenLabs' public premade voices. The voice runtime accepts any valid 11labs voice id.
 */
export const ELEVENLABS_VOICES: readonly VoiceOption[] = [
  { id: '21m00Tcm4TlvDq8ikWAM', name: 'Rachel', gender: 'female' },
  { id: 'AZnzlk1XvdvUeBnXmlld', name: 'Domi', gender: 'female' },
  { id: 'EXAVITQu4vr4xnSDxMaL', name: 'Sarah', gender: 'female' },
  { id: 'ErXwobaYiN019PkySvjV', name: 'Antoni', gender: 'male' },
  { id: 'MF3mGyEYCl7XYWbV9V6O', name: 'Elli', gender: 'female' },
  { id: 'TxGEqnHWrfWFTfGW9XjX', name: 'Josh', gender: 'male' },
  { id: 'VR6AewLTigWG4xSOukaG', name: 'Arnold', gender: 'male' },
  { id: 'pNInz6obpgDQGcFmaJgB', name: 'Adam', gender: 'male' },
  { id: 'yoZ06aMxZJJ28mfd3POQ', name: 'Sam', gender: 'male' },
  { id: 'XB0fDUnXU5powFXDhCwa', name: 'Charlotte', gender: 'female' },
  { id: 'pFZP5JQG7iQjIQuC4Bku', name: 'Lily', gender: 'female' },
  { id: 'onwK4e9ZLuTAKqWW03F9', name: 'Daniel', gender: 'male' },
  { id: 'JBFqnCBsd6RMkjVDRZzb', name: 'George', gender: 'male' },
  { id: 'XrExE9yKIg1WjnnlVkGX', name: 'Matilda', gender: 'female' },
  { id: 'N2lVS1w4EtoT3dr4eOWO', name: 'Callum', gender: 'male' },
  { id: 'IKne3meq5aSn9XLyUdCD', name: 'Charlie', gender: 'male' },
];

export const ELEVENLABS_VOICE_MODELS = [
  'eleven_multilingual_v2',
  'eleven_turbo_v2',
  'eleven_turbo_v2_5',
  'eleven_flash_v2',
  'eleven_flash_v2_5',
  'eleven_monolingual_v1',
] as const;
export type ElevenLabsVoiceModel = (typeof ELEVENLABS_VOICE_MODELS)[number];

export const ENABLED_VOICE_PROVIDERS = ['vapi', '11labs'] as const;
export const UPCOMING_VOICE_PROVIDERS = [
  'openai',
  'playht',
  'deepgram',
  'rime',
  'cartesia',
  'azure',
] as const;
export type VoiceProvider =
  (typeof ENABLED_VOICE_PROVIDERS)[number] | (typeof UPCOMING_VOICE_PROVIDERS)[number];
export const VOICE_PROVIDERS: readonly ProviderOption<VoiceProvider>[] = [
  { value: 'vapi', label: 'Built-in (Vapi)', enabled: true },
  { value: '11labs', label: 'ElevenLabs', enabled: true },
  ...UPCOMING_VOICE_PROVIDERS.map((value) => ({ value, label: value, enabled: false })),
];

/** Voices per enabled provider: value is what is sent as voiceId. */
export const VOICES_BY_PROVIDER: Partial<Record<VoiceProvider, readonly Option[]>> = {
  vapi: VAPI_VOICES.map((v) => ({ value: v, label: v })),
  '11labs': ELEVENLABS_VOICES.map((v) => ({
    value: v.id,
    label: `${v.name} (${v.gender === 'male' ? 'Male' : 'Female'})`,
  })),
};

/** Voice models exist for 11labs, openai and playht (spec 001 §2). */
export const VOICE_MODELS_BY_PROVIDER: Partial<Record<VoiceProvider, readonly string[]>> = {
  '11labs': ELEVENLABS_VOICE_MODELS,
  openai: ['tts-1', 'tts-1-hd', 'gpt-4o-mini-tts'],
  playht: ['PlayHT2.0', 'PlayHT2.0-turbo', 'Play3.0-mini', 'PlayDialog'],
};

/** The speed slider applies only to these providers (spec 001 §5; 'elevenlabs' is sent as 11labs). */
export const SPEED_VOICE_PROVIDERS: readonly VoiceProvider[] = [
  'vapi',
  '11labs',
  'openai',
  'playht',
  'deepgram',
  'rime',
];
export const VOICE_SPEED_MIN = 0.25;
export const VOICE_SPEED_MAX = 4;
export const VOICE_SPEED_STEP = 0.1;

// ---- Transcriber tab -------------------------------------------------------------------------

export const TRANSCRIBER_PROVIDERS = ['deepgram', '11labs'] as const;
export type TranscriberProvider = (typeof TRANSCRIBER_PROVIDERS)[number];

export const DEEPGRAM_MODELS = [
  'nova-2',
  'nova-3',
  'nova-3-general',
  'nova-3-medical',
  'nova-2-general',
  'nova-2-meeting',
  'nova-2-phonecall',
  'nova-2-finance',
  'nova-2-conversationalai',
  'nova-2-voicemail',
  'nova-2-video',
] as const;
export const ELEVENLABS_TRANSCRIBER_MODELS = ['scribe_v1'] as const;
export const TRANSCRIBER_MODELS_BY_PROVIDER: Record<TranscriberProvider, readonly string[]> = {
  deepgram: DEEPGRAM_MODELS,
  '11labs': ELEVENLABS_TRANSCRIBER_MODELS,
};
/** The model a provider change resets to (spec 001 §4). */
export const DEFAULT_TRANSCRIBER_MODEL: Record<TranscriberProvider, string> = {
  deepgram: 'nova-2',
  '11labs': 'scribe_v1',
};

export const LANGUAGES: readonly Option[] = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
  { value: 'fr', label: 'French' },
  { value: 'de', label: 'German' },
  { value: 'it', label: 'Italian' },
  { value: 'pt', label: 'Portuguese' },
  { value: 'ru', label: 'Russian' },
  { value: 'ja', label: 'Japanese' },
  { value: 'ko', label: 'Korean' },
  { value: 'zh', label: 'Chinese' },
  { value: 'ar', label: 'Arabic' },
  { value: 'hi', label: 'Hindi' },
];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.value);

export const CONFIDENCE_MIN = 0;
export const CONFIDENCE_MAX = 1;
export const CONFIDENCE_STEP = 0.1;

// ---- Company, phone numbers ------------------------------------------------------------------

/** Countries with phone-number (area code) support (spec 001 §5). The form stores the name. */
export const COUNTRIES = [
  { name: 'United States', code: 'US' },
  { name: 'Canada', code: 'CA' },
  { name: 'Australia', code: 'AU' },
  { name: 'United Kingdom', code: 'GB' },
] as const;
export type CountryName = (typeof COUNTRIES)[number]['name'];
export const COUNTRY_NAMES: readonly CountryName[] = COUNTRIES.map((c) => c.name);
export const DEFAULT_COUNTRY: CountryName = 'United States';

/** ISO code of a country given by name or code (case-insensitive); null when unsupported. */
export function countryCode(country: string | null | undefined): string | null {
  if (!country) return null;
  const needle = country.trim().toLowerCase();
  const found = COUNTRIES.find(
    (c) => c.name.toLowerCase() === needle || c.code.toLowerCase() === needle,
  );
  return found ? found.code : null;
}

export const AREA_CODE_MAX_LENGTH = 3;
/** Example format shown for the SMS and assistant phone numbers. */
export const PHONE_NUMBER_EXAMPLE = '+1234567890';

// ---- Messages --------------------------------------------------------------------------------

export const FIRST_MESSAGE_MODES = [
  'assistant-speaks-first',
  'assistant-speaks-first-with-model-generated-message',
  'assistant-waits-for-user',
] as const;
export type FirstMessageMode = (typeof FIRST_MESSAGE_MODES)[number];
export const FIRST_MESSAGE_MODE_OPTIONS: readonly (Option<FirstMessageMode> & {
  placeholder: string;
})[] = [
  {
    value: 'assistant-speaks-first',
    label: 'Assistant speaks first',
    placeholder: 'Hello! Thank you for calling {{company_name}}. How can I help you today?',
  },
  {
    value: 'assistant-speaks-first-with-model-generated-message',
    label: 'Assistant speaks first with a model-generated message',
    placeholder: 'Guidance for the greeting the model generates, e.g. greet the caller warmly.',
  },
  {
    value: 'assistant-waits-for-user',
    label: 'Assistant waits for the user',
    placeholder: 'Optional reply used once the caller has spoken first.',
  },
];
/** The interruptions checkbox is shown only for the first two modes (spec 001 §2). */
export const FIRST_MESSAGE_MODES_WITH_INTERRUPTIONS: readonly FirstMessageMode[] = [
  'assistant-speaks-first',
  'assistant-speaks-first-with-model-generated-message',
];

/** Variables allowed in messages (spec 001 §5). */
export const TEMPLATE_VARIABLES = ['company_name', 'company_industry', 'company_services'] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

// ---- Analysis --------------------------------------------------------------------------------

export const DATA_SCHEMA_TYPES = ['string', 'number', 'boolean', 'array', 'object'] as const;
export type DataSchemaType = (typeof DATA_SCHEMA_TYPES)[number];

/** The 'other features' switches of the analysis section. */
export const ANALYSIS_FEATURES = [
  'sentiment',
  'topics',
  'entities',
  'actionItems',
  'followUps',
] as const;
export type AnalysisFeature = (typeof ANALYSIS_FEATURES)[number];

export const ANALYSIS_TIMEOUT_MIN = 1;
export const ANALYSIS_TIMEOUT_MAX = 60;
export const MIN_MESSAGES_MIN = 0;
export const MIN_MESSAGES_MAX = 10;

/** Name of the n-th new data-schema property (1-based): field_N. */
export function newDataSchemaPropertyName(n: number): string {
  return `field_${n}`;
}
