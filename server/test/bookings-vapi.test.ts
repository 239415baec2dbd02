import { beforeAll, describe, expect, it } from '@jest/globals';
import { BOOKING_TOOLS_PATH, webhookSecretFor } from '../src/domains/voice';
import { BOOKING_TOOL_FUNCTIONS } from '../src/domains/voice/bookings/tool-calls';
import { assistantPayload } from './helpers/assistant-payload';
import { openCalendar, subscribeToPlan } from './helpers/bookings';
import { insertAssistant } from './helpers/fixtures';
import { databases } from './helpers/test-app';
import { useVapiHeldAssistants } from './helpers/vapi-held-assistant';

/**
 * The booking calendar of an assistant held by Vapi: turned on, its two function tools (check_availability,
 * book_appointment) are created there, served by our BOOKING_TOOLS_PATH, and carried in the assistant's
 * model.toolIds with its transfer and custom tools; turned off, they are taken off and deleted; a refusal or an
 * outage leaves nothing half-done; deleting the assistant deletes them. Against the local stand-ins checking
 * every request against vapi.subset.json (assistants) and vapi-next.subset.json (tools).
 */

const KEY = 'vapi-private-key-booking-tools';

describe.each(databases)('booking tools on Vapi on %s', (dialect) => {
  const vapi = useVapiHeldAssistants(dialect, KEY, { appUrl: 'https://voice.example.test' });
  const { ctx, send, newAssistant, modelOf } = vapi;
  // The assistants below are the admin's own: its plan includes booking.
  beforeAll(() => subscribeToPlan(ctx.db, { id: vapi.admin.id, resellerId: null }));
  const toolIdsOf = async (assistantId: number) => {
    const row = await ctx.db
      .selectFrom('booking_calendars')
      .select(['check_availability_tool_id', 'book_appointment_tool_id'])
      .where('assistant_id', '=', assistantId)
      .executeTakeFirst();
    return row ? [row.check_availability_tool_id, row.book_appointment_tool_id] : null;
  };
  const calendarUrl = (id: number) => `/api/assistants/${id}/booking-calendar`;

  it('creates both tools when the calendar is turned on, keeps them with the other tools, deletes them when off', async () => {
    const created = await newAssistant();
    // A transfer tool and a custom tool first: the booking tools join them on the assistant.
    const transfer = await send('PUT', `/api/assistants/${created.id}/transfer-destinations`, {
      destinations: [{ number: '+14155550123', description: 'The caller asks for a person' }],
    });
    expect(transfer.statusCode).toBe(200);
    const custom = await send('POST', `/api/assistants/${created.id}/tools`, {
      name: 'check_order',
      description: 'Looks up an order.',
      url: 'https://shop.example.com/tools/order',
      timeout_seconds: 8,
      parameters: { type: 'object', properties: { order: { type: 'string' } } },
    });
    expect(custom.statusCode).toBe(200);
    const customId = (custom.json().data as { remote_tool_id: string }).remote_tool_id;
    const [transferId] = modelOf(created.vapi_assistant_id)?.toolIds ?? [];
    expect(transferId).toEqual(expect.any(String));
    expect(modelOf(created.vapi_assistant_id)?.toolIds).toEqual([transferId, customId]);

    const on = await send('PUT', calendarUrl(created.id), openCalendar());
    expect(on.statusCode).toBe(200);
    expect(on.json().data.enabled).toBe(true);
    const ids = await toolIdsOf(created.id);
    const [checkId, bookId] = ids as [string, string];
    expect(checkId).toEqual(expect.any(String));
    expect(bookId).toEqual(expect.any(String));
    const secret = await webhookSecretFor(ctx.db, ctx.config, null);
    const server = {
      url: `https://voice.example.test${BOOKING_TOOLS_PATH}`,
      headers: { Authorization: `Bearer ${secret}` },
    };
    for (const [id, definition] of [
      [checkId, BOOKING_TOOL_FUNCTIONS[0]],
      [bookId, BOOKING_TOOL_FUNCTIONS[1]],
    ] as const) {
      expect(vapi.tools.tools.get(id)).toMatchObject({
        type: 'function',
        function: {
          name: definition.name,
          description: definition.description,
          parameters: definition.parameters,
        },
        server,
      });
    }
    expect(modelOf(created.vapi_assistant_id)?.toolIds).toEqual([
      transferId,
      checkId,
      bookId,
      customId,
    ]);

    // Saved again while on: the same tools, updated; saving the assistant keeps all four.
    const patches = vapi.tools.requests.filter((r) => r.method === 'PATCH').length;
    const again = await send('PUT', calendarUrl(created.id), openCalendar({ slot_minutes: 45 }));
    expect(again.statusCode).toBe(200);
    expect(await toolIdsOf(created.id)).toEqual([checkId, bookId]);
    expect(vapi.tools.requests.filter((r) => r.method === 'PATCH').length).toBe(patches + 2);
    // One deleted on Vapi meanwhile (its dashboard) is created again and swapped on the assistant.
    vapi.tools.tools.delete(checkId);
    expect((await send('PUT', calendarUrl(created.id), openCalendar())).statusCode).toBe(200);
    const [newCheckId] = (await toolIdsOf(created.id)) as [string, string];
    expect(newCheckId).not.toBe(checkId);
    expect(vapi.tools.tools.get(newCheckId)).toMatchObject({
      type: 'function',
      function: { name: 'check_availability' },
      server,
    });
    expect(modelOf(created.vapi_assistant_id)?.toolIds).toEqual([
      transferId,
      newCheckId,
      bookId,
      customId,
    ]);
    const renamed = await send(
      'PUT',
      `/api/assistants/${created.id}`,
      assistantPayload({ name: 'Renamed' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(modelOf(created.vapi_assistant_id)?.toolIds).toEqual([
      transferId,
      newCheckId,
      bookId,
      customId,
    ]);

    // Off: taken off the assistant and deleted (one already gone from Vapi is fine).
    vapi.tools.tools.delete(bookId);
    const off = await send('PUT', calendarUrl(created.id), openCalendar({ enabled: false }));
    expect(off.statusCode).toBe(200);
    expect(off.json().data.enabled).toBe(false);
    expect(await toolIdsOf(created.id)).toEqual([null, null]);
    expect(vapi.tools.tools.has(newCheckId)).toBe(false);
    expect(vapi.tools.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/tool/${bookId}` });
    expect(modelOf(created.vapi_assistant_id)?.toolIds).toEqual([transferId, customId]);

    // Off again: nothing to do on Vapi.
    const requests = vapi.tools.requests.length + vapi.assistants.requests.length;
    expect(
      (await send('PUT', calendarUrl(created.id), openCalendar({ enabled: false }))).statusCode,
    ).toBe(200);
    expect(vapi.tools.requests.length + vapi.assistants.requests.length).toBe(requests);

    expect(vapi.assistants.violations).toEqual([]);
    expect(vapi.tools.violations).toEqual([]);
  });

  it('keeps nothing when Vapi refuses a tool (422)', async () => {
    const created = await newAssistant();
    const before = vapi.tools.tools.size;
    // The first tool is created, the second refused: the first is deleted again.
    vapi.tools.failNext(
      400,
      { message: ['function.description must be shorter'], statusCode: 400 },
      { method: 'POST', path: /^\/tool$/, skip: 1 },
    );
    const refused = await send('PUT', calendarUrl(created.id), openCalendar());
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('function.description must be shorter');
    expect(vapi.tools.tools.size).toBe(before);
    expect(await toolIdsOf(created.id)).toBeNull();
    expect((await send('GET', calendarUrl(created.id))).json().data.enabled).toBe(false);
    expect(modelOf(created.vapi_assistant_id)?.toolIds).toBeUndefined();
  });

  it('keeps nothing when the assistant cannot take the tools, on or off (502)', async () => {
    const created = await newAssistant();
    const before = vapi.tools.tools.size;
    vapi.assistants.failNext(503, { message: 'Service Unavailable' });
    const down = await send('PUT', calendarUrl(created.id), openCalendar());
    expect(down.statusCode).toBe(502);
    expect(vapi.tools.tools.size).toBe(before);
    expect(await toolIdsOf(created.id)).toBeNull();
    expect(modelOf(created.vapi_assistant_id)?.toolIds).toBeUndefined();

    expect((await send('PUT', calendarUrl(created.id), openCalendar())).statusCode).toBe(200);
    const ids = (await toolIdsOf(created.id)) as [string, string];
    vapi.assistants.failNext(503, { message: 'Service Unavailable' });
    const stuck = await send('PUT', calendarUrl(created.id), openCalendar({ enabled: false }));
    expect(stuck.statusCode).toBe(502);
    expect(await toolIdsOf(created.id)).toEqual(ids);
    expect((await send('GET', calendarUrl(created.id))).json().data.enabled).toBe(true);
    for (const id of ids) expect(vapi.tools.tools.has(id)).toBe(true);
    expect(modelOf(created.vapi_assistant_id)?.toolIds).toEqual(ids);
  });

  it("deletes the assistant's booking tools with the assistant", async () => {
    const created = await newAssistant();
    expect((await send('PUT', calendarUrl(created.id), openCalendar())).statusCode).toBe(200);
    const ids = (await toolIdsOf(created.id)) as [string, string];
    for (const id of ids) expect(vapi.tools.tools.has(id)).toBe(true);
    expect((await send('DELETE', `/api/assistants/${created.id}`)).statusCode).toBe(200);
    for (const id of ids) expect(vapi.tools.tools.has(id)).toBe(false);
  });

  it('sends nothing for an assistant the sandbox holds', async () => {
    const id = await insertAssistant(ctx.db, {
      user_id: vapi.admin.id,
      name: 'Sandbox clinic',
      voice_provider: 'sandbox',
    });
    const requests = vapi.tools.requests.length + vapi.assistants.requests.length;
    expect((await send('PUT', calendarUrl(id), openCalendar())).statusCode).toBe(200);
    expect(await toolIdsOf(id)).toEqual([null, null]);
    expect(vapi.tools.requests.length + vapi.assistants.requests.length).toBe(requests);
  });
});
