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
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DOCS_PAGE_PATH, fillPath } from '@voice/contracts/paths';

/** A title, summary or description: English in the code (`{app_name}` the site's name), translated by docWords. */
export type DocWords = MessageDescriptor;

export interface DocPage {
  slug: string;
  title: DocWords;
  summary: DocWords;
  /** The Markdown text; `{{app_name}}` and `{{vendor:…|…}}` are filled in per site (withSiteWords). */
  source: string;
}

export interface DocCategory {
  slug: string;
  title: DocWords;
  description: DocWords;
  pages: DocPage[];
}

export const DOC_CATEGORIES: DocCategory[] = [
  {
    slug: 'getting-started',
    title: msg`Getting Started`,
    description: msg({
      message: 'What {app_name} does, your first assistant in fifteen minutes, and your account.',
    }),
    pages: [
      {
        slug: 'introduction',
        title: msg({ message: 'Welcome to {app_name}' }),
        summary: msg`What the product does, who it is for and how the pieces fit together.`,
        source: introduction,
      },
      {
        slug: 'quick-start',
        title: msg`Quick start`,
        summary: msg`From a new account to a live assistant answering real calls.`,
        source: quickStart,
      },
      {
        slug: 'your-account',
        title: msg`Your account and sign-in`,
        summary: msg`Signing in, remember me, resetting a password and updating your profile.`,
        source: yourAccount,
      },
    ],
  },
  {
    slug: 'assistants',
    title: msg`Assistants`,
    description: msg`Create, script, voice and analyse the assistants that answer your calls.`,
    pages: [
      {
        slug: 'create-an-assistant',
        title: msg`Create an assistant`,
        summary: msg`Every section of the assistant form, from company details to saving and testing.`,
        source: createAnAssistant,
      },
      {
        slug: 'prompts-and-messages',
        title: msg`Prompts and messages`,
        summary: msg`Write the system prompt, greeting and goodbye; template variables and tools.`,
        source: promptsAndMessages,
      },
      {
        slug: 'voice-and-language',
        title: msg`Voice and language`,
        summary: msg`Choose a voice, a model and the language your assistant listens for.`,
        source: voiceAndLanguage,
      },
      {
        slug: 'call-analysis-and-webhooks',
        title: msg`Call analysis and webhooks`,
        summary: msg`Summaries, success checklists, structured data and end-of-call webhooks.`,
        source: callAnalysis,
      },
      {
        slug: 'campaigns',
        title: msg`Outbound campaigns`,
        summary: msg`Call a list of contacts within calling hours, with retries, and follow the outcomes.`,
        source: campaigns,
      },
    ],
  },
  {
    slug: 'phone-numbers',
    title: msg`Phone Numbers`,
    description: msg`Give your assistant a local number, or forward the number you already have.`,
    pages: [
      {
        slug: 'get-a-phone-number',
        title: msg`Get a phone number`,
        summary: msg`Search by country and area code and assign a number to an assistant.`,
        source: getAPhoneNumber,
      },
      {
        slug: 'forward-your-existing-number',
        title: msg`Forward your existing number`,
        summary: msg`Keep your business number and let the assistant answer always, when busy or after hours.`,
        source: forwardYourNumber,
      },
    ],
  },
  {
    slug: 'billing',
    title: msg`Billing`,
    description: msg`Plans, minutes and limits, subscribing and upgrading, payments and receipts.`,
    pages: [
      {
        slug: 'plans-and-usage',
        title: msg`Plans and usage`,
        summary: msg`What a plan includes, annual savings, how minutes and overage are counted.`,
        source: plansAndUsage,
      },
      {
        slug: 'manage-your-subscription',
        title: msg`Manage your subscription`,
        summary: msg`Subscribe, upgrade, cancel, and pay a custom plan through a payment link.`,
        source: manageSubscription,
      },
      {
        slug: 'payments-and-transactions',
        title: msg`Payments and transactions`,
        summary: msg`Secure checkout, declined cards, renewals, test mode and your payment history.`,
        source: paymentsAndTransactions,
      },
    ],
  },
  {
    slug: 'resellers',
    title: msg`Resellers`,
    description: msg`Sell the product under your own brand on your own subdomain.`,
    pages: [
      {
        slug: 'become-a-reseller',
        title: msg`Become a reseller`,
        summary: msg`The four-step reseller registration, from company details to your package.`,
        source: becomeAReseller,
      },
      {
        slug: 'branding-your-platform',
        title: msg`Brand your platform`,
        summary: msg`Your name, logo, colours, home page sections and legal pages.`,
        source: brandingYourPlatform,
      },
      {
        slug: 'site-content',
        title: msg`Write your home page`,
        summary: msg`Your headline, sample call, lists, testimonials, FAQ and closing call to action.`,
        source: siteContent,
      },
      {
        slug: 'legal-pages',
        title: msg`Publish your terms and privacy pages`,
        summary: msg`Complete the templates in your name and publish them: your site opens once both are live.`,
        source: legalPages,
      },
      {
        slug: 'manage-your-clients',
        title: msg`Manage your clients`,
        summary: msg`Your admin area, custom subscriptions with payment links, and your own billing.`,
        source: manageYourClients,
      },
      {
        slug: 'custom-domain',
        title: msg`Use your own domain`,
        summary: msg`Your site on your own domain: the DNS records, verification and HTTPS.`,
        source: customDomain,
      },
    ],
  },
  {
    slug: 'developers',
    title: msg`Developers`,
    description: msg({
      message: 'Connect {app_name} to your own systems: the API, API keys and webhooks.',
    }),
    pages: [
      {
        slug: 'api-quick-start',
        title: msg`API quick start`,
        summary: msg`Your first API calls with curl: list, create, change and delete assistants, read calls.`,
        source: apiQuickStart,
      },
      {
        slug: 'authentication',
        title: msg`Authentication`,
        summary: msg`API keys as bearer tokens, their scopes, expiry and revoking, and why a key is refused.`,
        source: apiAuthentication,
      },
      {
        slug: 'pagination',
        title: msg`Pagination`,
        summary: msg`Lists by cursor: limit, next_cursor, and reading a whole list safely while it grows.`,
        source: apiPagination,
      },
      {
        slug: 'errors',
        title: msg`Errors`,
        summary: msg`The one shape of every error, its types and statuses, and what to do about each.`,
        source: apiErrors,
      },
      {
        slug: 'idempotency',
        title: msg`Idempotency`,
        summary: msg`Retry a create safely with the Idempotency-Key header: replays, conflicts and 24 hours.`,
        source: apiIdempotency,
      },
      {
        slug: 'webhooks',
        title: msg`Webhooks`,
        summary: msg`Events sent to your URL as they happen: signed, retried, logged and re-sendable.`,
        source: webhooks,
      },
      {
        slug: 'rest-hooks',
        title: msg`REST hooks for automation tools`,
        summary: msg`How Zapier, Make and n8n subscribe to events with an API key, and the sample deliveries.`,
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

/** A title, summary or description in the page's language, with the site's name where it says `{app_name}`. */
export function docWords(words: DocWords, reader: DocsReader, i18n: I18n): string {
  // A descriptor in a variable: the extractor reads an object literal passed to i18n._ as a message of its own.
  const withName: MessageDescriptor = {
    ...words,
    values: { ...words.values, app_name: reader.appName },
  };
  return i18n._(withName);
}
