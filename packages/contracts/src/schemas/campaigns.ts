import { array, boolean, number, object, string, type InferType } from 'yup';
import { isTimeZone } from './bookings';

/**
 * An outbound campaign (POST /api/campaigns, PUT /api/campaigns/{id} while it is a draft) and the column mapping
 * of its contacts' CSV. One schema, so that a form and the server refuse the same values with the same messages.
 */

export const CAMPAIGN_LIMITS = {
  name: 255,
  /** The most a campaign's max_concurrent can be asked for; the plan's own limit is usually lower. */
  maxConcurrent: 100,
  retryCount: 10,
  /** 5 minutes to 7 days between two attempts on one contact. */
  retrySpacingMinutes: { min: 5, max: 7 * 24 * 60 },
  /** Contacts one campaign can hold (and so the rows one CSV may have). */
  contacts: 100_000,
  variables: 20,
} as const;

export const CAMPAIGN_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const CAMPAIGN_RETRY_OUTCOMES = ['no_answer', 'busy', 'voicemail'] as const;

export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Enter a name for the campaign.',
  nameTooLong: `The name may be at most ${CAMPAIGN_LIMITS.name} characters.`,
  assistantRequired: 'Choose the assistant that makes the calls.',
  timeZone: 'Choose a valid time zone, e.g. America/New_York.',
  windowTime: 'Use a 24-hour time, e.g. 09:00.',
  windowOrder: 'The calling hours must end after they start.',
  endsBeforeStart: 'The end must be after the start.',
  date: 'Enter a valid date and time.',
  maxConcurrent: `Calls at once must be a whole number from 1 to ${CAMPAIGN_LIMITS.maxConcurrent}.`,
  retryCount: `Retries must be a whole number from 0 to ${CAMPAIGN_LIMITS.retryCount}.`,
  retrySpacing: `The time between retries must be ${CAMPAIGN_LIMITS.retrySpacingMinutes.min} minutes to 7 days.`,
  retryOn: 'Retry only on no answer, busy or voicemail.',
  consent: 'Confirm that every contact agreed to be called.',
} as const;

/** The plan's cap of calls at once refused (server) or shown before sending (the form): 'Your plan allows 5 calls at once per campaign.' */
export const campaignConcurrencyCapMessage = (limit: number) =>
  `Your plan allows ${limit} ${limit === 1 ? 'call' : 'calls'} at once per campaign.`;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const hours = object({
  start: string()
    .required(CAMPAIGN_MESSAGES.windowTime)
    .matches(HH_MM, CAMPAIGN_MESSAGES.windowTime),
  end: string()
    .required(CAMPAIGN_MESSAGES.windowTime)
    .matches(HH_MM, CAMPAIGN_MESSAGES.windowTime)
    .test('after-start', CAMPAIGN_MESSAGES.windowOrder, function (end) {
      const start: unknown = this.parent?.start;
      return typeof start !== 'string' || end === undefined || end > start;
    }),
})
  .nullable()
  .default(null);

/** Weekdays 09:00–17:00, no calls at the weekend: what a campaign gets when no window is given. */
export const DEFAULT_CALLING_WINDOW = {
  mon: { start: '09:00', end: '17:00' },
  tue: { start: '09:00', end: '17:00' },
  wed: { start: '09:00', end: '17:00' },
  thu: { start: '09:00', end: '17:00' },
  fri: { start: '09:00', end: '17:00' },
  sat: null,
  sun: null,
};

const dateTime = string()
  .nullable()
  .default(null)
  .transform((value: unknown) => (value === '' ? null : value))
  .test(
    'date',
    CAMPAIGN_MESSAGES.date,
    (value) => value == null || !Number.isNaN(Date.parse(value)),
  );

const wholeNumber = (min: number, max: number, message: string) =>
  number().typeError(message).integer(message).min(min, message).max(max, message);

