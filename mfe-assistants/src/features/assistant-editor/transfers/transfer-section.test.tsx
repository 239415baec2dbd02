import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TransferDestination } from '@voice/contracts';
import { TRANSFER_DESCRIPTION_REQUIRED, TRANSFER_NUMBER_INVALID } from '@voice/contracts/schemas';
import type { Reply } from '@voice/api-client/testing';
import { renderEditorSection, serverPerTest } from '../editor-section/test-support';
import { i18n } from '@voice/ui/core';
import { TRANSFER_NONE_TEXT, TRANSFER_SAVE_FIRST_TEXT, TransferSection } from './transfer-section';

const URL = '/api/assistants/12/transfer-destinations';
const SALES: TransferDestination = {
  number: '+14155550123',
  description: 'Sales: prices or a quote',
  message: 'Connecting you to sales.',
};

const reply = (destinations: TransferDestination[]): Reply => ({
  status: 200,
  data: { success: true, data: { destinations } },
});

const serve = serverPerTest();

const renderSection = (assistantId: string | null = '12') =>
  renderEditorSection(<TransferSection assistantId={assistantId} />);
const save = () => screen.getByRole('button', { name: 'Save transfer destinations' });

describe('call transfer section', () => {
  it('asks a new assistant to be saved first', () => {
    renderSection(null);
    expect(screen.getByRole('region', { name: 'Call transfer' })).toHaveTextContent(
      i18n._(TRANSFER_SAVE_FIRST_TEXT),
    );
  });

  it('shows the saved destinations, adds one and saves the list', async () => {
    const server = serve({
      [`GET ${URL}`]: () => reply([SALES]),
      [`PUT ${URL}`]: (request) => {
        const body = request.body as { destinations: TransferDestination[] };
        return reply(body.destinations);
      },
    });
    const user = userEvent.setup();
    renderSection();
    const first = await screen.findByRole('listitem');
    expect(within(first).getByRole('textbox', { name: /Phone number/ })).toHaveValue(SALES.number);
    expect(within(first).getByRole('textbox', { name: /When to transfer/ })).toHaveValue(
      SALES.description,
    );

    await user.click(screen.getByRole('button', { name: 'Add destination' }));
    const second = screen.getAllByRole('listitem')[1] as HTMLElement;
    await user.type(within(second).getByRole('textbox', { name: /Phone number/ }), '+442071838750');
    await user.type(
      within(second).getByRole('textbox', { name: /When to transfer/ }),
      'Support: something is broken',
    );
    await user.click(save());
    expect(await screen.findByText('Transfer destinations saved.')).toBeVisible();
    expect(server.requests(URL).find((r) => r.method === 'PUT')?.body).toEqual({
      destinations: [
        SALES,
        { number: '+442071838750', description: 'Support: something is broken', message: null },
      ],
    });
  });

  it('checks the fields before saving, with the contracts’ messages', async () => {
    const server = serve({ [`GET ${URL}`]: () => reply([]) });
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText(i18n._(TRANSFER_NONE_TEXT))).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add destination' }));
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '4155550123');
    await user.click(save());
    expect(await screen.findByText(TRANSFER_NUMBER_INVALID)).toBeVisible();
    expect(screen.getByText(TRANSFER_DESCRIPTION_REQUIRED)).toBeVisible();
    expect(server.requests(URL).filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('shows the server’s field errors on their fields until edited, and removes a row', async () => {
    serve({
      [`GET ${URL}`]: () => reply([SALES]),
      [`PUT ${URL}`]: () => ({
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: { 'destinations.0.number': ['The voice platform refused this number.'] },
        },
      }),
    });
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole('listitem');
    await user.click(save());
    expect(await screen.findByText('The voice platform refused this number.')).toBeVisible();
    expect(
      screen.getByText('The transfer destinations were not saved: a field needs fixing.'),
    ).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '4');
    await waitFor(() =>
      expect(screen.queryByText('The voice platform refused this number.')).toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'Remove destination 1' }));
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
