import { describe, expect, it } from '@jest/globals';
import { assistantPayload } from './helpers/assistant-payload';
import { databases } from './helpers/test-app';
import { useVapiHeldAssistants } from './helpers/vapi-held-assistant';

/**
 * Transfer destinations of an assistant held by Vapi: one transferCall tool carries them (created, updated,
 * deleted with the list) and sits in the assistant's model.toolIds, also after the assistant is saved again.
 * Against the local stand-ins checking every request against vapi.subset.json (assistants) and
 * vapi-next.subset.json (tools).
 */

const KEY = 'vapi-private-key-transfers';
const SALES = {
  number: '+14155550123',
  description: 'Sales: the caller asks about prices',
  message: 'Connecting you to sales.',
};
const SUPPORT = { number: '+14155550199', description: 'Support: something is broken' };

describe.each(databases)('transfer destinations on Vapi on %s', (dialect) => {
  const vapi = useVapiHeldAssistants(dialect, KEY);
  const { ctx, send, newAssistant, modelOf } = vapi;
  const toolIdOf = async (id: number) =>
    (
      await ctx.db
        .selectFrom('assistants')
        .select('transfer_tool_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).transfer_tool_id;

  it('creates, updates and deletes the transferCall tool and keeps it on the assistant', async () => {
    const created = await newAssistant();
    const url = `/api/assistants/${created.id}/transfer-destinations`;

    const first = await send('PUT', url, { destinations: [SALES, SUPPORT] });
    expect(first.statusCode).toBe(200);
    const toolId = await toolIdOf(created.id);
    expect(toolId).toEqual(expect.any(String));
    expect(vapi.tools.tools.get(toolId as string)).toMatchObject({
      type: 'transferCall',
      destinations: [
        { type: 'number', ...SALES },
        { type: 'number', ...SUPPORT },
      ],
    });
    expect(modelOf(created.vapi_assistant_id)?.toolIds).toEqual([toolId]);

    // Fewer destinations: the same tool, updated.
    expect((await send('PUT', url, { destinations: [SUPPORT] })).statusCode).toBe(200);
    expect(await toolIdOf(created.id)).toBe(toolId);
    expect(
      (vapi.tools.tools.get(toolId as string) as { destinations: unknown[] }).destinations,
    ).toEqual([{ type: 'number', ...SUPPORT }]);

    // Saving the assistant keeps the tool on its model.
    const renamed = await send(
      'PUT',
      `/api/assistants/${created.id}`,
      assistantPayload({ name: 'Renamed' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(vapi.assistants.assistants.get(created.vapi_assistant_id)?.name).toBe('Renamed');
    expect(modelOf(created.vapi_assistant_id)?.toolIds).toEqual([toolId]);

    // None left: the tool is taken off the assistant and deleted.
    const cleared = await send('PUT', url, { destinations: [] });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.destinations).toEqual([]);
    expect(await toolIdOf(created.id)).toBeNull();
    expect(vapi.tools.tools.has(toolId as string)).toBe(false);
    expect(modelOf(created.vapi_assistant_id)?.toolIds).toBeUndefined();

    expect(vapi.assistants.violations).toEqual([]);
    expect(vapi.tools.violations).toEqual([]);
  });

  it("deletes the assistant's transfer tool with the assistant", async () => {
    const created = await newAssistant();
    const url = `/api/assistants/${created.id}/transfer-destinations`;
    expect((await send('PUT', url, { destinations: [SALES] })).statusCode).toBe(200);
    const toolId = (await toolIdOf(created.id)) as string;
    expect(vapi.tools.tools.has(toolId)).toBe(true);
    expect((await send('DELETE', `/api/assistants/${created.id}`)).statusCode).toBe(200);
    expect(vapi.tools.tools.has(toolId)).toBe(false);
  });

  it('answers a refusal of the tool as a 422 and keeps nothing', async () => {
    const created = await newAssistant();
    const url = `/api/assistants/${created.id}/transfer-destinations`;
    vapi.tools.failNext(
      400,
      { message: ['destinations.0.number must be a valid phone number'], statusCode: 400 },
      { method: 'POST', path: /^\/tool$/ },
    );
    const refused = await send('PUT', url, { destinations: [SALES] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('destinations.0.number');
    expect((await send('GET', url)).json().data.destinations).toEqual([]);
    expect(await toolIdOf(created.id)).toBeNull();
    expect(modelOf(created.vapi_assistant_id)?.toolIds).toBeUndefined();
  });

  it('deletes the new tool again when the assistant cannot take it (Vapi down)', async () => {
    const created = await newAssistant();
    const before = vapi.tools.tools.size;
    vapi.assistants.failNext(503, { message: 'Service Unavailable' });
    const down = await send('PUT', `/api/assistants/${created.id}/transfer-destinations`, {
      destinations: [SALES],
    });
    expect(down.statusCode).toBe(502);
    expect(vapi.tools.tools.size).toBe(before);
    expect(await toolIdOf(created.id)).toBeNull();
  });
});
