import { describe, expect, it } from '@jest/globals';
import { DO_NOT_CALL_TOOL_PATH, isDoNotCall, webhookSecretFor } from '../src/domains/voice';
import {
  DO_NOT_CALL_TOOL_ADDED,
  DO_NOT_CALL_TOOL_FUNCTION,
} from '../src/domains/voice/do-not-call/tool-calls';
import { sandboxPool } from '../src/domains/voice/telephony/sandbox-provider';
import { assistantPayload } from './helpers/assistant-payload';
import { toolCallsBody } from './helpers/bookings';
import { contractPath } from './helpers/contracts';
import { describeErrors, openApiValidator } from './helpers/openapi-ajv';
import { databases, request } from './helpers/test-app';
import { useVapiHeldAssistants } from './helpers/vapi-held-assistant';

/**
 * The add_to_do_not_call tool on assistants Vapi holds that can call out (those with a phone number): created with
 * the assistant's first save with a number, as a function tool served by our DO_NOT_CALL_TOOL_PATH with the
 * tenant's Bearer secret, carried in model.toolIds with the assistant's other tools, updated (not created again) on
 * later saves, deleted with the assistant; a Vapi refusal or outage leaves nothing half-done. Against the local
 * stand-ins checking every request against vapi.subset.json (assistants) and vapi-next.subset.json (tools).
 */

const KEY = 'vapi-private-key-do-not-call-tool';
const APP_URL = 'https://voice.example.test';
const POOL = sandboxPool({ country: 'US', areaCode: '628' }).map((n) => n.phone_number);

