import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResellerListItem } from '@voice/api-client';
import { fakeServer, pagedReply, queryWrapper, type SeenRequest } from '@voice/api-client/testing';
import { renderPage } from '@voice/ui/testing';
import ResellersPage from './resellers-page';
import { expectTexts } from '../../shared/test-support/texts';

const ALPHA: ResellerListItem = {
  id: 7,
  org_name: 'Alpha Agency',
  subdomain: 'alpha',
  company_email: 'hello@alpha.test',
  status: 'suspended',
  status_reason: 'Unpaid invoices',
  status_changed_at: '2030-01-02T00:00:00.000Z',
  created_at: '2029-12-31T00:00:00.000Z',
  admin: { id: 3, name: 'Ann Alpha', email: 'ann@alpha.test' },
  package_name: 'Reseller Growth',
  users_count: 1200,
  assistants_count: 14,
};

let server: ReturnType<typeof fakeServer>;
afterEach(() => server?.restore());

function reply(request: SeenRequest) {
  const matches =
    (!request.params.status || request.params.status === 'suspended') &&
    (!request.params.search || request.params.search === 'alpha');
  const current = Number(request.params.page);
  return pagedReply(matches ? [ALPHA] : [], { current, last: 2, perPage: 15, total: 16 });
}

describe.each(['/super-admin/resellers', '/admin/resellers'])('%s', (path) => {
  it('lists resellers, filters by status, searches and pages', async () => {
    server = fakeServer({ 'GET /api/super-admin/resellers': reply });
    const user = userEvent.setup();
    renderPage(<ResellersPage />, { path, wrapper: queryWrapper() });
    expect(screen.getByRole('heading', { level: 1, name: 'Resellers' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Resellers' });
    const [, row] = within(table).getAllByRole('row');
    expectTexts(row, [
      'Alpha Agency',
      'Ann Alpha',
      'Reseller Growth',
      '1,200',
      'Suspended',
      'Unpaid invoices',
    ]);
    expect(within(row as HTMLElement).getByRole('link', { name: 'Alpha Agency' })).toHaveAttribute(
      'href',
      '/super-admin/resellers/7',
    );
    expect(server.requests('/api/super-admin/resellers')[0]?.params).toEqual({
      page: 1,
      per_page: 15,
    });

    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    expect(await screen.findByText('No resellers found')).toBeInTheDocument();
    expect(server.requests('/api/super-admin/resellers').at(-1)?.params).toMatchObject({
      page: 1,
      status: 'active',
    });

    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.type(screen.getByLabelText('Search'), 'alpha');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Alpha Agency')).toBeInTheDocument();
    expect(server.requests('/api/super-admin/resellers').at(-1)?.params).toEqual({
      page: 1,
      per_page: 15,
      search: 'alpha',
    });

    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(server.requests('/api/super-admin/resellers').at(-1)?.params).toMatchObject({
      page: 2,
      search: 'alpha',
    });
  });
});
