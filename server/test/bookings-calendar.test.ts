import { describe, expect, it } from '@jest/globals';
import {
  BUFFER_MINUTES_INVALID,
  DAYS_AHEAD_INVALID,
  RANGE_END_BEFORE_START,
  SLOT_MINUTES_INVALID,
  TIME_INVALID,
  TIME_ZONE_INVALID,
  EMAIL_INVALID,
  BLOCKED_DATE_INVALID,
  rangesOverlapMessage,
} from '@voice/contracts/schemas';
import { dayIn, openCalendar, subscribeToPlan } from './helpers/bookings';
import {
  insertAssistant,
  insertTwoResellers,
  insertUser,
  login,
  type TwoResellers,
} from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/** GET/PUT /api/assistants/{id}/booking-calendar and its availability preview. */
describe.each(databases)('booking calendar settings (%s)', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));
  let two: TwoResellers;
  let assistantId: number;
  let otherUserToken: string;

  const call = (
    method: 'GET' | 'PUT',
    token: string,
    payload?: unknown,
    id = assistantId,
    host = 'alpha.localhost',
  ) =>
    request(ctx.app, {
      method,
      url: `/api/assistants/${id}/booking-calendar`,
      host,
      token,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('setup', async () => {
    two = await insertTwoResellers(ctx.app, ctx.db);
    assistantId = await insertAssistant(ctx.db, {
      user_id: two.user.id,
      reseller_id: two.alpha,
      name: 'Clinic',
    });
    await subscribeToPlan(ctx.db, { id: two.user.id, resellerId: two.alpha });
    const other = await insertUser(ctx.db, { reseller_id: two.alpha });
    otherUserToken = await login(ctx.app, other, 'alpha.localhost');
  });

  it('answers the defaults when none was saved', async () => {
    const res = await call('GET', two.tokens.user);
    expect(res.statusCode).toBe(200);
    const workday = [{ start: '09:00', end: '17:00' }];
    expect(res.json()).toEqual({
      success: true,
      data: {
        enabled: false,
        time_zone: 'UTC',
        slot_minutes: 30,
        buffer_minutes: 0,
        days_ahead: 14,
        hours: {
          mon: workday,
          tue: workday,
          wed: workday,
          thu: workday,
          fri: workday,
          sat: [],
          sun: [],
        },
        blocked_dates: [],
        notify_email: null,
        provider: 'builtin',
        calcom_api_key_hint: null,
        calcom_event_type_id: null,
        calcom_base_url: null,
      },
    });
  });

  it('saves a calendar (ranges in order, blocked dates sorted once) and reads it back', async () => {
    const calendar = openCalendar({
      time_zone: 'America/New_York',
      hours: {
        ...openCalendar().hours,
        mon: [
          { start: '14:00', end: '18:00' },
          { start: '08:00', end: '12:00' },
        ],
        sun: [],
      },
      blocked_dates: ['2026-12-25', '2026-12-24', '2026-12-25'],
      notify_email: '  desk@clinic.example ',
    });
    const res = await call('PUT', two.tokens.user, calendar);
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved.hours.mon).toEqual([
      { start: '08:00', end: '12:00' },
      { start: '14:00', end: '18:00' },
    ]);
    expect(saved.blocked_dates).toEqual(['2026-12-24', '2026-12-25']);
    expect(saved.notify_email).toBe('desk@clinic.example');
    expect((await call('GET', two.tokens.user)).json().data).toEqual(saved);
    // The tenant's reseller admin may edit it too; a blank email is none.
    const admin = await call('PUT', two.tokens.alpha, { ...calendar, notify_email: '' });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data.notify_email).toBeNull();
  });

  it('refuses bad values with one clear message per field', async () => {
    const res = await call('PUT', two.tokens.user, {
      ...openCalendar(),
      time_zone: 'Mars/Olympus',
      slot_minutes: 4,
      buffer_minutes: 241,
      days_ahead: 0,
      hours: {
        ...openCalendar().hours,
        mon: [{ start: '10:00', end: '09:00' }],
        tue: [
          { start: '09:00', end: '12:00' },
          { start: '11:00', end: '13:00' },
        ],
        wed: [{ start: '9am', end: '25:00' }],
      },
      blocked_dates: ['2026-02-30'],
      notify_email: 'not-an-email',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      time_zone: [TIME_ZONE_INVALID],
      slot_minutes: [SLOT_MINUTES_INVALID],
      buffer_minutes: [BUFFER_MINUTES_INVALID],
      days_ahead: [DAYS_AHEAD_INVALID],
      'hours.mon.0.end': [RANGE_END_BEFORE_START],
      'hours.tue': [rangesOverlapMessage('tue')],
      'hours.wed.0.start': [TIME_INVALID],
      'hours.wed.0.end': [TIME_INVALID],
      'blocked_dates.0': [BLOCKED_DATE_INVALID],
      notify_email: [EMAIL_INVALID],
    });
    // Nothing was saved.
    expect((await call('GET', two.tokens.user)).json().data.time_zone).toBe('America/New_York');
  });

  it('accepts a range open until midnight and touching ranges', async () => {
    const res = await call('PUT', two.tokens.user, {
      ...openCalendar(),
      hours: {
        ...openCalendar().hours,
        fri: [
          { start: '09:00', end: '12:00' },
          { start: '12:00', end: '24:00' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
  });

  it('previews the free slots of a day, as UTC instants', async () => {
    await call('PUT', two.tokens.user, openCalendar({ time_zone: 'Asia/Kolkata', enabled: false }));
    const date = dayIn('Asia/Kolkata', 1);
    const res = await request(ctx.app, {
      method: 'GET',
      url: `/api/assistants/${assistantId}/booking-calendar/availability?date=${date}`,
      host: 'alpha.localhost',
      token: two.tokens.user,
    });
    expect(res.statusCode).toBe(200);
    const slots = res.json().data.slots as { starts_at: string; ends_at: string }[];
    expect(slots).toHaveLength(6);
    // 09:00 in Kolkata (UTC+05:30) is 03:30 UTC.
    expect(slots[0]).toEqual({
      starts_at: `${date}T03:30:00.000Z`,
      ends_at: `${date}T04:00:00.000Z`,
    });
    const bad = await request(ctx.app, {
      method: 'GET',
      url: `/api/assistants/${assistantId}/booking-calendar/availability?date=tomorrow`,
      host: 'alpha.localhost',
      token: two.tokens.user,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.date).toEqual(['The date must be a valid date (YYYY-MM-DD).']);
  });

  it('turning booking on needs a plan that includes it; off may always be saved', async () => {
    const starter = await insertUser(ctx.db, { reseller_id: two.alpha });
    await subscribeToPlan(ctx.db, { id: starter.id, resellerId: two.alpha }, false);
    const unsubscribed = await insertUser(ctx.db, { reseller_id: two.alpha });
    for (const [owner, message] of [
      [starter, 'Appointment booking is not included in your plan.'],
      [unsubscribed, 'You need an active subscription to use the knowledge base and booking.'],
    ] as const) {
      const id = await insertAssistant(ctx.db, {
        user_id: owner.id,
        reseller_id: two.alpha,
        name: 'Small',
      });
      const ownerToken = await login(ctx.app, owner, 'alpha.localhost');
      const on = await call('PUT', ownerToken, openCalendar(), id);
      expect(on.statusCode).toBe(403);
      expect(on.json()).toEqual({ success: false, message });
      // The tenant's admin is held to the owner's plan too.
      expect((await call('PUT', two.tokens.alpha, openCalendar(), id)).statusCode).toBe(403);
      expect((await call('PUT', ownerToken, openCalendar({ enabled: false }), id)).statusCode).toBe(
        200,
      );
    }
  });

  it('another user, another tenant’s admin and a stranger get 404 or 401', async () => {
    expect((await call('GET', otherUserToken)).statusCode).toBe(404);
    expect((await call('PUT', otherUserToken, openCalendar())).statusCode).toBe(404);
    expect(
      (await call('GET', two.tokens.beta, undefined, assistantId, 'beta.localhost')).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', two.tokens.beta, openCalendar(), assistantId, 'beta.localhost'))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', two.tokens.admin, undefined, assistantId, 'localhost')).statusCode,
    ).toBe(200);
    const anonymous = await request(ctx.app, {
      method: 'GET',
      url: `/api/assistants/${assistantId}/booking-calendar`,
      host: 'alpha.localhost',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
