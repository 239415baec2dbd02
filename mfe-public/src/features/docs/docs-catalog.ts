// The product documentation: Markdown files in /docs/product/<category>/<slug>.md, bundled at build time
// into the docs chunk only. A page's title here must match the `# Title` its file starts with
// (docs-catalog.test.ts reads the files and checks it, and checks every internal link).
import introduction from '../../../../docs/product/getting-started/introduction.md';
import quickStart from '../../../../docs/product/getting-started/quick-start.md';
import yourAccount from '../../../../docs/product/getting-started/your-account.md';
import createAnAssistant from '../../../../docs/product/assistants/create-an-assistant.md';
import promptsAndMessages from '../../../../docs/product/assistants/prompts-and-messages.md';
import voiceAndLanguage from '../../../../docs/product/assistants/voice-and-language.md';
import callAnalysis from '../../../../docs/product/assistants/call-analysis-and-webhooks.md';
import campaigns from '../../../../docs/product/assistants/campaigns.md';
import getAPhoneNumber from '../../../../docs/product/phone-numbers/get-a-phone-number.md';
import forwardYourNumber from '../../../../docs/product/phone-numbers/forward-your-existing-number.md';
import plansAndUsage from '../../../../docs/product/billing/plans-and-usage.md';
import manageSubscription from '../../../../docs/product/billing/manage-your-subscription.md';
import paymentsAndTransactions from '../../../../docs/product/billing/payments-and-transactions.md';
import becomeAReseller from '../../../../docs/product/resellers/become-a-reseller.md';
import brandingYourPlatform from '../../../../docs/product/resellers/branding-your-platform.md';
import manageYourClients from '../../../../docs/product/resellers/manage-your-clients.md';
import customDomain from '../../../../docs/product/resellers/custom-domain.md';
import siteContent from '../../../../docs/product/resellers/site-content.md';
import legalPages from '../../../../docs/product/resellers/legal-pages.md';
import apiQuickStart from '../../../../docs/product/developers/api-quick-start.md';
import apiAuthentication from '../../../../docs/product/developers/authentication.md';
import apiPagination from '../../../../docs/product/developers/pagination.md';
import apiErrors from '../../../../docs/product/developers/errors.md';
import apiIdempotency from '../../../../docs/product/developers/idempotency.md';
import webhooks from '../../../../docs/product/developers/webhooks.md';
import restHooks from '../../../../docs/product/developers/rest-hooks.md';
import { DOCS_PAGE_PATH, fillPath } from '@voice/contracts/paths';

export interface DocPage {
  slug: string;
  title: string;
  summary: string;
  /** The Markdown text; `{{app_name}}` and `{{vendor:…|…}}` are filled in per site (withSiteWords). */
  source: string;
}

export interface DocCategory {
  slug: string;
  title: string;
  description: string;
  pages: DocPage[];
}

