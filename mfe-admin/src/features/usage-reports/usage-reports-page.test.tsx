import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  captureSavedFiles,
  fakeServer,
  type SavedFile,
  type SeenRequest,
} from '@voice/api-client/testing';
import UsageReportsPage, { currentMonth } from './usage-reports-page';
import { renderWithQueries } from '@voice/ui/testing';
import { expectTexts } from '../../shared/test-support/texts';

const ROW = {
  reseller_id: 7,
  reseller_name: 'Acme Voice',
  subdomain: 'acme',
  users: 12,
  active_subscriptions: 9,
  minutes: 1500,
  overage_minutes: 40,
  overage_cost: 10,
  revenue: 321.5,
  paid_to_platform: 99,
};

let server: ReturnType<typeof fakeServer>;
let files: ReturnType<typeof captureSavedFiles>;
let saved: SavedFile[];

beforeEach(() => {
  files = captureSavedFiles();
  saved = files.saved;
});
afterEach(() => {
  server?.restore();
  files.restore();
  jest.restoreAllMocks();
});

function reply(request: SeenRequest) {
  const month = request.params.month as string;
  const data = month === '2030-01' ? [] : [ROW];
  return {
    status: 200,
    data: {
      success: true,
      month,
      data,
      totals: {
        users: data.length ? 12 : 0,
        active_subscriptions: data.length ? 9 : 0,
        minutes: data.length ? 1500 : 0,
        overage_minutes: data.length ? 40 : 0,
        overage_cost: data.length ? 10 : 0,
        revenue: data.length ? 321.5 : 0,
        paid_to_platform: data.length ? 99 : 0,
      },
    },
  };
}

const renderPage = (path = '/super-admin/usage-reports') =>
  renderWithQueries(<UsageReportsPage />, { path });

describe('/super-admin/usage-reports', () => {
  it('shows each reseller’s month with totals, for the month picked', async () => {
    server = fakeServer({ 'GET /api/super-admin/usage-reports': reply });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Usage Reports' })).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue(currentMonth());
    const table = await screen.findByRole('table', { name: 'Usage per reseller' });
    const [, row, total] = within(table).getAllByRole('row');
    expectTexts(row, ['Acme Voice', 'acme', '1500', '40 min · $10', '$321.50', '$99']);
    expect(total).toHaveTextContent('Total');
    expect(server.requests('/api/super-admin/usage-reports')[0]?.params).toEqual({
      month: currentMonth(),
    });

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2030-01' } });
    expect(await screen.findByRole('heading', { name: 'No resellers' })).toBeInTheDocument();
    expect(server.requests('/api/super-admin/usage-reports').at(-1)?.params).toEqual({
      month: '2030-01',
    });
  });

  it('downloads the month as a CSV file', async () => {
    server = fakeServer({
      'GET /api/super-admin/usage-reports': reply,
      'GET /api/super-admin/usage-reports.csv': () => ({ status: 200, data: 'Reseller\r\n' }),
    });
    const user = userEvent.setup();
    renderPage('/super-admin/usage-reports?month=2031-02');
    await screen.findByRole('table', { name: 'Usage per reseller' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByRole('button', { name: 'Download CSV' });
    expect(server.requests('/api/super-admin/usage-reports.csv')[0]?.params).toEqual({
      month: '2031-02',
    });
    expect(saved).toHaveLength(1);
    expect(saved[0]?.filename).toBe('usage-report-2031-02.csv');
    expect(saved[0]?.blob.type).toBe('text/csv;charset=utf-8');
  });

  it("shows the server's message when the CSV fails", async () => {
    server = fakeServer({
      'GET /api/super-admin/usage-reports': reply,
      'GET /api/super-admin/usage-reports.csv': () => ({
        status: 403,
        data: { message: 'This action is unauthorized.' },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Usage per reseller' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('This action is unauthorized.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
