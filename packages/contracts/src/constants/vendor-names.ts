/**
 * The vendors the product runs on or connects to (voice platform, models, voices, transcription, telephony,
 * payments, hosting, calendars): the one list of names a reseller's customers must not read on its site or in its
 * emails (white label). The call cost breakdown leaves out lines naming one, the email white-label test
 * (server/test/email-white-label.test.ts) and the crawl of a reseller's site (e2e reseller-no-trace.spec.ts) fail
 * on one. Each `pattern` is a regular expression source, matched case-insensitively.
 *
 * Plain data with no import: the e2e suite reads this file directly.
 */
export const VENDOR_NAMES: readonly { name: string; pattern: string }[] = [
  { name: 'Vapi', pattern: 'vapi' },
  { name: 'Stripe', pattern: 'stripe' },
  { name: 'Twilio', pattern: 'twilio' },
  { name: 'Vonage', pattern: 'vonage' },
  { name: 'Telnyx', pattern: 'telnyx' },
  { name: 'OpenAI', pattern: 'open ?ai' },
  { name: 'Anthropic', pattern: 'anthropic' },
  { name: 'Google', pattern: 'google' },
  { name: 'Gemini', pattern: 'gemini' },
  { name: 'Azure', pattern: 'azure' },
  { name: 'Microsoft', pattern: 'microsoft' },
  { name: 'Mistral', pattern: 'mistral' },
  { name: 'Groq', pattern: 'groq' },
  { name: 'Cohere', pattern: 'cohere' },
  { name: 'Perplexity', pattern: 'perplexity' },
  { name: 'OpenRouter', pattern: 'open ?router' },
  { name: 'Hugging Face', pattern: 'hugging ?face' },
  { name: 'Replicate', pattern: 'replicate' },
  { name: 'Deepgram', pattern: 'deepgram' },
  { name: 'ElevenLabs', pattern: 'eleven ?labs|11 ?labs' },
  { name: 'PlayHT', pattern: 'play ?ht' },
  { name: 'Cartesia', pattern: 'cartesia' },
  { name: 'Rime', pattern: 'rime' },
  { name: 'LMNT', pattern: 'lmnt' },
  { name: 'AssemblyAI', pattern: 'assembly ?ai' },
  { name: 'Gladia', pattern: 'gladia' },
  { name: 'Speechmatics', pattern: 'speechmatics' },
  { name: 'Cal.com', pattern: 'cal\\.com' },
  { name: 'Amazon', pattern: 'amazon|aws' },
  { name: 'Cloudflare', pattern: 'cloudflare' },
  { name: 'Caddy', pattern: 'caddy' },
  { name: 'MinIO', pattern: 'minio' },
  { name: 'Swagger', pattern: 'swagger' },
];
