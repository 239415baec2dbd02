import { array, object, string, type InferType } from 'yup';
import { isHttpUrl } from './system-settings';

/**
 * A site's own landing copy (/admin/site-content, GET/PUT /api/admin/site-content): the hero, the features band's
 * heading, the steps, industries, testimonials, integrations, FAQ, the closing call to action and the sample call
 * of the demo assistant. One schema for the editor and the server (which validates every PUT with it). Each list
 * is null for the landing's standard list (the platform's testimonials on the main host only: a reseller's site
 * then shows none), or the site's own items; an empty list hides its band. A blank heading shows the standard
 * one; a sample call without lines, the standard call.
 */

/** The most items each list may hold (the landing's layout is made for these). */
export const SITE_CONTENT_LIMITS = {
  steps: 6,
  industries: 12,
  testimonials: 6,
  integrations: 12,
  faqs: 12,
  demoLines: 10,
  title: 120,
  lead: 300,
  name: 80,
  text: 600,
  answer: 2000,
  url: 2048,
} as const;

/** The icons an industry may show (the landing draws each of these: mfe-public landing/icons.tsx). */
export const INDUSTRY_ICONS = [
  'health',
  'tooth',
  'wrench',
  'scale',
  'home',
  'utensils',
  'car',
  'scissors',
  'shield',
  'phone',
  'calendar',
  'globe',
  'chart',
  'message',
  'sparkle',
] as const;
export type IndustryIcon = (typeof INDUSTRY_ICONS)[number];

export const DEMO_SPEAKERS = ['assistant', 'caller'] as const;

const L = SITE_CONTENT_LIMITS;

export const SITE_CONTENT_MESSAGES = {
  saved: 'Site content saved',
  steps: `At most ${L.steps} steps`,
  industries: `At most ${L.industries} industries`,
  testimonials: `At most ${L.testimonials} testimonials`,
  integrations: `At most ${L.integrations} integrations`,
  faqs: `At most ${L.faqs} FAQ items`,
  demoLines: `At most ${L.demoLines} lines in the sample call`,
  icon: 'Please choose one of the listed icons',
  speaker: 'Please choose who says this line',
  url: 'Please enter a full web address starting with http:// or https://',
} as const;

const M = SITE_CONTENT_MESSAGES;

/** A text of at most `max` characters, trimmed; required ones say '<label> is required'. */
function text(label: string, max: number, required = true) {
  const base = string().trim().max(max, `${label} may be at most ${max} characters`);
  return required ? base.required(`${label} is required`) : base.default('');
}

export const siteContentSchema = object({
  hero: object({
    title: text('The headline', L.title, false),
    subtitle: text('The text under the headline', L.lead, false),
  }).required(),
  features: object({
    title: text('The features heading', L.title, false),
    lead: text('The features introduction', L.lead, false),
  }).required(),
  steps: array(object({ title: text('Step title', L.title), text: text('Step text', L.text) }))
    .nullable()
    .default(null)
    .max(L.steps, M.steps),
  industries: array(
    object({
      name: text('Industry name', L.name),
      text: text('Industry text', L.text),
      icon: string<IndustryIcon>().required(M.icon).oneOf(INDUSTRY_ICONS, M.icon),
    }),
  )
    .nullable()
    .default(null)
    .max(L.industries, M.industries),
  testimonials: array(
    object({
      quote: text('Quote', L.text),
      name: text('Name', L.name),
      role: text('Role or company', L.name, false),
      url: string()
        .trim()
        .default('')
        .max(L.url, `The address may be at most ${L.url} characters`)
        .test('http-url', M.url, (value) => !value || isHttpUrl(value)),
    }),
  )
    .nullable()
    .default(null)
    .max(L.testimonials, M.testimonials),
  integrations: array(
    object({ name: text('Integration name', L.name), kind: text('What it does', L.name, false) }),
  )
    .nullable()
    .default(null)
    .max(L.integrations, M.integrations),
  faqs: array(object({ question: text('Question', L.title * 2), answer: text('Answer', L.answer) }))
    .nullable()
    .default(null)
    .max(L.faqs, M.faqs),
  closing: object({
    title: text('The closing headline', L.title, false),
    text: text('The closing text', L.lead, false),
  }).required(),
  demo: object({
    lines: array(
      object({
        speaker: string<(typeof DEMO_SPEAKERS)[number]>()
          .required(M.speaker)
          .oneOf(DEMO_SPEAKERS, M.speaker),
        text: text('Line', L.lead),
      }),
    )
      .default([])
      .max(L.demoLines, M.demoLines),
  }).required(),
});

/** A site's landing copy, as the editor sends it and the public settings carry it (`site_content`). */
export type SiteContentInput = InferType<typeof siteContentSchema>;

/** The editor's start when nothing is saved: every heading and list the landing's standard one. */
export function emptySiteContent(): SiteContentInput {
  return {
    hero: { title: '', subtitle: '' },
    features: { title: '', lead: '' },
    steps: null,
    industries: null,
    testimonials: null,
    integrations: null,
    faqs: null,
    closing: { title: '', text: '' },
    demo: { lines: [] },
  };
}
