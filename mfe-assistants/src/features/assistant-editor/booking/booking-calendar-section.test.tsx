import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingCalendar } from '@voice/contracts';
import { CALCOM_EVENT_TYPE_INVALID } from '@voice/contracts/schemas';
import { queryWrapper, type Reply } from '@voice/api-client/testing';
import { renderPage } from '@voice/ui/testing';
import { renderEditorSection, serverPerTest } from '../editor-section/test-support';
import { i18n } from '@voice/ui/core';
import { BOOKING_SAVE_FIRST_TEXT, BookingCalendarSection } from './booking-calendar-section';

const URL = '/api/assistants/12/booking-calendar';

function calendar(overrides: Partial<BookingCalendar> = {}): BookingCalendar {
  return {
    enabled: false,
    time_zone: 'Europe/Berlin',
    slot_minutes: 30,
    buffer_minutes: 0,
    days_ahead: 30,
    hours: {
      mon: [{ start: '09:00', end: '17:00' }],
      tue: [],
      wed: [],
      thu: [],
      fri: [],
      sat: [],
      sun: [],
    },
    blocked_dates: [],
    notify_email: null,
    provider: 'builtin',
    calcom_api_key_hint: null,
    calcom_event_type_id: null,
    calcom_base_url: null,
    ...overrides,
  };
}

const reply = (data: BookingCalendar): Reply => ({ status: 200, data: { success: true, data } });
const slots = (list: { starts_at: string; ends_at: string }[]): Reply => ({
  status: 200,
  data: { success: true, data: { slots: list } },
});

const serve = serverPerTest();

const renderSection = () => renderEditorSection(<BookingCalendarSection assistantId="12" />);

const section = () => screen.getByRole('region', { name: 'Booking calendar' });
const save = () => screen.getByRole('button', { name: 'Save booking calendar' });

