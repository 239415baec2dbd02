// The names a reseller's customers never see on the reseller's host or in its emails (white label): the
// platform's own brand and the vendors the platform runs on. One list, used by reseller-no-trace.spec.ts.
import type { APIRequestContext } from '@playwright/test';
import { MAIN_ORIGIN } from './helpers-sites';

/**
 * The vendors behind the product (voice platform, models, voices, transcription, telephony, payments, hosting):
 * each as a pattern matched case-insensitively on word boundaries, so that "11labs" and "Eleven Labs" count and
 * a word such as "prime" does not.
 */
export const VENDOR_NAMES: readonly { name: string; pattern: RegExp }[] = [
  { name: 'Vapi', pattern: /\bvapi\b/i },
  { name: 'Stripe', pattern: /\bstripe\b/i },
  { name: 'Twilio', pattern: /\btwilio\b/i },
  { name: 'Vonage', pattern: /\bvonage\b/i },
  { name: 'Telnyx', pattern: /\btelnyx\b/i },
  { name: 'OpenAI', pattern: /\bopen ?ai\b/i },
  { name: 'Anthropic', pattern: /\banthropic\b/i },
  { name: 'Google', pattern: /\bgoogle\b/i },
  { name: 'Gemini', pattern: /\bgemini\b/i },
  { name: 'Azure', pattern: /\bazure\b/i },
  { name: 'Microsoft', pattern: /\bmicrosoft\b/i },
  { name: 'Mistral', pattern: /\bmistral\b/i },
  { name: 'Groq', pattern: /\bgroq\b/i },
  { name: 'Cohere', pattern: /\bcohere\b/i },
  { name: 'Perplexity', pattern: /\bperplexity\b/i },
  { name: 'OpenRouter', pattern: /\bopen ?router\b/i },
  { name: 'Hugging Face', pattern: /\bhugging ?face\b/i },
  { name: 'Replicate', pattern: /\breplicate\b/i },
  { name: 'Deepgram', pattern: /\bdeepgram\b/i },
  { name: 'ElevenLabs', pattern: /\b(eleven ?labs|11 ?labs)\b/i },
  { name: 'PlayHT', pattern: /\bplay ?ht\b/i },
  { name: 'Cartesia', pattern: /\bcartesia\b/i },
  { name: 'Rime', pattern: /\brime\b/i },
  { name: 'LMNT', pattern: /\blmnt\b/i },
  { name: 'AssemblyAI', pattern: /\bassembly ?ai\b/i },
  { name: 'Gladia', pattern: /\bgladia\b/i },
  { name: 'Speechmatics', pattern: /\bspeechmatics\b/i },
  { name: 'Amazon', pattern: /\b(amazon|aws)\b/i },
  { name: 'Cloudflare', pattern: /\bcloudflare\b/i },
  { name: 'Caddy', pattern: /\bcaddy\b/i },
  { name: 'MinIO', pattern: /\bminio\b/i },
  { name: 'Fastify', pattern: /\bfastify\b/i },
  { name: 'Swagger', pattern: /\bswagger\b/i },
];

/** The platform's default brand (spec 000 §9), whatever the main host's admin has renamed it to since. */
const DEFAULT_PLATFORM_NAME = 'AI Phone System';

export interface ForbiddenName {
  name: string;
  pattern: RegExp;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every forbidden name: the platform's name as the main host shows it now (GET /api/public-settings on the main
 * host: its site title and company name) and its default, then the vendors.
 */
export async function forbiddenNames(request: APIRequestContext): Promise<ForbiddenName[]> {
  const reply = await request.get(`${MAIN_ORIGIN}/api/public-settings`);
  if (!reply.ok()) throw new Error(`main host's settings: ${reply.status()}`);
  const { data } = (await reply.json()) as {
    data: { site_title: string; company_name: string | null };
  };
  const platform = new Set(
    [DEFAULT_PLATFORM_NAME, data.site_title, data.company_name].filter((name): name is string =>
      Boolean(name && name.trim()),
    ),
  );
  return [
    ...[...platform].map((name) => ({
      name,
      pattern: new RegExp(`\\b${escaped(name.trim()).replace(/\s+/g, '\\s+')}\\b`, 'i'),
    })),
    ...VENDOR_NAMES,
  ];
}

/** One forbidden name found: where (a page and a part of it, or an email and a field) and which name. */
export interface NameHit {
  where: string;
  part: string;
  name: string;
  excerpt: string;
}

/** The forbidden names in `text`, each with the words around it. */
export function namesIn(
  text: string,
  names: readonly ForbiddenName[],
  where: string,
  part: string,
): NameHit[] {
  const hits: NameHit[] = [];
  for (const { name, pattern } of names) {
    const match = new RegExp(pattern.source, 'gi');
    for (const found of text.matchAll(match)) {
      const at = found.index ?? 0;
      const excerpt = text
        .slice(Math.max(0, at - 40), at + found[0].length + 40)
        .replace(/\s+/g, ' ')
        .trim();
      hits.push({ where, part, name, excerpt });
    }
  }
  return hits;
}

/** The hits as one line each (the same name in the same place once), for a failure message; '' for none. */
export function listed(hits: readonly NameHit[]): string {
  const lines = hits.map((hit) => `${hit.where} [${hit.part}] ${hit.name}: …${hit.excerpt}…`);
  return [...new Set(lines)].join('\n');
}
