import type { IconName } from './icons';

/**
 * The built-in copy of the landing's sections below the hero (their chunk: see below-the-fold.tsx). Server data
 * (features, packages) replaces parts of it when it loads, and a site's own copy (/admin/site-content, in the
 * public settings) replaces the lists and headings it sets; the platform's testimonials below are shown on the
 * main host only (site-copy.ts). The hero's own copy is in hero-content.ts.
 */

export interface Industry {
  name: string;
  text: string;
  icon: IconName;
}

export const INDUSTRIES: Industry[] = [
  {
    name: 'Healthcare & Clinics',
    text: 'Book and reschedule appointments, answer questions about opening hours and insurance, and route urgent calls to staff.',
    icon: 'health',
  },
  {
    name: 'Dental Practices',
    text: 'Fill cancellations, remind patients about check-ups and take new-patient details while your front desk is busy.',
    icon: 'tooth',
  },
  {
    name: 'Home Services',
    text: 'Plumbers, electricians and HVAC teams capture every emergency job, even at 2 a.m., with the address and the problem written down.',
    icon: 'wrench',
  },
  {
    name: 'Legal Firms',
    text: 'Screen new enquiries, collect case details and schedule consultations without a receptionist tied to the phone.',
    icon: 'scale',
  },
  {
    name: 'Real Estate',
    text: 'Qualify buyers and tenants, answer listing questions and book viewings straight into your agents’ calendars.',
    icon: 'home',
  },
  {
    name: 'Restaurants & Hospitality',
    text: 'Take reservations, answer menu and allergy questions and handle takeaway enquiries during the dinner rush.',
    icon: 'utensils',
  },
  {
    name: 'Automotive',
    text: 'Book services and inspections, give repair status updates and pass sales leads to the right person on the lot.',
    icon: 'car',
  },
  {
    name: 'Salons & Spas',
    text: 'Let clients book, move or cancel treatments by phone, any hour of the day, and reduce no-shows with confirmations.',
    icon: 'scissors',
  },
  {
    name: 'Insurance & Finance',
    text: 'Answer policy questions, log claims and arrange call-backs with an advisor, with every detail captured accurately.',
    icon: 'shield',
  },
];

export interface FeatureCopy {
  title: string;
  description: string;
  icon: IconName;
}

/** Shown when GET /api/features fails or returns nothing (the failure itself is silently ignored). */
export const FALLBACK_FEATURES: FeatureCopy[] = [
  {
    title: '24/7 Call Answering',
    description:
      'Your assistant picks up on the first ring, day and night, weekends and holidays included. No caller ever hears voicemail again.',
    icon: 'clock',
  },
  {
    title: 'Appointment Booking',
    description:
      'Callers book, move and cancel appointments in a natural conversation, and every booking lands in your calendar.',
    icon: 'calendar',
  },
  {
    title: 'CRM Integration',
    description:
      'Names, numbers and the reason for each call are added to your CRM automatically, so your team follows up with full context.',
    icon: 'database',
  },
  {
    title: 'Speaks 70+ Languages',
    description:
      'Greet every customer in their own language. The assistant detects the caller’s language and answers fluently.',
    icon: 'globe',
  },
  {
    title: 'Natural, Human-Like Voices',
    description:
      'Choose from a library of lifelike voices and set the pace and tone to match your brand. Callers feel heard, not processed.',
    icon: 'voice',
  },
  {
    title: 'Call Summaries & Analytics',
    description:
      'Every call comes with a transcript, a short summary and the outcome. Track volumes, durations and trends from your dashboard.',
    icon: 'chart',
  },
  {
    title: 'Smart Call Transfer',
    description:
      'When a caller needs a person, the assistant hands the call to the right team member with a summary of what was said.',
    icon: 'transfer',
  },
];

export interface Integration {
  name: string;
  kind: string;
}

/**
 * Only what works today, so the band never promises an integration the product does not have: the booking
 * calendar (built in, or the client's Cal.com) and the knowledge base, numbers through Twilio, and the client's own
 * systems through the REST API (/api/v1) and the signed event webhooks, which Zapier and Make subscribe to as REST hooks.
 */
