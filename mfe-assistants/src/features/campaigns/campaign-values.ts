import { setIn, type FormikErrors } from 'formik';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ValidationError } from 'yup';
import {
  CAMPAIGN_RETRY_OUTCOMES,
  CAMPAIGN_WEEKDAYS,
  DEFAULT_CALLING_WINDOW,
  campaignConcurrencyCapMessage,
  campaignSchema,
  newCampaignSchema,
  type CampaignInput,
  type NewCampaignInput,
} from '@voice/contracts/schemas';
import type { Campaign } from './campaigns-api';
import { fromLocalInput, toLocalInput } from './format';

export type Weekday = (typeof CAMPAIGN_WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, MessageDescriptor> = {
  mon: msg`Monday`,
  tue: msg`Tuesday`,
  wed: msg`Wednesday`,
  thu: msg`Thursday`,
  fri: msg`Friday`,
  sat: msg`Saturday`,
  sun: msg`Sunday`,
};

interface DayHours {
  on: boolean;
  start: string;
  end: string;
}

/**
 * The form's values: what the inputs hold (text for numbers, local date-times, a switch per weekday with its
 * hours kept while off). toCampaignInput() makes the API's body of them; the contracts' schema checks that body.
 */
export interface CampaignFormValues {
  name: string;
  assistant_id: string;
  /** '' = the assistant's own number. */
  phone_number_id: string;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  days: Record<Weekday, DayHours>;
  max_concurrent: string | number;
  retry_count: string | number;
  retry_spacing_minutes: string | number;
  retry_on: string[];
  consent: boolean;
}

/** The server's refusal of too many calls at once (billing's CAMPAIGN_LIMIT_MESSAGES.concurrency), word for word. */
export const concurrencyCapMessage = campaignConcurrencyCapMessage;

/** The browser's own zone, the likeliest for contacts whose number tells none. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

function daysOf(window: Campaign['calling_window'] | typeof DEFAULT_CALLING_WINDOW) {
  return Object.fromEntries(
    CAMPAIGN_WEEKDAYS.map((day) => {
      const hours = window[day];
      return [
        day,
        hours
          ? { on: true, start: hours.start, end: hours.end }
          : { on: false, start: '09:00', end: '17:00' },
      ];
    }),
  ) as Record<Weekday, DayHours>;
}

export function initialValues(campaign: Campaign | null): CampaignFormValues {
  if (!campaign) {
    return {
      name: '',
      assistant_id: '',
      phone_number_id: '',
      starts_at: '',
      ends_at: '',
      time_zone: browserTimeZone(),
      days: daysOf(DEFAULT_CALLING_WINDOW),
      max_concurrent: '1',
      retry_count: '2',
      retry_spacing_minutes: '60',
      retry_on: [...CAMPAIGN_RETRY_OUTCOMES],
      consent: false,
    };
  }
  return {
    name: campaign.name,
    assistant_id: String(campaign.assistant_id),
    phone_number_id: campaign.phone_number_id === null ? '' : String(campaign.phone_number_id),
    starts_at: toLocalInput(campaign.starts_at),
    ends_at: toLocalInput(campaign.ends_at),
    time_zone: campaign.time_zone,
    days: daysOf(campaign.calling_window),
    max_concurrent: String(campaign.max_concurrent),
    retry_count: String(campaign.retry_count),
    retry_spacing_minutes: String(campaign.retry_spacing_minutes),
    retry_on: [...campaign.retry_on],
    // A saved campaign's consent was given when it was created.
    consent: true,
  };
}

/**
 * A number input's value as a number (formik hands numbers over parsed, '' when empty); '' as NaN, which the
 * schema refuses with its own message.
 */
const numeric = (value: string | number) =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

export function toCampaignInput(values: CampaignFormValues): NewCampaignInput {
  return {
    name: values.name.trim(),
    assistant_id: values.assistant_id === '' ? Number.NaN : Number(values.assistant_id),
    phone_number_id: values.phone_number_id === '' ? null : Number(values.phone_number_id),
    starts_at: fromLocalInput(values.starts_at),
    ends_at: fromLocalInput(values.ends_at),
    time_zone: values.time_zone.trim(),
    calling_window: Object.fromEntries(
      CAMPAIGN_WEEKDAYS.map((day) => {
        const hours = values.days[day];
        return [day, hours.on ? { start: hours.start, end: hours.end } : null];
      }),
    ) as CampaignInput['calling_window'],
    max_concurrent: numeric(values.max_concurrent),
    retry_count: numeric(values.retry_count),
    retry_spacing_minutes: numeric(values.retry_spacing_minutes),
    retry_on: values.retry_on as NewCampaignInput['retry_on'],
    consent: values.consent,
  };
}

/** Where an API field's error shows in the form: the calling window's under its weekday's inputs. */
export function formPath(apiPath: string): string {
  return apiPath.replace(/^calling_window\./, 'days.');
}

/**
 * The contracts' schema (with the consent for a new campaign) run on the body the form would send, its messages
 * placed on the form's fields: the form refuses exactly what the server would, in the same words. `cap`, the plan's
 * most calls at once when known (usePlanConcurrencyCap), is held as the server holds it.
 */
export function validateCampaign(
  values: CampaignFormValues,
  creating: boolean,
  cap: number | null = null,
): FormikErrors<CampaignFormValues> {
  const input = toCampaignInput(values);
  let errors: FormikErrors<CampaignFormValues> = {};
  try {
    if (creating) newCampaignSchema.validateSync(input, { abortEarly: false });
    else campaignSchema.validateSync(input, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const path = formPath((inner.path ?? '').replace(/\[(\d+)\]/g, '.$1'));
      // retry_on[0] and the like: one message on the group.
      const target = path.startsWith('retry_on') ? 'retry_on' : path;
      if (target) errors = setIn(errors, target, inner.message) as FormikErrors<CampaignFormValues>;
    }
  }
  if (cap !== null && !errors.max_concurrent && input.max_concurrent > cap) {
    errors = { ...errors, max_concurrent: concurrencyCapMessage(cap) };
  }
  return errors;
}
