import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminResellerPackage } from '@voice/contracts';
import { renderWithQueries } from '@voice/ui/testing';
import { fakeServer } from '@voice/api-client/testing';
import ResellerPackagesPage from './reseller-packages-page';
import {
  EMPTY_RESELLER_PACKAGE,
  formValuesOf,
  toPayload,
  validateResellerPackageForm,
} from './reseller-package-form';
import { ok } from '../../shared/test-support/replies';
import { expectTexts } from '../../shared/test-support/texts';

const GROWTH: AdminResellerPackage = {
  id: 2,
  name: 'Reseller Growth',
  description: 'For agencies',
  price: 249,
  yearly_price: 2490,
  is_popular: true,
  formatted_voice_agents_limit: '50',
  formatted_minutes_limit: 'Unlimited',
  support_level: 'Priority',
  voice_agents_limit: 50,
  minutes_limit: -1,
  is_active: true,
  sort_order: 2,
  live_subscriptions: 3,
};

function renderPage() {
  return renderWithQueries(<ResellerPackagesPage />);
}

let server: ReturnType<typeof fakeServer>;
afterEach(() => server?.restore());

describe('the reseller package form', () => {
  it('round-trips a package and validates with the shared schema', () => {
    expect(toPayload(formValuesOf(GROWTH))).toEqual({
      name: 'Reseller Growth',
      description: 'For agencies',
      price: 249,
      yearly_price: 2490,
      is_popular: true,
      voice_agents_limit: 50,
      minutes_limit: -1,
      support_level: 'Priority',
      sort_order: 2,
      is_active: true,
    });
    expect(validateResellerPackageForm(EMPTY_RESELLER_PACKAGE)).toEqual({
      name: 'Name is required',
      price: 'Monthly price is required',
      yearly_price: 'Yearly price is required',
      voice_agents_limit: 'Voice agents limit is required',
      minutes_limit: 'Minutes limit is required',
      support_level: 'Support level is required',
    });
    expect(
      validateResellerPackageForm({ ...formValuesOf(GROWTH), minutes_limit: '-2', price: '-1' }),
    ).toEqual({
      price: 'Monthly price cannot be negative',
      minutes_limit: 'Minutes limit must be 0 or more, or -1 for unlimited',
    });
  });
});

describe('/super-admin/reseller-packages', () => {
  it('lists the packages and retires one', async () => {
    const calls: string[] = [];
    server = fakeServer({
      'GET /api/super-admin/reseller-packages': () => ok([GROWTH]),
      'POST /api/super-admin/reseller-packages/2/retire': () => {
        calls.push('retire 2');
        return ok(
          { ...GROWTH, is_active: false },
          'Reseller package retired: it is no longer offered',
        );
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Reseller Packages' })).toBeVisible();
    const table = await screen.findByRole('table');
    const [, row] = within(table).getAllByRole('row');
    expectTexts(row, ['Reseller Growth', '$249', 'Unlimited', 'Active']);
    await user.click(screen.getByRole('button', { name: 'Retire Reseller Growth' }));
    expect(
      await screen.findByText('Reseller package retired: it is no longer offered'),
    ).toBeInTheDocument();
    expect(calls).toEqual(['retire 2']);
  });

  it('creates a package through the form, showing the errors first', async () => {
    let created = false;
    server = fakeServer({
      'GET /api/super-admin/reseller-packages': () => ({
        status: 200,
        data: { success: true, data: created ? [GROWTH] : [] },
      }),
      'POST /api/super-admin/reseller-packages': () => {
        created = true;
        return {
          status: 201,
          data: { success: true, message: 'Reseller package created successfully', data: GROWTH },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No reseller packages yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Package' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Reseller Package' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Package' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(created).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Reseller Growth');
    await user.type(within(dialog).getByLabelText(/^Monthly price/), '249');
    await user.type(within(dialog).getByLabelText(/^Yearly price/), '2490');
    await user.type(within(dialog).getByLabelText(/^Voice agents limit/), '50');
    await user.type(within(dialog).getByLabelText(/^Minutes limit/), '-1');
    await user.type(within(dialog).getByLabelText(/^Support level/), 'Priority');
    await user.click(within(dialog).getByRole('button', { name: 'Create Package' }));
    expect(await screen.findByText('Reseller package created successfully')).toBeInTheDocument();
    expect(created).toBe(true);
    expect(await screen.findByRole('table')).toHaveTextContent('Reseller Growth');
  });

  it('says when the packages could not be loaded', async () => {
    server = fakeServer({
      'GET /api/super-admin/reseller-packages': () => ({ status: 500, data: {} }),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load reseller packages');
  });
});
