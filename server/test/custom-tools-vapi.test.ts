import { describe, expect, it } from '@jest/globals';
import { CUSTOM_TOOLS_PATH, webhookSecretFor } from '../src/domains/voice';
import { assistantPayload } from './helpers/assistant-payload';
import { databases } from './helpers/test-app';
import { useVapiHeldAssistants } from './helpers/vapi-held-assistant';

/**
 * Custom tools of an assistant held by Vapi: each is a function tool served by our CUSTOM_TOOLS_PATH (created,
 * updated, deleted with it) in the assistant's model.toolIds, also after the assistant is saved again. Against
 * the local stand-ins checking every request against vapi.subset.json (assistants) and vapi-next.subset.json
 * (tools).
 */

const KEY = 'vapi-private-key-custom-tools';
const PARAMETERS = {
  type: 'object',
  properties: { order_number: { type: 'string', description: 'The order number.' } },
  required: ['order_number'],
};
const input = (values: Record<string, unknown> = {}) => ({
  name: 'check_order',
  description: 'Looks up the status of an order.',
  url: 'https://shop.example.com/tools/order',
  timeout_seconds: 8,
  parameters: PARAMETERS,
  ...values,
});

describe.each(databases)('custom tools on Vapi on %s', (dialect) => {
  const vapi = useVapiHeldAssistants(dialect, KEY, { appUrl: 'https://voice.example.test' });
  const { ctx, send, newAssistant, modelOf } = vapi;

  it('creates, updates and deletes the function tool and keeps it on the assistant', async () => {
    const created = await newAssistant();
    const url = `/api/assistants/${created.id}/tools`;
    const first = await send('POST', url, input());
    expect(first.statusCode).toBe(200);
    const tool = first.json().data as { id: number; remote_tool_id: string };
    expect(tool.remote_tool_id).toEqual(expect.any(String));
    const secret = await webhookSecretFor(ctx.db, ctx.config, null);
    expect(vapi.tools.tools.get(tool.remote_tool_id)).toMatchObject({
      type: 'function',
      function: {
        name: 'check_order',
        description: 'Looks up the status of an order.',
        parameters: PARAMETERS,
      },
      server: {
        url: `${ctx.config.appUrl}${CUSTOM_TOOLS_PATH}`,
        headers: { Authorization: `Bearer ${secret}` },
        timeoutSeconds: 13,
      },
    });
    expect(modelOf(created.vapi_assistant_id)?.toolIds).toEqual([tool.remote_tool_id]);

    const second = (await send('POST', url, input({ name: 'cancel_order' }))).json().data as {
      remote_tool_id: string;
    };
    expect(modelOf(created.vapi_assistant_id)?.toolIds).toEqual([
      tool.remote_tool_id,
      second.remote_tool_id,
    ]);

    const updated = await send('PUT', `${url}/${tool.id}`, input({ description: 'Order status.' }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.remote_tool_id).toBe(tool.remote_tool_id);
    expect(vapi.tools.tools.get(tool.remote_tool_id)).toMatchObject({
      function: { description: 'Order status.' },
    });

    // Saving the assistant keeps both tools on its model.
    const renamed = await send(
      'PUT',
      `/api/assistants/${created.id}`,
      assistantPayload({ name: 'Renamed' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(modelOf(created.vapi_assistant_id)?.toolIds).toEqual([
      tool.remote_tool_id,
      second.remote_tool_id,
    ]);

    expect((await send('DELETE', `${url}/${tool.id}`)).statusCode).toBe(200);
    expect(vapi.tools.tools.has(tool.remote_tool_id)).toBe(false);
    expect(modelOf(created.vapi_assistant_id)?.toolIds).toEqual([second.remote_tool_id]);

    expect(vapi.assistants.violations).toEqual([]);
    expect(vapi.tools.violations).toEqual([]);
  });

  it("deletes the assistant's custom tools with the assistant", async () => {
    const created = await newAssistant();
    const tool = (await send('POST', `/api/assistants/${created.id}/tools`, input())).json()
      .data as { remote_tool_id: string };
    expect(vapi.tools.tools.has(tool.remote_tool_id)).toBe(true);
    expect((await send('DELETE', `/api/assistants/${created.id}`)).statusCode).toBe(200);
    expect(vapi.tools.tools.has(tool.remote_tool_id)).toBe(false);
  });

  it('answers 502 and keeps the row when Vapi no longer has the tool being updated', async () => {
    const created = await newAssistant();
    const url = `/api/assistants/${created.id}/tools`;
    const tool = (await send('POST', url, input())).json().data as {
      id: number;
      remote_tool_id: string;
    };
    vapi.tools.tools.delete(tool.remote_tool_id);
    const gone = await send('PUT', `${url}/${tool.id}`, input({ description: 'Order status.' }));
    expect(gone.statusCode).toBe(502);
    expect((await send('GET', url)).json().data).toMatchObject([
      { description: 'Looks up the status of an order.', remote_tool_id: tool.remote_tool_id },
    ]);
  });

  it('keeps nothing when Vapi refuses the tool or the assistant cannot take it', async () => {
    const created = await newAssistant();
    const url = `/api/assistants/${created.id}/tools`;
    vapi.tools.failNext(
      400,
      { message: ['function.name must be shorter'], statusCode: 400 },
      { method: 'POST', path: /^\/tool$/ },
    );
    const refused = await send('POST', url, input());
    expect(refused.statusCode).toBe(422);
    expect((await send('GET', url)).json().data).toEqual([]);

    const before = vapi.tools.tools.size;
    vapi.assistants.failNext(503, { message: 'Service Unavailable' });
    const down = await send('POST', url, input());
    expect(down.statusCode).toBe(502);
    expect(vapi.tools.tools.size).toBe(before);
    expect((await send('GET', url)).json().data).toEqual([]);
    expect(modelOf(created.vapi_assistant_id)?.toolIds).toBeUndefined();
  });
});
