import { describe, expect, it } from '@jest/globals';
import type { NewBooking } from './helpers/bookings';
import {
  insertAssistant,
  insertTwoResellers,
  insertUser,
  login,
  type TwoResellers,
} from './helpers/fixtures';
import { lastOutboxId, outboxSince } from './helpers/outbox';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/** GET /api/bookings (scoped by role), its export, cancel, and the dashboard's booking counts. */
describe.each(databases)('bookings list (%s)', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));
  let two: TwoResellers;
  let otherToken: string;
  let mine: number;
  let neighbours: number;
  let betaOwn: number;
  const ids: Record<string, number> = {};
  const hour = 3_600_000;
  const at = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

  async function insertBooking(key: string, values: NewBooking) {
    const row = await ctx.db
      .insertInto('bookings')
      .values({
        ends_at: new Date(Date.parse(values.starts_at) + 30 * 60_000).toISOString(),
        reason: 'Check-up',
        status: 'booked',
        created_at: new Date().toISOString(),
        caller_number: null,
        caller_email: null,
        ...values,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = row.id;
  }

  it('setup', async () => {
    two = await insertTwoResellers(ctx.app, ctx.db);
    const other = await insertUser(ctx.db, { reseller_id: two.alpha });
    const betaUser = await insertUser(ctx.db, { reseller_id: two.beta });
    otherToken = await login(ctx.app, other, 'alpha.localhost');
    mine = await insertAssistant(ctx.db, {
      user_id: two.user.id,
      reseller_id: two.alpha,
      name: 'Mine',
    });
    neighbours = await insertAssistant(ctx.db, {
      user_id: other.id,
      reseller_id: two.alpha,
      name: 'Next door',
    });
    betaOwn = await insertAssistant(ctx.db, {
      user_id: betaUser.id,
      reseller_id: two.beta,
      name: 'Beta',
    });
    await ctx.db
      .insertInto('booking_calendars')
      .values({
        assistant_id: mine,
        reseller_id: two.alpha,
        enabled: 1,
        time_zone: 'Europe/Paris',
        slot_minutes: 30,
        buffer_minutes: 0,
        days_ahead: 14,
        hours: '{}',
        blocked_dates: '[]',
        notify_email: null,
        updated_at: new Date().toISOString(),
      })
      .execute();
    const own = { assistant_id: mine, reseller_id: two.alpha, user_id: two.user.id };
    await insertBooking('later', {
      ...own,
      starts_at: at(48),
      caller_name: 'Zoe Later',
      caller_number: '+33612345678',
    });
    await insertBooking('soon', {
      ...own,
      starts_at: at(2),
      caller_name: 'Ada Soon',
      caller_email: 'ada@example.com',
    });
    await insertBooking('past', { ...own, starts_at: at(-24), caller_name: '=HYPERLINK("x")' });
    await insertBooking('gone', {
      ...own,
      starts_at: at(30),
      caller_name: 'Gone Cancelled',
      status: 'cancelled',
      cancelled_at: new Date().toISOString(),
    });
    await insertBooking('neighbour', {
      assistant_id: neighbours,
      reseller_id: two.alpha,
      user_id: other.id,
      starts_at: at(5),
      caller_name: 'Neighbour Caller',
    });
    await insertBooking('beta', {
      assistant_id: betaOwn,
      reseller_id: two.beta,
      user_id: betaUser.id,
      starts_at: at(6),
      caller_name: 'Beta Caller',
    });
  });

  const list = (token: string, query = '', host = 'alpha.localhost') =>
    request(ctx.app, { method: 'GET', url: `/api/bookings${query}`, host, token });
  const idsOf = (res: { json(): unknown }) =>
    (res.json() as { data: { id: number }[] }).data.map((b) => b.id);

  it('a user sees their assistants’ bookings, soonest first, with the calendar’s zone', async () => {
    const res = await list(two.tokens.user);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([ids.past, ids.soon, ids.gone, ids.later]);
    const body = res.json();
    expect(body.pagination).toMatchObject({ total: 4, current_page: 1, per_page: 15 });
    expect(body.data[1]).toEqual({
      id: ids.soon,
      assistant_id: mine,
      assistant_name: 'Mine',
      starts_at: expect.any(String),
      ends_at: expect.any(String),
      time_zone: 'Europe/Paris',
      caller_name: 'Ada Soon',
      caller_number: null,
      caller_email: 'ada@example.com',
      reason: 'Check-up',
      status: 'booked',
      created_at: expect.any(String),
    });
    // Without a calendar row the zone reads as UTC.
    expect((await list(otherToken)).json().data).toEqual([
      expect.objectContaining({ id: ids.neighbour, time_zone: 'UTC' }),
    ]);
  });

  it('a reseller admin sees its tenant’s, a platform admin everyone’s', async () => {
    expect(idsOf(await list(two.tokens.alpha)).sort()).toEqual(
      [ids.past, ids.soon, ids.gone, ids.later, ids.neighbour].sort(),
    );
    expect(idsOf(await list(two.tokens.beta, '', 'beta.localhost'))).toEqual([ids.beta]);
    expect(idsOf(await list(two.tokens.admin, '?per_page=100', 'localhost'))).toHaveLength(6);
  });

  it('filters by status, assistant, days and a search, and refuses bad filters', async () => {
    expect(idsOf(await list(two.tokens.user, '?status=cancelled'))).toEqual([ids.gone]);
    expect(idsOf(await list(two.tokens.alpha, `?assistant_id=${neighbours}`))).toEqual([
      ids.neighbour,
    ]);
    // Another tenant's assistant filters to nothing (never to its bookings).
    expect(idsOf(await list(two.tokens.alpha, `?assistant_id=${betaOwn}`))).toEqual([]);
    expect(idsOf(await list(two.tokens.user, '?search=zoe'))).toEqual([ids.later]);
    expect(idsOf(await list(two.tokens.user, '?search=3361234'))).toEqual([ids.later]);
    expect(idsOf(await list(two.tokens.user, '?search=ADA@'))).toEqual([ids.soon]);
    const day = at(48).slice(0, 10);
    expect(idsOf(await list(two.tokens.user, `?from=${day}&to=${day}`))).toContain(ids.later);
    expect(idsOf(await list(two.tokens.user, `?from=${day}&to=${day}`))).not.toContain(ids.past);
    const bad = await list(two.tokens.user, '?status=maybe&from=2026-13-01&assistant_id=x');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['assistant_id', 'from', 'status']);
  });

  it('exports the filtered bookings as CSV, with no spreadsheet formulas', async () => {
    const res = await request(ctx.app, {
      method: 'GET',
      url: '/api/bookings/export?status=booked',
      host: 'alpha.localhost',
      token: two.tokens.user,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Booking ID,Start (local),Time zone,Start (UTC),End (UTC),Assistant,Caller,Caller number,Caller email,Reason,Status,Booked at (UTC)',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([
      ids.past,
      ids.soon,
      ids.later,
    ]);
    expect(lines[2]).toContain('Europe/Paris');
  });

  it('cancels a booking, tells the caller, frees nothing twice, and hides others’ bookings', async () => {
    const before = await lastOutboxId(ctx.db);
    const cancel = (id: number | undefined, token: string, host = 'alpha.localhost') =>
      request(ctx.app, { method: 'POST', url: `/api/bookings/${id}/cancel`, host, token });
    expect((await cancel(ids.soon, two.tokens.beta, 'beta.localhost')).statusCode).toBe(404);
    expect((await cancel(ids.soon, otherToken)).statusCode).toBe(404);
    const res = await cancel(ids.soon, two.tokens.user);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: ids.soon, status: 'cancelled' });
    const emails = await outboxSince(ctx.db, before);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to: 'ada@example.com' });
    expect(emails[0]?.subject).toMatch(/^Your appointment is cancelled: .+\(Europe\/Paris\)$/);
    const again = await cancel(ids.soon, two.tokens.user);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is already cancelled.');
    // The reseller admin may cancel its tenant's; no email without a caller email.
    expect((await cancel(ids.neighbour, two.tokens.alpha)).statusCode).toBe(200);
    expect(await outboxSince(ctx.db, before)).toHaveLength(1);
    expect((await cancel(999999, two.tokens.user)).statusCode).toBe(404);
  });

  it('counts upcoming bookings and this month’s on the user’s dashboard', async () => {
    const res = await request(ctx.app, {
      method: 'GET',
      url: '/api/dashboard/stats',
      host: 'alpha.localhost',
      token: two.tokens.user,
    });
    expect(res.statusCode).toBe(200);
    // Booked: later (upcoming) and past; soon and gone are cancelled. All made now, this month.
    expect(res.json().data.overview).toMatchObject({
      bookings_upcoming: 1,
      bookings_this_month: 2,
    });
  });
});