export const campaignSchema = object({
  name: string()
    .trim()
    .required(CAMPAIGN_MESSAGES.nameRequired)
    .max(CAMPAIGN_LIMITS.name, CAMPAIGN_MESSAGES.nameTooLong),
  assistant_id: number()
    .typeError(CAMPAIGN_MESSAGES.assistantRequired)
    .integer(CAMPAIGN_MESSAGES.assistantRequired)
    .required(CAMPAIGN_MESSAGES.assistantRequired),
  /** The caller number: one of the assistant's numbers; null: the assistant's own. */
  phone_number_id: number().integer().nullable().default(null),
  starts_at: dateTime,
  ends_at: dateTime.test('after-start', CAMPAIGN_MESSAGES.endsBeforeStart, function (end) {
    const start: unknown = this.parent?.starts_at;
    return end == null || typeof start !== 'string' || Date.parse(end) > Date.parse(start);
  }),
  /** The time zone of contacts whose own is neither given nor told by their number. */
  time_zone: string()
    .trim()
    .default('UTC')
    .test(
      'tz',
      CAMPAIGN_MESSAGES.timeZone,
      (value) => value === undefined || (value.length <= 64 && isTimeZone(value)),
    ),
  /** Calling hours per weekday in each contact's own time zone; null: no calls that day. */
  calling_window: object({
    mon: hours,
    tue: hours,
    wed: hours,
    thu: hours,
    fri: hours,
    sat: hours,
    sun: hours,
  }).default(DEFAULT_CALLING_WINDOW),
  max_concurrent: wholeNumber(
    1,
    CAMPAIGN_LIMITS.maxConcurrent,
    CAMPAIGN_MESSAGES.maxConcurrent,
  ).default(1),
  retry_count: wholeNumber(0, CAMPAIGN_LIMITS.retryCount, CAMPAIGN_MESSAGES.retryCount).default(2),
  retry_spacing_minutes: wholeNumber(
    CAMPAIGN_LIMITS.retrySpacingMinutes.min,
    CAMPAIGN_LIMITS.retrySpacingMinutes.max,
    CAMPAIGN_MESSAGES.retrySpacing,
  ).default(60),
  retry_on: array(
    string()
      .required(CAMPAIGN_MESSAGES.retryOn)
      .oneOf(CAMPAIGN_RETRY_OUTCOMES, CAMPAIGN_MESSAGES.retryOn),
  ).default([...CAMPAIGN_RETRY_OUTCOMES]),
});

/** A new campaign also confirms that its contacts agreed to be called (recorded in the audit log). */
export const newCampaignSchema = campaignSchema.concat(
  object({
    consent: boolean()
      .typeError(CAMPAIGN_MESSAGES.consent)
      .required(CAMPAIGN_MESSAGES.consent)
      .oneOf([true], CAMPAIGN_MESSAGES.consent),
  }),
);

export type CampaignInput = InferType<typeof campaignSchema>;
export type NewCampaignInput = InferType<typeof newCampaignSchema>;

export const CONTACT_MAPPING_MESSAGES = {
  phone: 'Choose the column holding the phone numbers.',
  unknownColumn: (column: string) => `The file has no column "${column}".`,
  tooManyVariables: `Map at most ${CAMPAIGN_LIMITS.variables} columns to variables.`,
} as const;

/**
 * Which CSV columns (by their header) hold a contact's number, name and time zone, and which become the assistant's
 * variables ({{column}}).
 */
export const contactMappingSchema = object({
  phone: string().trim().required(CONTACT_MAPPING_MESSAGES.phone),
  name: string().trim().nullable().default(null),
  time_zone: string().trim().nullable().default(null),
  variables: array(string().trim().required())
    .max(CAMPAIGN_LIMITS.variables, CONTACT_MAPPING_MESSAGES.tooManyVariables)
    .default([]),
});

export type ContactMapping = InferType<typeof contactMappingSchema>;

/** A contact's status: queued until the dialling engine calls it, then its last outcome. */
export const CAMPAIGN_CONTACT_STATUSES = [
  'queued',
  'calling',
  'completed',
  'failed',
  'no_answer',
  'voicemail',
  'do_not_call',
] as const;
