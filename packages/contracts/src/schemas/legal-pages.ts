import { object, string, type InferType } from 'yup';

/**
 * A reseller's own terms and privacy pages (/admin/system-settings/legal-pages, /api/admin/legal-pages): Markdown
 * drafts started from a template whose `[[...]]` placeholders must all be completed before a page is published.
 * One schema for the editor and the server. Its own entry (`@voice/contracts/legal-pages`), outside the schemas
 * share, so that only the editor's chunk and the server carry it, never a public page's first load.
 */

export const LEGAL_PAGE_KINDS = ['terms', 'privacy'] as const;
export type LegalPageKind = (typeof LEGAL_PAGE_KINDS)[number];

/** The page's name as its editor and messages say it. */
export const LEGAL_PAGE_TITLES: Record<LegalPageKind, string> = {
  terms: 'Terms & Conditions',
  privacy: 'Privacy Policy',
};

/** The longest page (characters of Markdown): the built-in pages are about 7,000. */
export const LEGAL_PAGE_MAX_LENGTH = 50_000;

export const LEGAL_PAGE_MESSAGES = {
  saved: 'Draft saved',
  published: 'Page published',
  required: 'The page text is required',
  tooLong: `The page may be at most ${LEGAL_PAGE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  kind: 'Please choose terms or privacy',
  registrationHeldBack:
    'This site is being set up. Registration opens once its terms and privacy pages are published.',
} as const;

/** A placeholder still to complete: `[[Company legal name]]`. */
const PLACEHOLDER = /\[\[[^[\]\n]{1,80}\]\]/g;

/** The placeholders a text still holds, each once, in order: what blocks publishing it. */
export function unfilledPlaceholders(text: string): string[] {
  return [...new Set(text.match(PLACEHOLDER) ?? [])];
}

/** Publishing is refused while a placeholder is left: the message names them. */
export function placeholdersLeftMessage(placeholders: readonly string[]): string {
  return `Complete every placeholder before publishing: ${placeholders.join(', ')}`;
}

export const legalPageDraftSchema = object({
  draft: string()
    .trim()
    .required(LEGAL_PAGE_MESSAGES.required)
    .max(LEGAL_PAGE_MAX_LENGTH, LEGAL_PAGE_MESSAGES.tooLong),
});

export type LegalPageDraftInput = InferType<typeof legalPageDraftSchema>;

export const legalPageKindParamsSchema = object({
  kind: string<LegalPageKind>()
    .required(LEGAL_PAGE_MESSAGES.kind)
    .oneOf(LEGAL_PAGE_KINDS, LEGAL_PAGE_MESSAGES.kind),
});
