import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CALCOM_API_KEY_REQUIRED, CALCOM_EVENT_TYPE_INVALID } from '@voice/contracts/schemas';
import { webhookSecretFor } from '../src/domains/voice';
import { SLOT_TAKEN } from '../src/domains/voice/bookings/booking';
import {
  CALCOM_KEY_MISSING,
  CALCOM_KEY_REFUSED,
  CALCOM_TIMEOUT,
  calcomEventTypeMissing,
} from '../src/domains/voice/bookings/calcom-client';
import { CALCOM_CANCEL_REASON } from '../src/domains/voice/bookings/cancel';
import { CALCOM_PRIVATE_ADDRESS } from '../src/domains/voice/bookings/save-calendar';
import { BOOKING_UNAVAILABLE, CALCOM_EMAIL_NEEDED } from '../src/domains/voice/bookings/tool-calls';
import {
  dayIn,
  openCalendar,
  postTools,
  subscribeToPlan,
  toolCallsBody,
  toolResult,
} from './helpers/bookings';
import { startCalcomMock, type CalcomMock } from './helpers/calcom-mock';
import { insertAssistant, insertReseller, insertUser, login } from './helpers/fixtures';
import { lastOutboxId, outboxSince } from './helpers/outbox';
import { createTestContext, databases, request, testConfig } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/**
 * The booking calendar kept in Cal.com: saving it checks the key and event type with Cal.com (a local one speaking
 * API v2's documented shapes, helpers/calcom-mock.ts), the call's tools read Cal.com's free times and book there,
 * a booking is kept in our table with its Cal.com uid, and Cal.com's refusals and silence become clear sentences.
 */