export const DOC_CATEGORIES: DocCategory[] = [
  {
    slug: 'getting-started',
    title: 'Getting Started',
    description:
      'What {{app_name}} does, your first assistant in fifteen minutes, and your account.',
    pages: [
      {
        slug: 'introduction',
        title: 'Welcome to {{app_name}}',
        summary: 'What the product does, who it is for and how the pieces fit together.',
        source: introduction,
      },
      {
        slug: 'quick-start',
        title: 'Quick start',
        summary: 'From a new account to a live assistant answering real calls.',
        source: quickStart,
      },
      {
        slug: 'your-account',
        title: 'Your account and sign-in',
        summary: 'Signing in, remember me, resetting a password and updating your profile.',
        source: yourAccount,
      },
    ],
  },
  {
    slug: 'assistants',
    title: 'Assistants',
    description: 'Create, script, voice and analyse the assistants that answer your calls.',
    pages: [
      {
        slug: 'create-an-assistant',
        title: 'Create an assistant',
        summary: 'Every section of the assistant form, from company details to saving and testing.',
        source: createAnAssistant,
      },
      {
        slug: 'prompts-and-messages',
        title: 'Prompts and messages',
        summary: 'Write the system prompt, greeting and goodbye; template variables and tools.',
        source: promptsAndMessages,
      },
      {
        slug: 'voice-and-language',
        title: 'Voice and language',
        summary: 'Choose a voice, a model and the language your assistant listens for.',
        source: voiceAndLanguage,
      },
      {
        slug: 'call-analysis-and-webhooks',
        title: 'Call analysis and webhooks',
        summary: 'Summaries, success checklists, structured data and end-of-call webhooks.',
        source: callAnalysis,
      },
      {
        slug: 'campaigns',
        title: 'Outbound campaigns',
        summary:
          'Call a list of contacts within calling hours, with retries, and follow the outcomes.',
        source: campaigns,
      },
    ],
  },
  {
    slug: 'phone-numbers',
    title: 'Phone Numbers',
    description: 'Give your assistant a local number, or forward the number you already have.',
    pages: [
      {
        slug: 'get-a-phone-number',
        title: 'Get a phone number',
        summary: 'Search by country and area code and assign a number to an assistant.',
        source: getAPhoneNumber,
      },
      {
        slug: 'forward-your-existing-number',
        title: 'Forward your existing number',
        summary:
          'Keep your business number and let the assistant answer always, when busy or after hours.',
        source: forwardYourNumber,
      },
    ],
  },
  {
    slug: 'billing',
    title: 'Billing',
    description: 'Plans, minutes and limits, subscribing and upgrading, payments and receipts.',
    pages: [
      {
        slug: 'plans-and-usage',
        title: 'Plans and usage',
        summary: 'What a plan includes, annual savings, how minutes and overage are counted.',
        source: plansAndUsage,
      },
      {
        slug: 'manage-your-subscription',
        title: 'Manage your subscription',
        summary: 'Subscribe, upgrade, cancel, and pay a custom plan through a payment link.',
        source: manageSubscription,
      },
      {
        slug: 'payments-and-transactions',
        title: 'Payments and transactions',
        summary: 'Secure checkout, declined cards, renewals, test mode and your payment history.',
        source: paymentsAndTransactions,
      },
    ],
  },
  {
    slug: 'resellers',
    title: 'Resellers',
    description: 'Sell the product under your own brand on your own subdomain.',
    pages: [
      {
        slug: 'become-a-reseller',
        title: 'Become a reseller',
        summary: 'The four-step reseller registration, from company details to your package.',
        source: becomeAReseller,
      },
      {
        slug: 'branding-your-platform',
        title: 'Brand your platform',
        summary: 'Your name, logo, colours, home page sections and legal pages.',
        source: brandingYourPlatform,
      },
      {
        slug: 'site-content',
        title: 'Write your home page',
        summary: 'Your headline, sample call, lists, testimonials, FAQ and closing call to action.',
        source: siteContent,
      },
      {
        slug: 'legal-pages',
        title: 'Publish your terms and privacy pages',
        summary:
          'Complete the templates in your name and publish them: your site opens once both are live.',
        source: legalPages,
      },
      {
        slug: 'manage-your-clients',
        title: 'Manage your clients',
        summary: 'Your admin area, custom subscriptions with payment links, and your own billing.',
        source: manageYourClients,
      },
      {
        slug: 'custom-domain',
        title: 'Use your own domain',
        summary: 'Your site on your own domain: the DNS records, verification and HTTPS.',
        source: customDomain,
      },
    ],
  },
  {
    slug: 'developers',
    title: 'Developers',
    description: 'Connect {{app_name}} to your own systems: the API, API keys and webhooks.',
    pages: [
      {
        slug: 'api-quick-start',
        title: 'API quick start',
        summary:
          'Your first API calls with curl: list, create, change and delete assistants, read calls.',
        source: apiQuickStart,
      },
      {
        slug: 'authentication',
        title: 'Authentication',
        summary:
          'API keys as bearer tokens, their scopes, expiry and revoking, and why a key is refused.',
        source: apiAuthentication,
      },
      {
        slug: 'pagination',
        title: 'Pagination',
        summary:
          'Lists by cursor: limit, next_cursor, and reading a whole list safely while it grows.',
        source: apiPagination,
      },
      {
        slug: 'errors',
        title: 'Errors',
        summary: 'The one shape of every error, its types and statuses, and what to do about each.',
        source: apiErrors,
      },
      {
        slug: 'idempotency',
        title: 'Idempotency',
        summary:
          'Retry a create safely with the Idempotency-Key header: replays, conflicts and 24 hours.',
        source: apiIdempotency,
      },
      {
        slug: 'webhooks',
        title: 'Webhooks',
        summary: 'Events sent to your URL as they happen: signed, retried, logged and re-sendable.',
        source: webhooks,
      },
      {
        slug: 'rest-hooks',
        title: 'REST hooks for automation tools',
        summary:
          'How Zapier, Make and n8n subscribe to events with an API key, and the sample deliveries.',
        source: restHooks,
      },
    ],
  },
];

export function findCategory(slug: string | undefined): DocCategory | undefined {
  return DOC_CATEGORIES.find((category) => category.slug === slug);
}

export function findPage(category: DocCategory, slug: string | undefined): DocPage | undefined {
  return category.pages.find((page) => page.slug === slug);
}

/** Who reads the docs: the site (its name, whether it is the main host) and, when signed in, the reader's role. */
export interface DocsReader {
  appName: string;
  isMainHost: boolean;
  role?: string | null;
}

/**
 * The categories a reader sees. On a reseller's site (white label) the Resellers guide is for its admin only: its
 * customers are not told about the platform behind it nor its reseller programme.
 */
export function docCategoriesFor(reader: DocsReader): DocCategory[] {
  if (reader.isMainHost || reader.role === 'reseller_admin') return DOC_CATEGORIES;
  return DOC_CATEGORIES.filter((category) => category.slug !== 'resellers');
}

/** Every page in reading order (of `categories`, all by default), for previous/next links. */
export function allPages(
  categories: readonly DocCategory[] = DOC_CATEGORIES,
): { category: DocCategory; page: DocPage }[] {
  return categories.flatMap((category) => category.pages.map((page) => ({ category, page })));
}

export function docPath(category: DocCategory, page?: DocPage): string {
  return fillPath(DOCS_PAGE_PATH, { category: category.slug, slug: page?.slug });
}

/**
 * A document's words for the reader's site: the site's name where it says `{{app_name}}`; where it says
 * `{{vendor:Name|words}}`, the vendor's name on the main host and `words` on a reseller's site (white label: a
 * reseller's customers never read a vendor's name, and its screens name the providers by what they offer).
 */
export function withSiteWords(text: string, reader: DocsReader): string {
  return text
    .replace(/\{\{\s*app_name\s*\}\}/g, reader.appName)
    .replace(/\{\{vendor:([^|}]+)\|([^}]*)\}\}/g, (_, vendor: string, words: string) =>
      reader.isMainHost ? vendor : words,
    );
}
