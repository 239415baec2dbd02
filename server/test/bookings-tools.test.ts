import { describe, expect, it } from '@jest/globals';
import { SANDBOX_BOOKING_CALLER } from '../src/domains/calls/ingestion/test-call';
import { webhookSecretFor } from '../src/domains/voice';
import { SLOT_TAKEN } from '../src/domains/voice/bookings/booking';
import { isUniqueViolation } from '../src/lib/unique-violation';
import {
  dayIn,
  openCalendar,
  postTools,
  subscribeToPlan,
  toolCallsBody,
  toolResult,
} from './helpers/bookings';
import { insertAssistant, insertReseller, insertUser, login } from './helpers/fixtures';
import { lastOutboxId, outboxSince } from './helpers/outbox';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/** The booking tools at POST /api/voice-tools/bookings, booking under concurrency, and the sandbox test call. */
describe.each(databases)('booking tools (%s)', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));
  let alpha: number;
  let owner: { id: number; email: string; password: string };
  let token: string;
  let secret: string;

  /** A sandbox assistant of the owner with an open calendar (values override it); its ids. */
  async function bookableAssistant(name: string, calendar = openCalendar()) {
    const vapiId = `sandbox-${dialect}-${name}-${Date.now()}`;
    const id = await insertAssistant(ctx.db, {
      user_id: owner.id,
      reseller_id: alpha,
      name,
      voice_provider: 'sandbox',
      vapi_assistant_id: vapiId,
    });
    const res = await request(ctx.app, {
      method: 'PUT',
      url: `/api/assistants/${id}/booking-calendar`,
      host: 'alpha.localhost',
      token,
      payload: calendar,
    });
    expect(res.statusCode).toBe(200);
    return { id, vapiId };
  }

  it('setup', async () => {
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    owner = await insertUser(ctx.db, { reseller_id: alpha });
    await subscribeToPlan(ctx.db, { id: owner.id, resellerId: alpha });
    token = await login(ctx.app, owner, 'alpha.localhost');
    secret = await webhookSecretFor(ctx.db, ctx.config, alpha);
  });

  it('refuses an unsigned, wrongly signed or expired call, and an unknown assistant, with the same 401', async () => {
    const { vapiId } = await bookableAssistant('auth');
    const body = toolCallsBody(vapiId, 'check_availability', { date: dayIn('Europe/London', 1) });
    expect((await postTools(ctx.app, body)).statusCode).toBe(401);
    expect((await postTools(ctx.app, body, 'not-the-secret')).statusCode).toBe(401);
    const expired = await postTools(ctx.app, body, secret, new Date(Date.now() - 10 * 60_000));
    expect(expired.statusCode).toBe(401);
    const unknown = toolCallsBody('no-such-assistant', 'check_availability', {
      date: '2026-12-01',
    });
    const refused = await postTools(ctx.app, unknown, secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe((await postTools(ctx.app, body)).json().message);
    expect((await postTools(ctx.app, body, secret)).statusCode).toBe(200);
    const bearer = await request(ctx.app, {
      method: 'POST',
      url: '/api/voice-tools/bookings',
      payload: body,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    });
    expect(bearer.statusCode).toBe(200);
  });

  it('reads the free times of a day aloud, and says why a day has none', async () => {
    const tomorrow = dayIn('Europe/London', 1);
    const { vapiId } = await bookableAssistant(
      'check',
      openCalendar({ blocked_dates: [dayIn('Europe/London', 2)] }),
    );
    const res = await postTools(
      ctx.app,
      toolCallsBody(vapiId, 'check_availability', { date: tomorrow }),
      secret,
    );
    expect(res.statusCode).toBe(200);
    const free = toolResult(res);
    expect(free).toMatchObject({ toolCallId: 'tool-call-1', name: 'check_availability' });
    expect(free.result).toMatch(
      /^Free times on \w+day \d{1,2} \w+: 09:00, 09:30, 10:00, 10:30, 11:00, 11:30\.$/,
    );
    expect(free.metadata).toEqual({
      date: tomorrow,
      times: ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'],
    });
    const blocked = toolResult(
      await postTools(
        ctx.app,
        toolCallsBody(vapiId, 'check_availability', { date: dayIn('Europe/London', 2) }),
        secret,
      ),
    );
    expect(blocked.result).toMatch(/^We are closed on .+\. The next free day is .+: 09:00, /);
    expect(blocked.metadata?.date).toBe(dayIn('Europe/London', 3));
    const far = toolResult(
      await postTools(
        ctx.app,
        toolCallsBody(vapiId, 'check_availability', { date: dayIn('Europe/London', 30) }),
        secret,
      ),
    );
    expect(far.result).toMatch(/up to 14 days ahead/);
    const bad = toolResult(
      await postTools(
        ctx.app,
        toolCallsBody(vapiId, 'check_availability', { date: 'next tuesday' }),
        secret,
      ),
    );
    expect(bad.result).toMatch(/year-month-day/);
    const unknown = toolResult(
      await postTools(ctx.app, toolCallsBody(vapiId, 'transfer', {}), secret),
    );
    expect(unknown.error).toBe('Unknown tool: transfer.');
  });

  it('reads the tool calls as Vapi’s examples write them too, and answers 400 to another message type', async () => {
    const { vapiId } = await bookableAssistant('shapes');
    const body = JSON.stringify({
      message: {
        type: 'tool-calls',
        call: { id: 'call-shapes', assistantId: vapiId },
        toolCallList: [
          { id: 'a', name: 'check_availability', arguments: { date: dayIn('Europe/London', 1) } },
          { id: 'b', name: 'check_availability', arguments: { date: 'soon' } },
        ],
      },
    });
    const res = await postTools(ctx.app, body, secret);
    expect(res.statusCode).toBe(200);
    const { results } = res.json() as { results: { toolCallId: string; result: string }[] };
    expect(results.map((r) => r.toolCallId)).toEqual(['a', 'b']);
    expect(results[0]?.result).toMatch(/^Free times on /);
    expect(results[1]?.result).toMatch(/year-month-day/);
    const other = JSON.stringify({
      message: { type: 'status-update', status: 'ringing', call: { id: 'c', assistantId: vapiId } },
    });
    const refused = await postTools(ctx.app, other, secret);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The message is not a tool-calls message');
  });

  it('books a slot with the caller’s number, emails the caller and the client, and refuses the slot again', async () => {
    const { id, vapiId } = await bookableAssistant(
      'book',
      openCalendar({ notify_email: 'desk@clinic.example' }),
    );
    const tomorrow = dayIn('Europe/London', 1);
    const before = await lastOutboxId(ctx.db);
    const args = {
      starts_at: `${tomorrow}T09:30`,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      reason: 'Check-up',
    };
    const res = await postTools(
      ctx.app,
      toolCallsBody(vapiId, 'book_appointment', args, {
        callId: 'call-book-1',
        customerNumber: '+14155550199',
      }),
      secret,
    );
    expect(toolResult(res).result).toMatch(/^Booked for \w+day \d{1,2} \w+ at 09:30\.$/);
    const row = await ctx.db
      .selectFrom('bookings')
      .selectAll()
      .where('assistant_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      caller_name: 'Ada Lovelace',
      caller_number: '+14155550199',
      caller_email: 'ada@example.com',
      reason: 'Check-up',
      status: 'booked',
      call_id: 'call-book-1',
      user_id: owner.id,
      reseller_id: alpha,
    });
    expect(new Date(row.ends_at).getTime() - new Date(row.starts_at).getTime()).toBe(30 * 60_000);
    const emails = await outboxSince(ctx.db, before);
    expect(emails.map((e) => e.to).sort()).toEqual(['ada@example.com', 'desk@clinic.example']);
    expect(emails.find((e) => e.to === 'ada@example.com')?.subject).toMatch(
      /^Your appointment is booked: .+ at 09:30 \(Europe\/London\)$/,
    );
    expect(emails.find((e) => e.to === 'desk@clinic.example')?.subject).toMatch(
      /^New booking: Ada Lovelace/,
    );

    const again = toolResult(
      await postTools(
        ctx.app,
        toolCallsBody(vapiId, 'book_appointment', { ...args, name: 'Bob' }),
        secret,
      ),
    );
    expect(again.result).toBe(`${SLOT_TAKEN}. Free times nearby: 09:00, 10:00, 10:30.`);
    const odd = toolResult(
      await postTools(
        ctx.app,
        toolCallsBody(vapiId, 'book_appointment', { ...args, starts_at: `${tomorrow}T09:10` }),
        secret,
      ),
    );
    expect(odd.result).toMatch(
      /^There is no appointment starting at 09:10 on .+\. Free times nearby: /,
    );
    // Yesterday's slot is no slot either, not a taken one.
    const past = toolResult(
      await postTools(
        ctx.app,
        toolCallsBody(vapiId, 'book_appointment', {
          ...args,
          starts_at: `${dayIn('Europe/London', -1)}T09:00`,
        }),
        secret,
      ),
    );
    expect(past.result).toMatch(
      /^There is no appointment starting at 09:00 on .+\. There are no free times left on /,
    );
    const count = await ctx.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('assistant_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('without a notify email alerts the owner; without a caller email sends no confirmation', async () => {
    const { vapiId } = await bookableAssistant('owner-alert');
    const before = await lastOutboxId(ctx.db);
    const res = await postTools(
      ctx.app,
      toolCallsBody(vapiId, 'book_appointment', {
        starts_at: `${dayIn('Europe/London', 1)}T11:00`,
        name: 'Grace',
        reason: 'Cleaning',
      }),
      secret,
    );
    expect(toolResult(res).result).toMatch(/^Booked for /);
    expect((await outboxSince(ctx.db, before)).map((e) => e.to)).toEqual([owner.email]);
  });

  it('a calendar that is off, or an owner whose plan lost booking, books nothing', async () => {
    const tomorrow = dayIn('Europe/London', 1);
    const book = { starts_at: `${tomorrow}T09:00`, name: 'X', reason: 'Y' };
    const { vapiId } = await bookableAssistant('off', openCalendar({ enabled: false }));
    const off = toolResult(
      await postTools(ctx.app, toolCallsBody(vapiId, 'book_appointment', book), secret),
    );
    expect(off.result).toBe('Booking appointments is not available for this line.');
    const { id, vapiId: downgraded } = await bookableAssistant('downgraded');
    await ctx.db.updateTable('packages').set({ booking_enabled: 0 }).execute();
    try {
      for (const [name, args] of [
        ['book_appointment', book],
        ['check_availability', { date: tomorrow }],
      ] as const) {
        const res = toolResult(
          await postTools(ctx.app, toolCallsBody(downgraded, name, args), secret),
        );
        expect(res.result).toBe('Booking appointments is not available for this line.');
      }
    } finally {
      await ctx.db.updateTable('packages').set({ booking_enabled: 1 }).execute();
    }
    const rows = await ctx.db
      .selectFrom('bookings')
      .select('id')
      .where('assistant_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('50 concurrent attempts at one slot: exactly one booking', async () => {
    const { id, vapiId } = await bookableAssistant('race');
    const startsAt = `${dayIn('Europe/London', 2)}T10:00`;
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postTools(
          ctx.app,
          toolCallsBody(
            vapiId,
            'book_appointment',
            { starts_at: startsAt, name: `Caller ${i}`, reason: 'Race' },
            { callId: `race-${i}`, toolCallId: `race-tool-${i}` },
          ),
          secret,
        ),
      ),
    );
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    const results = replies.map((r) => toolResult(r).result ?? '');
    expect(results.filter((r) => r.startsWith('Booked for '))).toHaveLength(1);
    expect(results.filter((r) => r.startsWith(SLOT_TAKEN))).toHaveLength(49);
    const rows = await ctx.db
      .selectFrom('bookings')
      .select('id')
      .where('assistant_id', '=', id)
      .where('status', '=', 'booked')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('the unique index refuses a second active booking of a start, but not once the first is cancelled', async () => {
    const { id } = await bookableAssistant('index');
    const values = {
      assistant_id: id,
      reseller_id: alpha,
      user_id: owner.id,
      starts_at: '2030-01-01T09:00:00.000Z',
      ends_at: '2030-01-01T09:30:00.000Z',
      caller_name: 'A',
      reason: 'R',
      status: 'booked' as const,
      created_at: new Date().toISOString(),
    };
    await ctx.db.insertInto('bookings').values(values).execute();
    // Checked by its code, not with rejects.toThrow: better-sqlite3's error class may come from another test
    // file's realm when a Jest worker runs several files.
    const second = await ctx.db
      .insertInto('bookings')
      .values(values)
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(second)).toBe(true);
    await ctx.db
      .updateTable('bookings')
      .set({ status: 'cancelled' })
      .where('assistant_id', '=', id)
      .execute();
    await ctx.db.insertInto('bookings').values(values).execute();
  });

  it('a sandbox test call books the first free slot through the tools, and its transcript says so', async () => {
    const { id } = await bookableAssistant('test-call');
    const before = await lastOutboxId(ctx.db);
    const res = await request(ctx.app, {
      method: 'POST',
      url: `/api/assistants/${id}/test-call`,
      host: 'alpha.localhost',
      token,
    });
    expect(res.statusCode).toBe(200);
    const callId = (res.json() as { data: { call_id: string } }).data.call_id;
    const booking = await ctx.db
      .selectFrom('bookings')
      .selectAll()
      .where('assistant_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({
      call_id: callId,
      caller_name: SANDBOX_BOOKING_CALLER.name,
      caller_email: SANDBOX_BOOKING_CALLER.email,
      status: 'booked',
    });
    const call = await ctx.db
      .selectFrom('call_logs')
      .select(['transcript', 'status'])
      .where('call_id', '=', callId)
      .executeTakeFirstOrThrow();
    expect(call.status).toBe('completed');
    // Today's times, or the next free day's when today's are gone.
    expect(call.transcript).toMatch(/AI: (Free times on|There are no free times on) .+: \d\d:\d\d/);
    expect(call.transcript).toMatch(/AI: I have booked you for \w+day \d{1,2} \w+ at \d\d:\d\d\./);
    const emails = await outboxSince(ctx.db, before);
    expect(emails.map((e) => e.to).sort()).toEqual(
      [owner.email, SANDBOX_BOOKING_CALLER.email].sort(),
    );
  });
});