describe.each(databases)('Cal.com booking calendar (%s)', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));
  let calcom: CalcomMock;
  let alpha: number;
  let owner: { id: number; email: string; password: string };
  let token: string;
  let secret: string;
  const zone = 'Europe/London';

  beforeAll(async () => {
    calcom = await startCalcomMock();
  });
  afterAll(async () => {
    await calcom.close();
  });

  const calcomCalendar = (values: Record<string, unknown> = {}) => ({
    ...openCalendar({ slot_minutes: 60 }),
    provider: 'calcom',
    calcom_api_key: calcom.apiKey,
    calcom_event_type_id: calcom.eventTypeId,
    calcom_base_url: calcom.base,
    ...values,
  });

  async function putCalendar(id: number, payload: Record<string, unknown>) {
    return request(ctx.app, {
      method: 'PUT',
      url: `/api/assistants/${id}/booking-calendar`,
      host: 'alpha.localhost',
      token,
      payload,
    });
  }

  async function newAssistant(name: string, userId = owner.id) {
    const vapiId = `sandbox-calcom-${dialect}-${name}-${Date.now()}`;
    const id = await insertAssistant(ctx.db, {
      user_id: userId,
      reseller_id: alpha,
      name,
      voice_provider: 'sandbox',
      vapi_assistant_id: vapiId,
    });
    return { id, vapiId };
  }

  async function calcomAssistant(name: string) {
    const assistant = await newAssistant(name);
    const res = await putCalendar(assistant.id, calcomCalendar());
    expect(res.statusCode).toBe(200);
    return assistant;
  }

  const tool = async (vapiId: string, name: string, args: Record<string, unknown>) =>
    toolResult(
      await postTools(
        ctx.app,
        toolCallsBody(vapiId, name, args, {
          callId: `call-${name}`,
          customerNumber: '+447700900123',
        }),
        secret,
      ),
    );

  it('setup', async () => {
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    owner = await insertUser(ctx.db, { reseller_id: alpha });
    await subscribeToPlan(ctx.db, { id: owner.id, resellerId: alpha });
    token = await login(ctx.app, owner, 'alpha.localhost');
    secret = await webhookSecretFor(ctx.db, ctx.config, alpha);
  });

  it('saves a Cal.com calendar once Cal.com accepts the key and knows the event type; the key is sealed, only hinted', async () => {
    const { id } = await newAssistant('save');
    const noKey = await putCalendar(id, calcomCalendar({ calcom_api_key: '' }));
    expect(noKey.statusCode).toBe(422);
    expect(noKey.json().errors).toEqual({ calcom_api_key: [CALCOM_API_KEY_REQUIRED] });
    const noType = await putCalendar(id, calcomCalendar({ calcom_event_type_id: '' }));
    expect(noType.statusCode).toBe(422);
    expect(noType.json().errors.calcom_event_type_id).toEqual([CALCOM_EVENT_TYPE_INVALID]);

    const badKey = await putCalendar(id, calcomCalendar({ calcom_api_key: 'cal_live_wrong' }));
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json().errors).toEqual({ calcom_api_key: [CALCOM_KEY_REFUSED] });
    const badType = await putCalendar(id, calcomCalendar({ calcom_event_type_id: 7 }));
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errors).toEqual({ calcom_event_type_id: [calcomEventTypeMissing(7)] });
    expect(
      await ctx.db
        .selectFrom('booking_calendars')
        .where('assistant_id', '=', id)
        .selectAll()
        .execute(),
    ).toEqual([]);

    const saved = await putCalendar(id, calcomCalendar());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      provider: 'calcom',
      calcom_event_type_id: calcom.eventTypeId,
      calcom_base_url: calcom.base,
      calcom_api_key_hint: '…••••0123',
      // The event type's length, not the 60 minutes sent.
      slot_minutes: 30,
    });
    expect(saved.body).not.toContain(calcom.apiKey);
    const row = await ctx.db
      .selectFrom('booking_calendars')
      .selectAll()
      .where('assistant_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.calcom_api_key_sealed).toMatch(/^v1:/);
    expect(row.calcom_api_key_sealed).not.toContain(calcom.apiKey);
    const read = await request(ctx.app, {
      method: 'GET',
      url: `/api/assistants/${id}/booking-calendar`,
      host: 'alpha.localhost',
      token,
    });
    expect(read.body).not.toContain(calcom.apiKey);
    expect(read.json().data.calcom_api_key_hint).toBe('…••••0123');

    // A save without a new key keeps the saved one (checked again with Cal.com).
    const again = await putCalendar(id, calcomCalendar({ calcom_api_key: undefined }));
    expect(again.statusCode).toBe(200);
    const kept = await ctx.db
      .selectFrom('booking_calendars')
      .select('calcom_api_key_sealed')
      .where('assistant_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(kept.calcom_api_key_sealed).toBe(row.calcom_api_key_sealed);
    const eventTypeChecks = calcom.requests.filter((r) => r.path.startsWith('/v2/event-types/'));
    expect(eventTypeChecks.at(-1)?.authorization).toBe(`Bearer ${calcom.apiKey}`);

    // Back to the built-in calendar: the key and the Cal.com settings are forgotten.
    const builtin = await putCalendar(id, openCalendar());
    expect(builtin.statusCode).toBe(200);
    expect(builtin.json().data).toMatchObject({
      provider: 'builtin',
      calcom_api_key_hint: null,
      calcom_event_type_id: null,
    });
    const cleared = await ctx.db
      .selectFrom('booking_calendars')
      .select(['calcom_api_key_sealed', 'calcom_base_url'])
      .where('assistant_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(cleared).toEqual({ calcom_api_key_sealed: null, calcom_base_url: null });
    expect(calcom.violations).toEqual([]);
  });

  it('refuses a private Cal.com address unless private targets are allowed', async () => {
    const guarded = await createTestContext(dialect, {
      config: { webhooks: { ...testConfig().webhooks, allowPrivateTargets: false } },
    });
    try {
      const reseller = await insertReseller(guarded.db, { subdomain: 'guarded' });
      const user = await insertUser(guarded.db, { reseller_id: reseller });
      await subscribeToPlan(guarded.db, { id: user.id, resellerId: reseller });
      const userToken = await login(guarded.app, user, 'guarded.localhost');
      const id = await insertAssistant(guarded.db, {
        user_id: user.id,
        reseller_id: reseller,
        name: 'guarded',
        voice_provider: 'sandbox',
        vapi_assistant_id: `sandbox-guarded-${dialect}`,
      });
      const before = calcom.requests.length;
      const res = await request(guarded.app, {
        method: 'PUT',
        url: `/api/assistants/${id}/booking-calendar`,
        host: 'guarded.localhost',
        token: userToken,
        payload: calcomCalendar(),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ calcom_base_url: [CALCOM_PRIVATE_ADDRESS] });
      expect(calcom.requests.length).toBe(before);
    } finally {
      await guarded.close();
    }
  });

  it('reads Cal.com’s free times and books there; the booking is ours too, with its uid; the same time again is refused', async () => {
    const { id, vapiId } = await calcomAssistant('book');
    const tomorrow = dayIn(zone, 1);
    const free = await tool(vapiId, 'check_availability', { date: tomorrow });
    expect(free.result).toMatch(
      /^Free times on \w+day \d{1,2} \w+: 09:00, 09:30, 10:00, 10:30, 11:00, 11:30\.$/,
    );
    expect(free.metadata).toEqual({
      date: tomorrow,
      times: ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'],
    });
    const slots = calcom.requests.filter((r) => r.path === '/v2/slots').at(-1);
    expect(slots?.query).toEqual({
      eventTypeId: String(calcom.eventTypeId),
      start: tomorrow,
      end: tomorrow,
      timeZone: zone,
    });

    const before = await lastOutboxId(ctx.db);
    const args = {
      starts_at: `${tomorrow}T10:00`,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      reason: 'Check-up',
    };
    const booked = await tool(vapiId, 'book_appointment', args);
    expect(booked.result).toMatch(/^Booked for \w+day \d{1,2} \w+ at 10:00\.$/);
    const sent = calcom.requests.filter((r) => r.path === '/v2/bookings').at(-1);
    expect(sent?.body).toMatchObject({
      eventTypeId: calcom.eventTypeId,
      attendee: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        timeZone: zone,
        phoneNumber: '+447700900123',
      },
      metadata: { assistant_id: String(id), call_id: 'call-book_appointment', reason: 'Check-up' },
    });
    const rows = await ctx.db
      .selectFrom('bookings')
      .selectAll()
      .where('assistant_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      caller_name: 'Ada Lovelace',
      caller_email: 'ada@example.com',
      status: 'booked',
      external_uid: 'calcom-uid-1',
    });
    const start = new Date(String(rows[0]?.starts_at)).toISOString();
    expect(calcom.booked.get(start)).toBe('calcom-uid-1');
    expect((await outboxSince(ctx.db, before)).map((e) => e.to)).toContain('ada@example.com');

    // The booked time is gone from Cal.com's free times, and booking it again is refused.
    const after = await tool(vapiId, 'check_availability', { date: tomorrow });
    expect(after.metadata?.times).not.toContain('10:00');
    const second = await tool(vapiId, 'book_appointment', {
      ...args,
      name: 'Grace Hopper',
      email: 'grace@example.com',
    });
    expect(second.result).toMatch(
      new RegExp(`^${SLOT_TAKEN}\\. Free times nearby: 09:00, 09:30, 10:30\\.$`),
    );
    expect(calcom.booked.size).toBe(1);
    const list = await request(ctx.app, {
      method: 'GET',
      url: `/api/bookings?assistant_id=${id}`,
      host: 'alpha.localhost',
      token,
    });
    expect(list.json().data.map((b: { caller_name: string }) => b.caller_name)).toEqual([
      'Ada Lovelace',
    ]);

    // Cancelled from the bookings list: Cal.com first (a refusal there changes nothing), then ours.
    const bookingId = rows[0]?.id;
    const cancel = () =>
      request(ctx.app, {
        method: 'POST',
        url: `/api/bookings/${bookingId}/cancel`,
        host: 'alpha.localhost',
        token,
      });
    calcom.validKeys.delete(calcom.apiKey);
    try {
      const refused = await cancel();
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toBe(`${CALCOM_KEY_REFUSED} The booking was not cancelled.`);
    } finally {
      calcom.validKeys.add(calcom.apiKey);
    }
    const still = await ctx.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', Number(bookingId))
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('booked');
    expect(calcom.booked.get(start)).toBe('calcom-uid-1');
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(calcom.cancelled).toEqual(['calcom-uid-1']);
    const sentCancel = calcom.requests.find((r) => r.path === '/v2/bookings/calcom-uid-1/cancel');
    expect(sentCancel).toMatchObject({
      method: 'POST',
      authorization: `Bearer ${calcom.apiKey}`,
      body: { cancellationReason: CALCOM_CANCEL_REASON },
    });
    // The time is free in Cal.com again.
    const freeAgain = await tool(vapiId, 'check_availability', { date: tomorrow });
    expect(freeAgain.metadata?.times).toContain('10:00');
    expect(calcom.violations).toEqual([]);
  });

  it('asks for the caller’s email, which Cal.com needs to book', async () => {
    const { vapiId } = await calcomAssistant('email');
    const before = calcom.requests.filter((r) => r.path === '/v2/bookings').length;
    const res = await tool(vapiId, 'book_appointment', {
      starts_at: `${dayIn(zone, 1)}T09:00`,
      name: 'No Email',
      reason: 'Check-up',
    });
    expect(res.result).toBe(CALCOM_EMAIL_NEEDED);
    expect(calcom.requests.filter((r) => r.path === '/v2/bookings').length).toBe(before);
  });

  it('a key Cal.com refuses later, and a Cal.com that does not answer, become clear sentences (and a 502 for the editor)', async () => {
    const { id, vapiId } = await calcomAssistant('failures');
    calcom.validKeys.delete(calcom.apiKey);
    try {
      const refused = await tool(vapiId, 'check_availability', { date: dayIn(zone, 1) });
      expect(refused.result).toBe(
        `The calendar cannot be used right now (${CALCOM_KEY_REFUSED}) Please offer to take a message instead.`,
      );
      const booking = await tool(vapiId, 'book_appointment', {
        starts_at: `${dayIn(zone, 1)}T09:00`,
        name: 'Ada',
        email: 'ada@example.com',
        reason: 'Check-up',
      });
      expect(booking.result).toContain(CALCOM_KEY_REFUSED);
      const preview = await request(ctx.app, {
        method: 'GET',
        url: `/api/assistants/${id}/booking-calendar/availability?date=${dayIn(zone, 1)}`,
        host: 'alpha.localhost',
        token,
      });
      expect(preview.statusCode).toBe(502);
      expect(preview.json().message).toBe(CALCOM_KEY_REFUSED);
    } finally {
      calcom.validKeys.add(calcom.apiKey);
    }
    calcom.delayMs = ctx.config.webhooks.timeoutMs + 500;
    try {
      const slow = await tool(vapiId, 'check_availability', { date: dayIn(zone, 1) });
      expect(slow.result).toContain(CALCOM_TIMEOUT);
      const save = await putCalendar(id, calcomCalendar());
      expect(save.statusCode).toBe(502);
      expect(save.json().message).toBe(
        `${CALCOM_TIMEOUT} The calendar was not saved; please try again.`,
      );
    } finally {
      calcom.delayMs = 0;
    }
    expect(
      await ctx.db.selectFrom('bookings').select('id').where('assistant_id', '=', id).execute(),
    ).toEqual([]);
  });

  it('a saved key the secrets key cannot open is asked for again, by the tool and by the editor', async () => {
    const { id, vapiId } = await calcomAssistant('unreadable');
    await ctx.db
      .updateTable('booking_calendars')
      .set({ calcom_api_key_sealed: 'v1:AAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAA==:AAAA' })
      .where('assistant_id', '=', id)
      .execute();
    const res = await tool(vapiId, 'check_availability', { date: dayIn(zone, 1) });
    expect(res.result).toBe(
      `The calendar cannot be used right now (${CALCOM_KEY_MISSING}) Please offer to take a message instead.`,
    );
    const save = await putCalendar(id, calcomCalendar({ calcom_api_key: undefined }));
    expect(save.statusCode).toBe(422);
    expect(save.json().errors).toEqual({ calcom_api_key: [CALCOM_API_KEY_REQUIRED] });
  });

  it('the plan rule applies: an owner whose plan lacks booking gets no Cal.com request', async () => {
    const other = await insertUser(ctx.db, { reseller_id: alpha });
    await subscribeToPlan(ctx.db, { id: other.id, resellerId: alpha }, false);
    const { id, vapiId } = await newAssistant('plan', other.id);
    const otherToken = await login(ctx.app, other, 'alpha.localhost');
    const on = await request(ctx.app, {
      method: 'PUT',
      url: `/api/assistants/${id}/booking-calendar`,
      host: 'alpha.localhost',
      token: otherToken,
      payload: calcomCalendar(),
    });
    expect(on.statusCode).toBe(403);
    // Saved while off, then asked: still no booking, and Cal.com is not asked.
    const off = await request(ctx.app, {
      method: 'PUT',
      url: `/api/assistants/${id}/booking-calendar`,
      host: 'alpha.localhost',
      token: otherToken,
      payload: calcomCalendar({ enabled: false }),
    });
    expect(off.statusCode).toBe(200);
    await ctx.db
      .updateTable('booking_calendars')
      .set({ enabled: 1 })
      .where('assistant_id', '=', id)
      .execute();
    const before = calcom.requests.length;
    const res = await tool(vapiId, 'check_availability', { date: dayIn(zone, 1) });
    expect(res.result).toBe(BOOKING_UNAVAILABLE);
    expect(calcom.requests.length).toBe(before);
  });

  it('every request sent matched Cal.com’s documented shapes, with the Bearer key and the endpoint’s version', () => {
    expect(calcom.requests.length).toBeGreaterThan(0);
    expect(calcom.violations).toEqual([]);
  });
});
