import { useMemo } from 'react';
import styled from 'styled-components';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BookingCalendar, BookingProvider, Weekday } from '@voice/contracts';
import { BOOKING_LIMITS, bookingCalendarSchema } from '@voice/contracts/schemas';
import {
  Checkbox,
  fieldA11y,
  FormField,
  LoadingState,
  QueryError,
  Select,
  TextInput,
} from '@voice/ui';
import { OwnSaveActions, OwnSaveSection } from '../editor-section/own-save-section';
import { useOwnSaveForm } from '../editor-section/use-own-save-form';
import { FieldRow } from '../form-controls';
import { useBookingCalendarQuery, useSaveBookingCalendar } from './api/booking-calendar';
import { BlockedDates } from './blocked-dates';
import { CalcomFields } from './calcom-fields';
import {
  calendarFieldId,
  formValuesOf,
  payloadOf,
  timeZoneOptions,
  type CalendarFormValues,
  type OpeningRange,
} from './calendar-values';
import { OpeningHours } from './opening-hours';
import { SlotPreview } from './slot-preview';

const Switch = styled.div`
  margin-bottom: 1rem;
  font-weight: 600;
`;

const Subheading = styled.h3`
  margin: 0.5rem 0 0.75rem;
  font-size: 1rem;
`;

export const BOOKING_SAVE_FIRST_TEXT = msg`Save the assistant first: its booking calendar is set up here once the assistant exists.`;

/**
 * 'Booking calendar' of the editor: for a saved assistant its own form and Save, apart from the assistant's
 * (`assistantId` null: a new assistant, which has no calendar yet).
 */
export function BookingCalendarSection({ assistantId }: { assistantId: string | null }) {
  const { t } = useLingui();
  return (
    <OwnSaveSection
      id="booking-calendar"
      title={t`Booking calendar`}
      intro={t`When it is on, the assistant offers callers the free slots of these opening hours (or of your Cal.com event type) and books one during the call; the caller gets a confirmation email and you an alert.`}
      saveFirstText={t(BOOKING_SAVE_FIRST_TEXT)}
      assistantId={assistantId}
    >
      {(id) => <SavedAssistantCalendar assistantId={id} />}
    </OwnSaveSection>
  );
}

function SavedAssistantCalendar({ assistantId }: { assistantId: string }) {
  const { t } = useLingui();
  const calendar = useBookingCalendarQuery(assistantId);
  if (calendar.isPending) return <LoadingState text={t`Loading the booking calendar...`} />;
  if (calendar.isError) {
    return (
      <QueryError
        error={calendar.error}
        fallback={t`The booking calendar could not be loaded.`}
        onRetry={() => void calendar.refetch()}
      />
    );
  }
  return <CalendarForm assistantId={assistantId} saved={calendar.data} />;
}