describe('booking calendar section', () => {
  it('shows the saved calendar and the free slots of a day in its zone', async () => {
    const server = serve({
      [`GET ${URL}`]: () => reply(calendar({ blocked_dates: ['2026-12-24'] })),
      [`GET ${URL}/availability`]: () =>
        slots([
          { starts_at: '2026-12-07T08:00:00.000Z', ends_at: '2026-12-07T08:30:00.000Z' },
          { starts_at: '2026-12-07T08:30:00.000Z', ends_at: '2026-12-07T09:00:00.000Z' },
        ]),
    });
    const user = userEvent.setup();
    renderSection();
    expect(
      await screen.findByRole('checkbox', { name: 'Take bookings during calls' }),
    ).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Berlin');
    expect(screen.getByLabelText('Slot length (minutes)')).toHaveValue(30);
    expect(screen.getByRole('textbox', { name: 'Monday 1: opens' })).toHaveValue('09:00');
    expect(screen.getByRole('textbox', { name: 'Monday 1: closes' })).toHaveValue('17:00');
    const tuesday = screen.getByRole('group', { name: 'Tuesday' });
    expect(within(tuesday).getByText('Closed')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Blocked days' })).getByText('2026-12-24'),
    ).toBeVisible();

    const day = screen.getByLabelText('Day');
    await user.clear(day);
    await user.type(day, '2026-12-07');
    const list = await screen.findByRole('list', { name: 'Free slots on 2026-12-07' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['9:00 AM – 9:30 AM', '9:30 AM – 10:00 AM']);
    expect(server.requests(`${URL}/availability`).at(-1)?.params).toEqual({ date: '2026-12-07' });
    expect(
      within(section()).getByRole('form', { name: 'Booking calendar settings' }),
    ).toBeVisible();
  });

  it('refuses invalid values before sending, with the messages of the shared rules', async () => {
    const server = serve({ [`GET ${URL}`]: () => reply(calendar()) });
    const user = userEvent.setup();
    renderSection();
    const closes = await screen.findByRole('textbox', { name: 'Monday 1: closes' });
    await user.clear(closes);
    await user.type(closes, '08:00');
    const slot = screen.getByLabelText('Slot length (minutes)');
    await user.clear(slot);
    await user.type(slot, '2');
    await user.type(screen.getByLabelText('Notification email'), 'not-an-email');
    await user.click(save());

    expect(await screen.findByText('The end must be after the start.')).toBeVisible();
    expect(
      screen.getByText(/^The slot length must be a whole number of minutes from 5/),
    ).toBeVisible();
    expect(screen.getByLabelText('Notification email')).toHaveAttribute('aria-invalid', 'true');
    expect(closes).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests(URL).filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('says when two ranges of a day overlap', async () => {
    serve({ [`GET ${URL}`]: () => reply(calendar()) });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add hours on Monday' }));
    // The new range starts where the last one ends: no overlap yet.
    expect(screen.getByRole('textbox', { name: 'Monday 2: opens' })).toHaveValue('17:00');
    const opens = screen.getByRole('textbox', { name: 'Monday 2: opens' });
    await user.clear(opens);
    await user.type(opens, '16:00');
    await user.click(save());
    expect(await screen.findByText('The opening hours of Monday overlap.')).toBeVisible();
  });

  it('saves the calendar with its own request and shows what the server stored', async () => {
    let sent: unknown;
    const server = serve({
      [`GET ${URL}`]: () => reply(calendar()),
      [`PUT ${URL}`]: (request) => {
        sent = request.body;
        return reply({ ...(request.body as BookingCalendar) });
      },
      [`GET ${URL}/availability`]: () => slots([]),
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('checkbox', { name: 'Take bookings during calls' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Time zone' }),
      'America/New_York',
    );
    await user.click(screen.getByRole('button', { name: 'Add hours on Saturday' }));
    await user.click(screen.getByRole('button', { name: 'Remove Monday hours 09:00–17:00' }));
    const blocked = screen.getByLabelText('Blocked day');
    await user.type(blocked, '2026-12-25');
    await user.click(screen.getByRole('button', { name: 'Block this day' }));
    await user.type(screen.getByLabelText('Notification email'), ' desk@example.com ');
    await user.click(save());

    expect(await screen.findByText('Booking calendar saved.')).toBeVisible();
    expect(sent).toEqual({
      ...calendar(),
      enabled: true,
      time_zone: 'America/New_York',
      hours: { ...calendar().hours, mon: [], sat: [{ start: '09:00', end: '17:00' }] },
      blocked_dates: ['2026-12-25'],
      notify_email: 'desk@example.com',
    });
    expect(server.requests(URL).find((r) => r.method === 'PUT')?.headers.Authorization).toBe(
      'Bearer token-1',
    );
    expect(within(screen.getByRole('group', { name: 'Monday' })).getByText('Closed')).toBeVisible();
  });

  it('with Cal.com chosen, hides the opening hours and sends the key, event type and address', async () => {
    let sent: unknown;
    serve({
      [`GET ${URL}`]: () => reply(calendar()),
      [`PUT ${URL}`]: (request) => {
        sent = request.body;
        return reply({
          ...calendar(),
          provider: 'calcom',
          calcom_api_key_hint: '…••••9876',
          calcom_event_type_id: 4242,
        });
      },
      [`GET ${URL}/availability`]: () => slots([]),
    });
    const user = userEvent.setup();
    renderSection();
    const provider = await screen.findByRole('combobox', { name: 'Calendar' });
    expect(screen.queryByLabelText('Cal.com API key')).not.toBeInTheDocument();
    await user.selectOptions(provider, 'calcom');
    expect(screen.queryByRole('group', { name: 'Monday' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Slot length (minutes)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Buffer (minutes)')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toBeVisible();
    expect(screen.getByLabelText('Days ahead')).toBeVisible();

    const key = screen.getByLabelText('Cal.com API key');
    expect(key).toHaveAttribute('type', 'password');
    await user.type(key, ' cal_live_abc9876 ');
    await user.type(screen.getByLabelText('Cal.com event type id'), '4242');
    await user.click(save());
    expect(await screen.findByText('Booking calendar saved.')).toBeVisible();
    expect(sent).toEqual({
      ...calendar(),
      provider: 'calcom',
      calcom_api_key: 'cal_live_abc9876',
      calcom_event_type_id: 4242,
      calcom_base_url: null,
    });
    // The saved key is only hinted; the field is empty again (blank keeps it).
    expect(screen.getByLabelText('Cal.com API key')).toHaveValue('');
    expect(screen.getByText('Saved: …••••9876. Leave blank to keep it.')).toBeVisible();
    expect(screen.getByLabelText('Cal.com event type id')).toHaveValue('4242');
  });

  it('refuses an event type id that is not a number, and shows Cal.com’s refusal on its field', async () => {
    const server = serve({
      [`GET ${URL}`]: () => reply(calendar({ provider: 'calcom', calcom_event_type_id: 7 })),
      [`PUT ${URL}`]: () => ({
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: { calcom_api_key: ['Cal.com refused the API key.'] },
        },
      }),
      [`GET ${URL}/availability`]: () => slots([]),
    });
    const user = userEvent.setup();
    renderSection();
    const eventType = await screen.findByLabelText('Cal.com event type id');
    expect(eventType).toHaveValue('7');
    await user.clear(eventType);
    await user.type(eventType, 'abc');
    await user.click(save());
    expect(await screen.findByText(CALCOM_EVENT_TYPE_INVALID)).toBeVisible();
    expect(eventType).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests(URL).filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.clear(eventType);
    await user.type(eventType, '7');
    await user.type(screen.getByLabelText('Cal.com API key'), 'cal_live_wrong');
    await user.click(save());
    expect(await screen.findByText('Cal.com refused the API key.')).toBeVisible();
    expect(screen.getByLabelText('Cal.com API key')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's field errors on their fields until they are edited", async () => {
    serve({
      [`GET ${URL}`]: () => reply(calendar()),
      [`PUT ${URL}`]: () => ({
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: {
            'hours.mon[0].end': ['The end must be after the start.'],
            notify_email: ['The email must be a valid email address.'],
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Save booking calendar' }));
    expect(
      await screen.findByText('The booking calendar was not saved: 2 fields need fixing.'),
    ).toBeVisible();
    const closes = screen.getByRole('textbox', { name: 'Monday 1: closes' });
    expect(closes).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The end must be after the start.')).toBeVisible();
    expect(screen.getByText('The email must be a valid email address.')).toBeVisible();

    await user.type(screen.getByLabelText('Notification email'), 'a');
    await waitFor(() =>
      expect(
        screen.queryByText('The email must be a valid email address.'),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByText('The end must be after the start.')).toBeVisible();
  });

  it("says the server's message when a save fails without field errors", async () => {
    serve({
      [`GET ${URL}`]: () => reply(calendar()),
      [`PUT ${URL}`]: () => ({
        status: 403,
        data: { success: false, message: 'Your plan does not include booking.' },
      }),
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Save booking calendar' }));
    expect(await screen.findByText('Your plan does not include booking.')).toBeVisible();
  });

  it('asks to save a new assistant first, without asking the server', async () => {
    const server = serve({});
    renderPage(<BookingCalendarSection assistantId={null} />, {
      path: '/assistants/create',
      wrapper: queryWrapper(),
    });
    expect(within(section()).getByText(i18n._(BOOKING_SAVE_FIRST_TEXT))).toBeVisible();
    expect(
      screen.queryByRole('form', { name: 'Booking calendar settings' }),
    ).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('offers to try again when the calendar cannot be loaded', async () => {
    serve({
      [`GET ${URL}`]: () => ({ status: 500, data: { message: 'Server Error' } }),
    });
    renderSection();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save booking calendar' })).not.toBeInTheDocument();
  });
});