describe.each(databases)('the do-not-call tool on Vapi on %s', (dialect) => {
  const vapi = useVapiHeldAssistants(dialect, KEY, { appUrl: APP_URL });
  const { ctx, send, modelOf } = vapi;
  let numberIndex = 0;
  const nextNumber = () => POOL[numberIndex++] as string;

  const toolIdOf = async (assistantId: number) =>
    (
      await ctx.db
        .selectFrom('assistants')
        .select('do_not_call_tool_id')
        .where('id', '=', assistantId)
        .executeTakeFirstOrThrow()
    ).do_not_call_tool_id;
  const created = (method: string) =>
    vapi.tools.requests.filter((r) => r.method === method && /^\/tool/.test(r.path)).length;
  const withNumber = async (name = 'Reminders') => {
    const res = await send(
      'POST',
      '/api/assistants',
      assistantPayload({ name, selected_phone_number: nextNumber() }),
    );
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number; vapi_assistant_id: string };
  };

  it('creates the tool once for an assistant with a number, on its toolIds, as the spec shapes a function tool', async () => {
    const posts = created('POST');
    const assistant = await withNumber();
    const toolId = await toolIdOf(assistant.id);
    expect(toolId).toEqual(expect.any(String));
    expect(created('POST')).toBe(posts + 1);
    const secret = await webhookSecretFor(ctx.db, ctx.config, null);
    const server = {
      url: `${APP_URL}${DO_NOT_CALL_TOOL_PATH}`,
      headers: { Authorization: `Bearer ${secret}` },
    };
    expect(vapi.tools.tools.get(toolId as string)).toMatchObject({
      type: 'function',
      function: {
        name: 'add_to_do_not_call',
        description: DO_NOT_CALL_TOOL_FUNCTION.description,
        // An empty `required` is left out of the body.
        parameters: { type: 'object', properties: DO_NOT_CALL_TOOL_FUNCTION.parameters.properties },
      },
      server,
    });
    // The body sent, as Vapi's CreateFunctionToolDTO declares it (the stand-in checks it too: no violations).
    const body = vapi.tools.requests
      .filter((r) => r.method === 'POST' && r.path === '/tool')
      .at(-1)?.body;
    const dto = openApiValidator(contractPath('vapi-next.subset.json')).at(
      '#/components/schemas/CreateFunctionToolDTO',
    );
    expect(dto(body) ? [] : describeErrors(dto.errors)).toEqual([]);
    expect(body).toMatchObject({ type: 'function', server });
    expect(modelOf(assistant.vapi_assistant_id)?.toolIds).toEqual([toolId]);

    // Saved again: the same tool, updated, still on the assistant; nothing created.
    const patches = created('PATCH');
    const renamed = await send(
      'PUT',
      `/api/assistants/${assistant.id}`,
      assistantPayload({ name: 'Renamed' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(await toolIdOf(assistant.id)).toBe(toolId);
    expect(created('POST')).toBe(posts + 1);
    expect(created('PATCH')).toBe(patches + 1);
    expect(modelOf(assistant.vapi_assistant_id)?.toolIds).toEqual([toolId]);

    // With a transfer tool: both on the assistant, and a save keeps both.
    const transfer = await send('PUT', `/api/assistants/${assistant.id}/transfer-destinations`, {
      destinations: [{ number: '+14155550123', description: 'The caller asks for a person' }],
    });
    expect(transfer.statusCode).toBe(200);
    const [transferId] = modelOf(assistant.vapi_assistant_id)?.toolIds ?? [];
    expect(transferId).not.toBe(toolId);
    expect(modelOf(assistant.vapi_assistant_id)?.toolIds).toEqual([transferId, toolId]);
    expect(
      (await send('PUT', `/api/assistants/${assistant.id}`, assistantPayload())).statusCode,
    ).toBe(200);
    expect(modelOf(assistant.vapi_assistant_id)?.toolIds).toEqual([transferId, toolId]);

    expect(vapi.assistants.violations).toEqual([]);
    expect(vapi.tools.violations).toEqual([]);
  });

  it('gives no tool to an assistant without a number, and one when it gets a number', async () => {
    const requests = created('POST');
    const res = await send('POST', '/api/assistants', assistantPayload({ name: 'Inbound only' }));
    expect(res.statusCode).toBe(201);
    const assistant = res.json().data as { id: number; vapi_assistant_id: string };
    expect(await toolIdOf(assistant.id)).toBeNull();
    expect(created('POST')).toBe(requests);
    expect(modelOf(assistant.vapi_assistant_id)?.toolIds).toBeUndefined();

    const numbered = await send(
      'PUT',
      `/api/assistants/${assistant.id}`,
      assistantPayload({ name: 'Now calls out', selected_phone_number: nextNumber() }),
    );
    expect(numbered.statusCode).toBe(200);
    const toolId = await toolIdOf(assistant.id);
    expect(toolId).toEqual(expect.any(String));
    expect(vapi.tools.tools.get(toolId as string)).toMatchObject({
      function: { name: 'add_to_do_not_call' },
    });
    expect(modelOf(assistant.vapi_assistant_id)?.toolIds).toEqual([toolId]);
    expect(vapi.tools.violations).toEqual([]);
  });

  it('creates the tool again when it was deleted on Vapi, swapping it on the assistant', async () => {
    const assistant = await withNumber();
    const toolId = (await toolIdOf(assistant.id)) as string;
    vapi.tools.tools.delete(toolId);
    const saved = await send('PUT', `/api/assistants/${assistant.id}`, assistantPayload());
    expect(saved.statusCode).toBe(200);
    const again = (await toolIdOf(assistant.id)) as string;
    expect(again).not.toBe(toolId);
    expect(vapi.tools.tools.has(again)).toBe(true);
    expect(modelOf(assistant.vapi_assistant_id)?.toolIds).toEqual([again]);
  });

  it('keeps nothing when Vapi refuses the tool (422) or cannot take the assistant (502)', async () => {
    const assistantsBefore = vapi.assistants.assistants.size;
    const toolsBefore = vapi.tools.tools.size;
    const count = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('assistants')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rows = await count();
    vapi.tools.failNext(
      400,
      { message: ['function.description must be shorter'], statusCode: 400 },
      { method: 'POST', path: /^\/tool$/ },
    );
    const refused = await send(
      'POST',
      '/api/assistants',
      assistantPayload({ selected_phone_number: nextNumber() }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('function.description must be shorter');
    expect(vapi.assistants.assistants.size).toBe(assistantsBefore);
    expect(vapi.tools.tools.size).toBe(toolsBefore);
    expect(await count()).toBe(rows);

    // The tool is made, then the assistant refused: the tool is deleted again.
    vapi.assistants.failNext(503, { message: 'Service Unavailable' });
    const down = await send(
      'POST',
      '/api/assistants',
      assistantPayload({ selected_phone_number: nextNumber() }),
    );
    expect(down.statusCode).toBe(502);
    expect(vapi.assistants.assistants.size).toBe(assistantsBefore);
    expect(vapi.tools.tools.size).toBe(toolsBefore);
    expect(await count()).toBe(rows);

    // On a save that gives a number: the assistant as it was, no tool on it or kept.
    const inbound = await send('POST', '/api/assistants', assistantPayload({ name: 'Inbound' }));
    const assistant = inbound.json().data as { id: number; vapi_assistant_id: string };
    vapi.assistants.failNext(503, { message: 'Service Unavailable' });
    const stuck = await send(
      'PUT',
      `/api/assistants/${assistant.id}`,
      assistantPayload({ name: 'Inbound', selected_phone_number: nextNumber() }),
    );
    expect(stuck.statusCode).toBe(502);
    expect(await toolIdOf(assistant.id)).toBeNull();
    expect(vapi.tools.tools.size).toBe(toolsBefore);
    expect(modelOf(assistant.vapi_assistant_id)?.toolIds).toBeUndefined();
  });

  it('deletes the tool with the assistant', async () => {
    const assistant = await withNumber();
    const toolId = (await toolIdOf(assistant.id)) as string;
    expect(vapi.tools.tools.has(toolId)).toBe(true);
    expect((await send('DELETE', `/api/assistants/${assistant.id}`)).statusCode).toBe(200);
    expect(vapi.tools.tools.has(toolId)).toBe(false);
    expect(vapi.tools.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/tool/${toolId}` });
  });

  it("adds the caller's number to the tenant's list when Vapi calls the tool as it was created", async () => {
    const assistant = await withNumber('Callbacks');
    const tool = vapi.tools.tools.get((await toolIdOf(assistant.id)) as string) as {
      server: { url: string; headers: Record<string, string> };
    };
    // Exactly what Vapi sends: a tool-calls message to the tool's server URL with the tool's headers.
    const body = toolCallsBody(
      assistant.vapi_assistant_id,
      'add_to_do_not_call',
      { reason: 'Asked us to stop calling' },
      { callId: 'call-dnc-vapi-1', customerNumber: '+12025550166' },
    );
    const res = await request(ctx.app, {
      method: 'POST',
      url: new URL(tool.server.url).pathname,
      payload: body,
      headers: {
        'content-type': 'application/json',
        authorization: tool.server.headers.Authorization as string,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      results: [
        expect.objectContaining({ name: 'add_to_do_not_call', result: DO_NOT_CALL_TOOL_ADDED }),
      ],
    });
    expect(await isDoNotCall(ctx.db, { resellerId: null }, ['+12025550166'])).toEqual(
      new Set(['+12025550166']),
    );
  });
});
