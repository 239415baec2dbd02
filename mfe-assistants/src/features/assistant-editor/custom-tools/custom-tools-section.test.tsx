import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomTool } from '@voice/contracts';
import { CUSTOM_TOOL_MESSAGES } from '@voice/contracts/schemas';
import type { Reply } from '@voice/api-client/testing';
import { renderEditorSection, serverPerTest } from '../editor-section/test-support';
import { i18n } from '@voice/ui/core';
import { CUSTOM_TOOLS_SAVE_FIRST_TEXT, CustomToolsSection } from './custom-tools-section';

const URL = '/api/assistants/12/tools';

function tool(overrides: Partial<CustomTool> = {}): CustomTool {
  return {
    id: 3,
    assistant_id: 12,
    name: 'check_order',
    description: 'Looks up the status of an order.',
    parameters: {
      type: 'object',
      properties: { order_number: { type: 'string' } },
      required: ['order_number'],
    },
    url: 'https://shop.example.com/tools/order',
    timeout_seconds: 10,
    remote_tool_id: null,
    created_at: '2026-11-28T10:00:00.000Z',
    updated_at: '2026-11-28T10:00:00.000Z',
    ...overrides,
  };
}

const ok = (data: unknown): Reply => ({ status: 200, data: { success: true, data } });

const serve = serverPerTest();

const renderSection = (assistantId: string | null = '12') =>
  renderEditorSection(<CustomToolsSection assistantId={assistantId} />);

describe('custom tools section', () => {
  it('asks to save a new assistant first', () => {
    renderSection(null);
    expect(screen.getByText(i18n._(CUSTOM_TOOLS_SAVE_FIRST_TEXT))).toBeVisible();
  });

  it('lists the tools with their URL, timeout and parameters', async () => {
    serve({ [`GET ${URL}`]: () => ok([tool()]) });
    renderSection();
    const list = await screen.findByRole('list', { name: 'Custom tools' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('check_order');
    expect(row).toHaveTextContent('Looks up the status of an order.');
    expect(row).toHaveTextContent(
      'https://shop.example.com/tools/order · Timeout 10 s · Parameters: order_number',
    );
  });

  it('adds a tool: checks the JSON and the fields first, then sends it', async () => {
    let sent: unknown;
    const server = serve({
      [`GET ${URL}`]: () => ok(sent ? [tool()] : []),
      [`POST ${URL}`]: (request) => {
        sent = request.body;
        return ok(tool());
      },
    });
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText('No custom tools yet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add custom tool' }));
    const form = screen.getByRole('form', { name: 'New custom tool' });
    await user.type(within(form).getByLabelText('Name'), 'check order');
    const params = within(form).getByLabelText('Parameters (JSON schema)');
    await user.clear(params);
    await user.type(params, '{{"type": "object"');
    await user.click(within(form).getByRole('button', { name: 'Save tool' }));
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription(
      expect.stringContaining(CUSTOM_TOOL_MESSAGES.nameInvalid) as unknown as string,
    );
    expect(params).toHaveAccessibleDescription(
      expect.stringContaining(CUSTOM_TOOL_MESSAGES.parametersNotJson) as unknown as string,
    );
    expect(within(form).getByLabelText('Description')).toHaveAccessibleDescription(
      expect.stringContaining(CUSTOM_TOOL_MESSAGES.descriptionRequired) as unknown as string,
    );
    expect(server.requests(URL).filter((r) => r.method === 'POST')).toHaveLength(0);

    const name = within(form).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'check_order');
    await user.type(within(form).getByLabelText('Description'), 'Looks up the status of an order.');
    const url = within(form).getByLabelText('URL');
    await user.clear(url);
    await user.type(url, 'https://shop.example.com/tools/order');
    await user.clear(params);
    await user.click(params);
    await user.paste(
      '{"type": "object", "properties": {"order_number": {"type": "string"}}, "required": ["order_number"]}',
    );
    await user.click(within(form).getByRole('button', { name: 'Save tool' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({
      name: 'check_order',
      description: 'Looks up the status of an order.',
      url: 'https://shop.example.com/tools/order',
      timeout_seconds: 10,
      parameters: {
        type: 'object',
        properties: { order_number: { type: 'string' } },
        required: ['order_number'],
      },
    });
    expect(await screen.findByRole('list', { name: 'Custom tools' })).toHaveTextContent(
      'check_order',
    );
    expect(screen.queryByRole('form', { name: 'New custom tool' })).toBeNull();
  });

  it("shows the server's field errors on their fields", async () => {
    serve({
      [`GET ${URL}`]: () => ok([tool()]),
      [`PUT ${URL}/3`]: () => ({
        status: 422,
        data: {
          success: false,
          message: 'The given data was invalid.',
          errors: { url: ['The URL must start with https://.'] },
        },
      }),
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit check_order' }));
    const form = screen.getByRole('form', { name: 'Edit check_order' });
    expect(within(form).getByLabelText('Timeout (seconds)')).toHaveValue(10);
    await user.click(within(form).getByRole('button', { name: 'Save tool' }));
    expect(await within(form).findByText('The URL must start with https://.')).toBeVisible();
    expect(within(form).getByText('The tool was not saved: see the fields below.')).toBeVisible();
  });

  it('deletes a tool after a confirmation', async () => {
    let deleted = false;
    serve({
      [`GET ${URL}`]: () => ok(deleted ? [] : [tool()]),
      [`DELETE ${URL}/3`]: () => {
        deleted = true;
        return { status: 200, data: { success: true, message: 'Tool deleted' } };
      },
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete check_order' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this tool?' });
    expect(dialog).toHaveTextContent('The assistant can no longer call check_order.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete tool' }));
    expect(await screen.findByText('No custom tools yet')).toBeVisible();
    expect(deleted).toBe(true);
  });
});
