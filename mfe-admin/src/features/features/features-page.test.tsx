import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminFeature } from '@voice/contracts/schemas';
import { renderWithQueries } from '@voice/ui/testing';
import { fakeServer } from '@voice/api-client/testing';
import FeaturesPage, { moved } from './features-page';

const INHERITED_NOTE =
  "Your site shows the main site's features. Your first change makes your own copy of this list; the main site's list stays as it is.";
import { ok } from '../../shared/test-support/replies';

const feature = (id: number, title: string, extra: Partial<AdminFeature> = {}): AdminFeature => ({
  id,
  title,
  description: `${title} described`,
  icon: 'phone',
  is_active: true,
  sort_order: id,
  ...extra,
});

const ANSWERING = feature(1, 'Call Answering');
const BOOKING = feature(2, 'Booking', { icon: 'calendar' });
const CRM = feature(3, 'CRM', { icon: null, is_active: false });

function renderPage() {
  return renderWithQueries(<FeaturesPage />);
}

let server: ReturnType<typeof fakeServer>;
afterEach(() => server?.restore());

function rowTitles(): string[] {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('strong')?.textContent ?? '');
}

describe('moved', () => {
  it('moves one id and leaves the list as it is for a move off either end', () => {
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    const ids = [1, 2, 3];
    expect(moved(ids, 0, -1)).toBe(ids);
    expect(moved(ids, 2, 3)).toBe(ids);
  });
});

describe('features (/admin/features)', () => {
  it('lists the features in order and reorders with the keyboard, keeping the focus on the moved one', async () => {
    let list = [ANSWERING, BOOKING, CRM];
    const orders: unknown[] = [];
    server = fakeServer({
      'GET /api/admin/features': () => ({
        status: 200,
        data: { success: true, data: list, inherited: false },
      }),
      'PUT /api/admin/features/order': (request) => {
        const { ids } = request.body as { ids: number[] };
        orders.push(ids);
        list = ids.map((id, index) => ({
          ...(list.find((f) => f.id === id) as AdminFeature),
          sort_order: index + 1,
        }));
        return ok(list, 'Feature order saved');
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table');
    expect(rowTitles()).toEqual(['Call Answering', 'Booking', 'CRM']);
    expect(screen.getByRole('button', { name: 'Move Call Answering up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move CRM down' })).toBeDisabled();
    const crmRow = screen.getAllByRole('row')[3] as HTMLElement;
    expect(crmRow).toHaveTextContent('Hidden');
    expect(crmRow).toHaveTextContent('Default');

    // Keyboard only: focus the button and press Enter.
    screen.getByRole('button', { name: 'Move Call Answering down' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowTitles()).toEqual(['Booking', 'Call Answering', 'CRM']));
    expect(orders).toEqual([[2, 1, 3]]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Call Answering down' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowTitles()).toEqual(['Booking', 'CRM', 'Call Answering']));
    // At the bottom, its "down" is disabled: the focus moves to its "up".
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Call Answering up' })).toHaveFocus(),
    );
    expect(orders).toEqual([
      [2, 1, 3],
      [2, 3, 1],
    ]);
  });

  it('puts the previous order back when the server refuses it', async () => {
    server = fakeServer({
      'GET /api/admin/features': () => ({
        status: 200,
        data: { success: true, data: [ANSWERING, BOOKING], inherited: false },
      }),
      'PUT /api/admin/features/order': () => ({
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: { ids: ['The order must list each feature exactly once'] },
        },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Move Booking up' }));
    expect(await screen.findByText('The given data was invalid.')).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Call Answering', 'Booking']);
  });

  it('hides and shows a feature, and deletes one after confirming', async () => {
    const sent: { method: string; url: string; body: unknown }[] = [];
    server = fakeServer({
      'GET /api/admin/features': () => ({
        status: 200,
        data: { success: true, data: [ANSWERING, CRM], inherited: false },
      }),
      'PUT /api/admin/features/1': (request) => {
        sent.push(request);
        return ok({ ...ANSWERING, is_active: false }, 'Feature updated successfully');
      },
      'PUT /api/admin/features/3': (request) => {
        sent.push(request);
        return ok({ ...CRM, is_active: true }, 'ok');
      },
      'DELETE /api/admin/features/3': (request) => {
        sent.push(request);
        return { status: 200, data: { success: true, message: 'Feature deleted successfully' } };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Hide Call Answering' }));
    expect(await screen.findByText('Call Answering is hidden')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show CRM' }));
    expect(await screen.findByText('CRM is shown')).toBeInTheDocument();
    expect(sent.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/features/1',
        body: {
          title: 'Call Answering',
          description: 'Call Answering described',
          icon: 'phone',
          is_active: false,
        },
      },
      {
        method: 'PUT',
        url: '/api/admin/features/3',
        body: { title: 'CRM', description: 'CRM described', icon: null, is_active: true },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete CRM' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the feature CRM? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Feature deleted successfully')).toBeInTheDocument();
    expect(sent.at(-1)?.method).toBe('DELETE');
  });

  it('creates a feature through the dialog, checked with the shared schema first', async () => {
    let created: unknown = null;
    server = fakeServer({
      'GET /api/admin/features': () => ({
        status: 200,
        data: { success: true, data: [ANSWERING, BOOKING], inherited: true },
      }),
      'POST /api/admin/features': (request) => {
        created = request.body;
        return {
          status: 201,
          data: {
            success: true,
            message: 'Feature created successfully',
            data: feature(9, 'Voicemail'),
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(INHERITED_NOTE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Feature' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Feature' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Feature' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(created).toBeNull();

    await user.type(within(dialog).getByLabelText(/^Title/), 'Voicemail');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Messages transcribed.');
    await user.selectOptions(within(dialog).getByLabelText(/^Icon/), 'mail');
    await user.click(within(dialog).getByRole('button', { name: 'Add Feature' }));
    expect(await screen.findByText('Feature created successfully')).toBeInTheDocument();
    expect(created).toEqual({
      title: 'Voicemail',
      description: 'Messages transcribed.',
      icon: 'mail',
      is_active: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
