import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, type Reply } from '@voice/api-client/testing';
import { OUTBOUND_CALL_MESSAGES } from '@voice/contracts/schemas';
import {
  assistant,
  cardOf,
  page,
  renderList,
  signedInEachTest,
} from '../assistant-list/test-support';

let server: ReturnType<typeof fakeServer>;
afterEach(() => server?.restore());
signedInEachTest('user');

const detail: Reply = {
  status: 200,
  data: {
    success: true,
    data: {
      ...assistant(1, { name: 'Reminders', phone_number: '+12125550123' }),
      webhook_url: null,
      first_message_mode: 'assistant-speaks-first',
      first_message_interruptions_enabled: false,
      vapi_data: {
        firstMessage: 'Hi {{first_name}}, about your {{ appointment }}.',
        model: { messages: [{ role: 'system', content: 'Remind {{first_name}}.' }] },
      },
    },
  },
};

/** POST /api/assistants/{id}/calls: the sandbox's call, ended with `outcome`. */
const placed = (callId: string, outcome: string): Reply => ({
  status: 200,
  data: {
    success: true,
    message: 'Call placed',
    data: { call_id: callId, status: 'ended', outcome },
  },
});

function listServer(extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /api/assistants': () =>
      page([
        assistant(1, { name: 'Reminders', phone_number: '+12125550123' }),
        assistant(2, { name: 'Numberless' }),
      ]),
    'GET /api/assistants/1': () => detail,
    ...extra,
  });
}

async function openDialog() {
  const user = userEvent.setup();
  renderList();
  const card = cardOf(await screen.findByRole('heading', { name: 'Reminders' }));
  await user.click(within(card).getByRole('button', { name: 'Call a number with Reminders' }));
  const dialog = await screen.findByRole('dialog', { name: 'Call a number with Reminders' });
  return { user, dialog };
}

describe('Call a number', () => {
  it('is offered only for an assistant with a number', async () => {
    server = listServer();
    renderList();
    const numberless = cardOf(await screen.findByRole('heading', { name: 'Numberless' }));
    expect(within(numberless).queryByRole('button', { name: /Call a number/ })).toBeNull();
  });

  it('checks the number before sending anything', async () => {
    server = listServer();
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText('+12125550123')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Number to call/), '415 555 0100');
    await user.click(within(dialog).getByRole('button', { name: 'Call' }));
    expect(await within(dialog).findByText(OUTBOUND_CALL_MESSAGES.to)).toBeInTheDocument();
    expect(server.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it("offers the assistant's variables, calls with them and links the call log", async () => {
    let sent: unknown;
    server = listServer({
      'POST /api/assistants/1/calls': (request) => {
        sent = request.body;
        return placed('sandbox-call-7', 'voicemail');
      },
    });
    const { user, dialog } = await openDialog();
    const names = await within(dialog).findAllByLabelText('Name');
    expect(names.map((input) => (input as HTMLInputElement).value)).toEqual([
      'first_name',
      'appointment',
    ]);
    const values = within(dialog).getAllByLabelText('Value');
    await user.type(values[0] as HTMLElement, 'Ada');
    await user.type(within(dialog).getByLabelText(/Number to call/), '+1 415 555 0100');
    await user.click(within(dialog).getByRole('button', { name: 'Call' }));

    expect(await within(dialog).findByText('The call reached voicemail.')).toBeInTheDocument();
    // The empty variable is left out; the number goes in E.164.
    expect(sent).toEqual({ to: '+14155550100', variables: { first_name: 'Ada' } });
    expect(within(dialog).getByRole('link', { name: 'View the call log' })).toHaveAttribute(
      'href',
      '/call-logs/sandbox-call-7',
    );
  });

  it("shows the server's refusal", async () => {
    server = listServer({
      'POST /api/assistants/1/calls': () => ({
        status: 422,
        data: { success: false, message: 'This number is on the do-not-call list.' },
      }),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Number to call/), '+14155550100');
    await user.click(within(dialog).getByRole('button', { name: 'Call' }));
    expect(
      await within(dialog).findByText('This number is on the do-not-call list.'),
    ).toBeInTheDocument();
  });

  it('calls from the number chosen when the assistant has several', async () => {
    let sent: unknown;
    server = listServer({
      'GET /api/assistants/1/phone-numbers': () => ({
        status: 200,
        data: {
          success: true,
          data: [
            { id: 21, phone_number: '+12125550123', label: null },
            { id: 22, phone_number: '+12125550177', label: 'New York, NY' },
          ],
        },
      }),
      'POST /api/assistants/1/calls': (request) => {
        sent = request.body;
        return placed('sandbox-call-8', 'answered');
      },
    });
    const { user, dialog } = await openDialog();
    const from = await within(dialog).findByLabelText('Call from');
    expect(from).toHaveDisplayValue('+12125550123');
    await user.selectOptions(from, '+12125550177 (New York, NY)');
    await user.type(within(dialog).getByLabelText(/Number to call/), '+14155550100');
    await user.click(within(dialog).getByRole('button', { name: 'Call' }));
    expect(await within(dialog).findByText('The call was answered.')).toBeInTheDocument();
    expect(sent).toEqual({ to: '+14155550100', from_phone_number_id: 22 });
  });
});