function CalendarForm({ assistantId, saved }: { assistantId: string; saved: BookingCalendar }) {
  const { t } = useLingui();
  const save = useSaveBookingCalendar(assistantId);
  const { form, banner, dismissBanner, errorOf, edited, onInput } = useOwnSaveForm<
    CalendarFormValues,
    ReturnType<typeof payloadOf>,
    BookingCalendar
  >({
    initialValues: formValuesOf(saved),
    validationSchema: bookingCalendarSchema,
    save,
    payloadOf,
    valuesOf: formValuesOf,
    texts: {
      saved: t`Booking calendar saved.`,
      notSaved: t`The booking calendar was not saved`,
      failed: t`The booking calendar could not be saved. Please try again.`,
    },
  });
  // Some 400 options: made once, not at every keystroke of the form.
  const zoneOptions = useMemo(
    () =>
      timeZoneOptions(saved.time_zone).map((zone) => (
        <option key={zone} value={zone}>
          {zone}
        </option>
      )),
    [saved.time_zone],
  );

  const numberField = (
    name: 'slot_minutes' | 'buffer_minutes' | 'days_ahead',
    label: string,
    limits: { min: number; max: number },
    hint: string,
  ) => {
    const id = calendarFieldId(name);
    const error = errorOf(name);
    return (
      <FormField label={label} htmlFor={id} error={error} hint={hint}>
        <TextInput
          {...fieldA11y(id, error, { hint: true })}
          type="number"
          name={name}
          min={limits.min}
          max={limits.max}
          step={1}
          inputMode="numeric"
          value={form.values[name]}
          onChange={(event) => {
            edited(name);
            form.handleChange(event);
          }}
          onBlur={form.handleBlur}
        />
      </FormField>
    );
  };

  const calcom = form.values.provider === 'calcom';
  const providerId = calendarFieldId('provider');
  const providerError = errorOf('provider');
  const zoneId = calendarFieldId('time_zone');
  const zoneError = errorOf('time_zone');
  const emailId = calendarFieldId('notify_email');
  const emailError = errorOf('notify_email');

  return (
    <>
      <form
        noValidate
        aria-label={t`Booking calendar settings`}
        onSubmit={(event) => {
          event.preventDefault();
          form.handleSubmit();
        }}
      >
        <Switch>
          <Checkbox
            id={calendarFieldId('enabled')}
            name="enabled"
            label={t`Take bookings during calls`}
            checked={form.values.enabled}
            onChange={(event) => onInput('enabled', event.target.checked)}
          />
        </Switch>
        <FieldRow>
          <FormField
            label={t`Calendar`}
            htmlFor={providerId}
            error={providerError}
            hint={
              calcom
                ? t`Cal.com gives the free times and takes the bookings; they also show here.`
                : t`The opening hours below give the free times.`
            }
          >
            <Select
              {...fieldA11y(providerId, providerError, { hint: true })}
              name="provider"
              value={form.values.provider}
              onChange={(event) => onInput('provider', event.target.value as BookingProvider)}
            >
              <option value="builtin">
                <Trans>Built-in opening hours</Trans>
              </option>
              <option value="calcom">Cal.com</option>
            </Select>
          </FormField>
        </FieldRow>
        {calcom && (
          <CalcomFields
            values={form.values}
            keyHint={saved.provider === 'calcom' ? saved.calcom_api_key_hint : null}
            errorOf={errorOf}
            onInput={onInput}
            onBlur={(path) => void form.setFieldTouched(path, true)}
          />
        )}
        <FieldRow>
          <FormField label={t`Time zone`} htmlFor={zoneId} error={zoneError}>
            <Select
              {...fieldA11y(zoneId, zoneError)}
              name="time_zone"
              value={form.values.time_zone}
              onChange={(event) => onInput('time_zone', event.target.value)}
            >
              {zoneOptions}
            </Select>
          </FormField>
          {!calcom &&
            numberField(
              'slot_minutes',
              t`Slot length (minutes)`,
              BOOKING_LIMITS.slotMinutes,
              t`How long one appointment lasts.`,
            )}
          {!calcom &&
            numberField(
              'buffer_minutes',
              t`Buffer (minutes)`,
              BOOKING_LIMITS.bufferMinutes,
              t`Free time kept after each appointment.`,
            )}
          {numberField(
            'days_ahead',
            t`Days ahead`,
            BOOKING_LIMITS.daysAhead,
            t`How far ahead a caller may book.`,
          )}
        </FieldRow>
        {!calcom && (
          <>
            <Subheading>
              <Trans>Opening hours</Trans>
            </Subheading>
            <OpeningHours
              hours={form.values.hours}
              errorOf={errorOf}
              onChange={(day: Weekday, ranges: OpeningRange[], path: string) => {
                edited(path);
                onInput(`hours.${day}`, ranges);
              }}
              onBlur={(path) => void form.setFieldTouched(path, true)}
            />
          </>
        )}
        <Subheading>
          <Trans>Blocked days</Trans>
        </Subheading>
        <BlockedDates
          dates={form.values.blocked_dates}
          errorOf={errorOf}
          onChange={(dates) => onInput('blocked_dates', dates)}
        />
        <FormField
          label={t`Notification email`}
          htmlFor={emailId}
          error={emailError}
          hint={t`Where the alert of each new booking goes. Empty: the assistant owner's email.`}
        >
          <TextInput
            {...fieldA11y(emailId, emailError, { hint: true })}
            type="email"
            name="notify_email"
            autoComplete="email"
            value={form.values.notify_email}
            onChange={(event) => onInput('notify_email', event.target.value)}
            onBlur={form.handleBlur}
          />
        </FormField>
        <OwnSaveActions
          banner={banner}
          onDismiss={dismissBanner}
          busy={save.isPending}
          saveLabel={t`Save booking calendar`}
        />
      </form>
      <SlotPreview assistantId={assistantId} timeZone={saved.time_zone} />
    </>
  );
}