export const INTEGRATIONS: Integration[] = [
  { name: 'Booking calendar', kind: 'Built in or Cal.com' },
  { name: 'Knowledge base', kind: 'Your documents & pages' },
  { name: 'Twilio', kind: 'Telephony' },
  { name: 'REST API', kind: 'API keys & OpenAPI' },
  { name: 'Webhooks', kind: 'Signed events' },
  { name: 'Zapier & Make', kind: 'REST hooks' },
  { name: 'Email', kind: 'Confirmations & alerts' },
];

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  /** A site's own testimonial may link its author's website. */
  url?: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'We used to miss a third of our calls during surgery hours. Now every patient gets an answer, and our online calendar fills itself overnight.',
    name: 'Dr. Sarah Mitchell',
    role: 'Practice Owner, Bright Smile Dental',
  },
  {
    quote:
      'Emergency calls at midnight used to go to voicemail and then to a competitor. The assistant books the job and texts my on-call engineer. It paid for itself in the first week.',
    name: 'Marcus Reed',
    role: 'Founder, Reed Plumbing & Heating',
  },
  {
    quote:
      'Our agents stopped playing phone tag. Buyers are qualified and viewings are booked before anyone on the team picks up the lead.',
    name: 'Elena Garcia',
    role: 'Managing Broker, Harbor Realty Group',
  },
];

export interface Step {
  title: string;
  text: string;
}

export const STEPS: Step[] = [
  {
    title: 'Tell us about your business',
    text: 'Enter your company name, industry and services. We draft the assistant’s script, greeting and answers for you: edit anything you like.',
  },
  {
    title: 'Connect a phone number',
    text: 'Pick a new local number in the United States, Canada, the UK or Australia, or forward your existing line to your assistant.',
  },
  {
    title: 'Go live and grow',
    text: 'Your assistant starts answering immediately. Review transcripts, summaries and bookings from your dashboard and refine as you go.',
  },
];

export interface Faq {
  question: string;
  answer: string;
}

export const FAQS: Faq[] = [
  {
    question: 'How does the AI phone assistant work?',
    answer:
      'When a call comes in, the assistant answers in a natural voice, understands what the caller needs and responds in real time using the information you gave it about your business. It can answer questions, book appointments, take messages and transfer calls. After each call you get a transcript and a summary.',
  },
  {
    question: 'Will callers know they are speaking to an AI?',
    answer:
      'The voices are natural and conversations flow like talking to a well-trained receptionist. You decide how the assistant introduces itself; many businesses say openly that callers are speaking with a virtual assistant, and callers appreciate getting an immediate answer.',
  },
  {
    question: 'Can I keep my existing phone number?',
    answer:
      'Yes. You can forward your current business number to your assistant, all the time or only when your team is busy or after hours. You can also get a new local number in minutes.',
  },
  {
    question: 'Which languages does the assistant speak?',
    answer:
      'More than 70 languages and dialects, including English, Spanish, French, German, Italian, Portuguese, Arabic, Hindi, Japanese, Korean and Chinese. The assistant can answer callers in the language they speak.',
  },
  {
    question: 'Can it book appointments in my calendar?',
    answer:
      'Yes. Set your opening hours in the assistant’s booking calendar and it offers free times and books them during the call, never the same slot twice. The caller and your team get an email, every booking is listed on your Bookings page, and call details can reach any system that accepts a webhook.',
  },
  {
    question: 'What happens when a caller needs to speak to a person?',
    answer:
      'You choose the rules. The assistant can transfer the call to a team member, take a detailed message or arrange a call-back, and it always tells the caller what happens next.',
  },
  {
    question: 'How long does it take to set up?',
    answer:
      'Most businesses are live in under 15 minutes: create an account, describe your business, choose a voice and connect a number. No technical skills are required, and you can refine the assistant at any time.',
  },
  {
    question: 'Can I change or cancel my plan at any time?',
    answer:
      'Yes. Upgrade as your call volume grows, or cancel from your subscription page. There are no setup fees and no long-term contracts; annual billing simply costs less.',
  },
];
