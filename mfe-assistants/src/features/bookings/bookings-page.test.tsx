import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { BookingListItem } from '@voice/contracts';
import {
  captureSavedFiles,
  fakeServer,
  pagedReply,
  queryWrapper,
  type Reply,
  type SeenRequest,
} from '@voice/api-client/testing';
import { useSession } from '@voice/session';
import { TestThemeProvider } from '@voice/ui/testing';
import { signIn } from '../assistant-list/test-support';
import BookingsPage from './bookings-page';

function booking(id: number, overrides: Partial<BookingListItem> = {}): BookingListItem {
  return {
    id,
    assistant_id: 3,
    assistant_name: 'Front Desk',
    // 09:00 in Berlin (UTC+1 in December).
    starts_at: '2026-12-07T08:00:00.000Z',
    ends_at: '2026-12-07T08:30:00.000Z',
    time_zone: 'Europe/Berlin',
    caller_name: 'Ana Lopez',
    caller_number: '+14155550123',
    caller_email: 'ana@example.com',
    reason: 'Teeth cleaning',
    status: 'booked',
    created_at: '2026-11-28T10:00:00.000Z',
    ...overrides,
  };
}

const page = (rows: BookingListItem[], current = 1, last = 1, total = rows.length): Reply =>
  pagedReply(rows, { current, last, perPage: 20, total });

const ASSISTANTS: Reply = pagedReply(
  [
    { id: 3, name: 'Front Desk' },
    { id: 4, name: 'Night Line' },
  ],
  { perPage: 100 },
);

let server: ReturnType<typeof fakeServer> | null = null;
let files: ReturnType<typeof captureSavedFiles>;

function serve(routes: Parameters<typeof fakeServer>[0]) {
  server = fakeServer({ 'GET /api/assistants': () => ASSISTANTS, ...routes });
  return server;
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderBookings(path = '/bookings') {
  const Wrapper = queryWrapper();
  return render(
    <TestThemeProvider>
      <Wrapper>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/bookings" element={<BookingsPage />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </Wrapper>
    </TestThemeProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  signIn('user');
  files = captureSavedFiles();
});
afterEach(() => {
  server?.restore();
  server = null;
  files.restore();
  useSession.getState().clear();
});

function readBlob(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no file saved'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('bookings page', () => {
  it('lists the bookings with the slot in the calendar zone, the caller, the reason and the status', async () => {
    const s = serve({
      'GET /api/bookings': () =>
        page([booking(1), booking(2, { status: 'cancelled', caller_email: null })], 1, 1, 2),
    });
    renderBookings();
    expect(screen.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Bookings' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [booked, cancelled] = rows as [HTMLElement, HTMLElement];
    expect(booked).toHaveTextContent('Mon, Dec 7, 2026, 9:00 AM – 9:30 AM');
    expect(booked).toHaveTextContent('Europe/Berlin');
    expect(booked).toHaveTextContent('Ana Lopez');
    expect(booked).toHaveTextContent('+14155550123');
    expect(booked).toHaveTextContent('ana@example.com');
    expect(booked).toHaveTextContent('Teeth cleaning');
    expect(within(booked).getByText('Booked')).toBeVisible();
    expect(within(cancelled).getByText('Cancelled')).toBeVisible();
    // Only a booked appointment can be cancelled.
    expect(
      within(booked).getByRole('button', { name: /^Cancel the booking of Ana Lopez/ }),
    ).toBeVisible();
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 bookings')).toBeVisible();
    expect(s.requests('/api/bookings')[0]?.params).toEqual({ page: 1, per_page: 20 });
    expect(s.requests('/api/bookings')[0]?.headers.Authorization).toBe('Bearer token-1');
  });

  it('filters by assistant, status, dates and caller search, kept in the address', async () => {
    const user = userEvent.setup();
    const s = serve({ 'GET /api/bookings': () => page([booking(1)]) });
    renderBookings();
    await screen.findByRole('table', { name: 'Bookings' });
    await screen.findByRole('option', { name: 'Night Line' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Assistant' }), '4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'cancelled');
    await user.type(screen.getByLabelText('From'), '2026-12-01');
    await user.type(screen.getByLabelText('To'), '2026-12-31');
    await user.type(screen.getByRole('searchbox', { name: 'Caller' }), ' Ana ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(s.requests('/api/bookings').at(-1)?.params).toEqual({
        page: 1,
        per_page: 20,
        assistant_id: 4,
        status: 'cancelled',
        from: '2026-12-01',
        to: '2026-12-31',
        search: 'Ana',
      }),
    );
    expect(location()).toBe(
      '/bookings?assistant_id=4&status=cancelled&from=2026-12-01&to=2026-12-31&search=Ana',
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/bookings');
    expect(screen.getByRole('searchbox', { name: 'Caller' })).toHaveValue('');
  });

  it('sends nothing while the end date is before the start date, and says so on the field', async () => {
    const s = serve({ 'GET /api/bookings': () => page([booking(1)]) });
    renderBookings('/bookings?from=2026-12-10&to=2026-12-01');
    expect(
      await screen.findByText('The end date must be on or after the start date.'),
    ).toBeVisible();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await screen.findByRole('option', { name: 'Front Desk' });
    expect(s.requests('/api/bookings')).toHaveLength(0);
  });

  it('says when no booking matches the filters', async () => {
    serve({ 'GET /api/bookings': () => page([]) });
    renderBookings('/bookings?status=cancelled');
    expect(await screen.findByRole('heading', { name: 'No bookings found' })).toBeVisible();
    expect(screen.getByText('No booking matches these filters.')).toBeVisible();
  });

  it('cancels a booking after confirming, then reads the list again', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const s = serve({
      'GET /api/bookings': () => page([booking(1, cancelled ? { status: 'cancelled' } : {})]),
      'POST /api/bookings/1/cancel': () => {
        cancelled = true;
        return { status: 200, data: { success: true, data: booking(1, { status: 'cancelled' }) } };
      },
    });
    renderBookings();
    await user.click(
      await screen.findByRole('button', { name: /^Cancel the booking of Ana Lopez/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('Ana Lopez on Mon, Dec 7, 2026, 9:00 AM – 9:30 AM');
    expect(dialog).toHaveTextContent('ana@example.com gets an email saying so.');
    // Keeping it sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(s.requests('/api/bookings/1/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /^Cancel the booking of Ana Lopez/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }),
    );
    expect(await screen.findByText('The booking was cancelled.')).toBeVisible();
    expect(s.requests('/api/bookings/1/cancel')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('Cancelled'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says why a cancel failed (the server's message)", async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/bookings': () => page([booking(1)]),
      'POST /api/bookings/1/cancel': () => ({
        status: 409,
        data: { success: false, message: 'This booking is already cancelled.' },
      }),
    });
    renderBookings();
    await user.click(
      await screen.findByRole('button', { name: /^Cancel the booking of Ana Lopez/ }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }),
    );
    expect(
      await screen.findByText('Failed to cancel the booking: This booking is already cancelled.'),
    ).toBeVisible();
  });

  it('downloads the filtered bookings as a CSV file', async () => {
    const user = userEvent.setup();
    const s = serve({
      'GET /api/bookings': () => page([booking(1)]),
      'GET /api/bookings/export': () => ({
        status: 200,
        data: 'id,starts_at,caller_name\n1,2026-12-07T08:00:00.000Z,Ana Lopez\n',
      }),
    });
    renderBookings('/bookings?status=booked&assistant_id=3');
    await screen.findByRole('table', { name: 'Bookings' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The CSV file of the bookings was downloaded.')).toBeVisible();
    const request: SeenRequest | undefined = s.requests('/api/bookings/export')[0];
    expect(request?.params).toEqual({ assistant_id: 3, status: 'booked' });
    expect(files.saved).toHaveLength(1);
    expect(files.saved[0]?.filename).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await readBlob(files.saved[0]?.blob)).toContain('Ana Lopez');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    serve({
      'GET /api/bookings': () => ({ status: 500, data: { message: 'Server Error' } }),
    });
    renderBookings();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
