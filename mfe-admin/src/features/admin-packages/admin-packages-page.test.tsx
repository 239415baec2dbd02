import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPackage } from '@voice/contracts';
import { renderWithQueries } from '@voice/ui/testing';
import { fakeServer } from '@voice/api-client/testing';
import AdminPackagesPage from './admin-packages-page';
import { validatePackageForm } from './package-form-dialog';
import { EMPTY_PACKAGE, formValuesOf, toPayload } from './package-form';
import { ok } from '../../shared/test-support/replies';
import { expectTexts } from '../../shared/test-support/texts';

const PRO: AdminPackage = {
  id: 11,
  name: 'Alpha Pro',
  description: 'For busy desks',
  price: 49,
  yearly_price: 470,
  features: ['2 voice agents', '800 minutes'],
  is_popular: true,
  monthly_minutes_limit: 800,
  voice_agents_limit: -1,
  analytics_level: 'advanced',
  support_level: 'Email',
  monthly_payment_link: null,
  yearly_payment_link: null,
  extra_per_minute_charge: 0.1,
  knowledge_sources_limit: 20,
  knowledge_mb_limit: 50,
  booking_enabled: true,
  campaigns_enabled: true,
  campaign_concurrency_limit: 5,
  campaign_contacts_monthly_limit: 5000,
  is_active: true,
  sort_order: 1,
  reseller_id: 7,
  live_subscriptions: 2,
  total_subscriptions: 3,
};
const UNUSED: AdminPackage = {
  ...PRO,
  id: 12,
  name: 'Alpha Lite',
  is_popular: false,
  campaigns_enabled: false,
  campaign_concurrency_limit: 0,
  campaign_contacts_monthly_limit: 0,
  live_subscriptions: 0,
  total_subscriptions: 0,
};

function renderPage() {
  return renderWithQueries(<AdminPackagesPage />);
}

let server: ReturnType<typeof fakeServer>;
afterEach(() => server?.restore());

describe('the plan form', () => {
  it('turns the typed text into the payload and round-trips a plan', () => {
    expect(
      toPayload({ ...formValuesOf(PRO), features: ' 2 voice agents \n\n800 minutes\n' }),
    ).toEqual({
      name: 'Alpha Pro',
      description: 'For busy desks',
      price: 49,
      yearly_price: 470,
      features: ['2 voice agents', '800 minutes'],
      is_popular: true,
      monthly_minutes_limit: 800,
      voice_agents_limit: -1,
      analytics_level: 'advanced',
      support_level: 'Email',
      extra_per_minute_charge: 0.1,
      knowledge_sources_limit: 20,
      knowledge_mb_limit: 50,
      booking_enabled: true,
      campaigns_enabled: true,
      campaign_concurrency_limit: 5,
      campaign_contacts_monthly_limit: 5000,
      sort_order: 1,
      is_active: true,
    });
    // Off: the limits are not sent (the server stores 0s), and shown blank.
    const lite = formValuesOf(UNUSED);
    expect(lite).toMatchObject({
      campaigns_enabled: false,
      campaign_concurrency_limit: '',
      campaign_contacts_monthly_limit: '',
    });
    const payload = toPayload({ ...lite, campaign_concurrency_limit: '3' });
    expect(payload.campaigns_enabled).toBe(false);
    expect(payload.campaign_concurrency_limit).toBeUndefined();
  });

  it('requires the campaign limits, whole numbers from 0, while campaigns are on', () => {
    expect(validatePackageForm({ ...formValuesOf(UNUSED), campaigns_enabled: true })).toEqual({
      campaign_concurrency_limit:
        'Concurrent calls per campaign is required when campaigns are included',
      campaign_contacts_monthly_limit: 'Contacts per month is required when campaigns are included',
    });
    expect(
      validatePackageForm({
        ...formValuesOf(PRO),
        campaign_concurrency_limit: '-1',
        campaign_contacts_monthly_limit: '1.5',
      }),
    ).toEqual({
      campaign_concurrency_limit: 'Concurrent calls per campaign must be 0 or more',
      campaign_contacts_monthly_limit: 'Contacts per month must be a whole number',
    });
    expect(
      validatePackageForm({ ...formValuesOf(PRO), campaign_concurrency_limit: '1001' }),
    ).toEqual({
      campaign_concurrency_limit: 'Concurrent calls per campaign must be at most 1,000',
    });
    // Off, whatever is typed there is not checked (nor sent).
    expect(
      validatePackageForm({
        ...formValuesOf(PRO),
        campaigns_enabled: false,
        campaign_concurrency_limit: 'abc',
      }),
    ).toEqual({});
  });

  it('validates with the shared schema: required fields and limits', () => {
    expect(validatePackageForm(EMPTY_PACKAGE)).toEqual({
      name: 'Name is required',
      price: 'Monthly price is required',
      yearly_price: 'Yearly price is required',
      monthly_minutes_limit: 'Monthly minutes is required',
      voice_agents_limit: 'Voice agents limit is required',
      support_level: 'Support level is required',
    });
    expect(
      validatePackageForm({ ...formValuesOf(PRO), voice_agents_limit: '-3', price: 'abc' }),
    ).toEqual({
      price: 'Monthly price is required',
      voice_agents_limit: 'Voice agents limit must be 0 or more, or -1 for unlimited',
    });
    // Knowledge has no unlimited: 0 or more, up to the platform's most.
    expect(
      validatePackageForm({
        ...formValuesOf(PRO),
        knowledge_sources_limit: '-1',
        knowledge_mb_limit: '',
      }),
    ).toEqual({
      knowledge_sources_limit: 'Knowledge sources limit must be 0 or more',
      knowledge_mb_limit: 'Knowledge size limit is required',
    });
    expect(
      validatePackageForm({
        ...formValuesOf(PRO),
        knowledge_sources_limit: '1001',
        knowledge_mb_limit: '2.5',
      }),
    ).toEqual({
      knowledge_sources_limit: 'Knowledge sources limit must be at most 1,000',
      knowledge_mb_limit: 'Knowledge size limit must be a whole number',
    });
    expect(validatePackageForm(formValuesOf(PRO))).toEqual({});
  });
});

describe('packages (/admin/packages)', () => {
  it('lists the plans; a plan in use can only be retired, one never used can be deleted', async () => {
    const calls: string[] = [];
    server = fakeServer({
      'GET /api/admin/packages': () => ok([PRO, UNUSED]),
      'POST /api/admin/packages/11/retire': () => {
        calls.push('retire 11');
        return ok({ ...PRO, is_active: false }, 'Package retired');
      },
      'DELETE /api/admin/packages/12': () => {
        calls.push('delete 12');
        return { status: 200, data: { success: true, message: 'Package deleted successfully' } };
      },
    });
    const user = userEvent.setup();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Packages' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const [, pro, lite] = within(table).getAllByRole('row');
    expectTexts(pro, [
      'Alpha Pro',
      'Unlimited',
      '5 at once, 5,000 contacts/mo',
      'In use: retire only',
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Campaigns' })).toBeInTheDocument();
    expect(lite).toHaveTextContent('Off');
    expect(
      within(pro as HTMLElement).queryByRole('button', { name: 'Delete Alpha Pro' }),
    ).toBeNull();
    expect(lite).toHaveTextContent('Alpha Lite');

    await user.click(screen.getByRole('button', { name: 'Retire Alpha Pro' }));
    expect(await screen.findByText('Package retired')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Alpha Lite' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Delete the package Alpha Lite? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Package deleted successfully')).toBeInTheDocument();
    expect(calls).toEqual(['retire 11', 'delete 12']);
  });

  it('creates a plan through the form', async () => {
    let created = false;
    let sent: Record<string, unknown> = {};
    server = fakeServer({
      'GET /api/admin/packages': () => ({
        status: 200,
        data: { success: true, data: created ? [UNUSED] : [] },
      }),
      'POST /api/admin/packages': (request) => {
        created = true;
        sent = request.body as Record<string, unknown>;
        return {
          status: 201,
          data: { success: true, message: 'Package created successfully', data: UNUSED },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No packages yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Package' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Package' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Package' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(created).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Alpha Lite');
    await user.type(within(dialog).getByLabelText(/^Monthly price/), '19');
    await user.type(within(dialog).getByLabelText(/^Yearly price/), '190');
    await user.type(within(dialog).getByLabelText(/^Monthly minutes/), '300');
    await user.type(within(dialog).getByLabelText(/^Voice agents limit/), '1');
    await user.type(within(dialog).getByLabelText(/^Support level/), 'Email');
    // The knowledge limits start at what plans had before they were plan features; booking is a checkbox.
    expect(within(dialog).getByLabelText(/^Knowledge sources limit/)).toHaveValue('20');
    const size = within(dialog).getByLabelText(/^Knowledge size limit/);
    expect(size).toHaveValue('50');
    await user.clear(size);
    await user.type(size, '10');
    const booking = within(dialog).getByRole('checkbox', { name: 'Appointment booking included' });
    expect(booking).toBeChecked();
    await user.click(booking);
    // Campaigns: off to start with; on, their two limits appear and are required.
    expect(within(dialog).queryByLabelText(/^Concurrent calls per campaign/)).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: /^Campaigns/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Package' }));
    expect(
      await within(dialog).findByText(
        'Concurrent calls per campaign is required when campaigns are included',
      ),
    ).toBeInTheDocument();
    expect(created).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Concurrent calls per campaign/), '4');
    await user.type(within(dialog).getByLabelText(/^Contacts per month/), '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Create Package' }));
    expect(await screen.findByText('Package created successfully')).toBeInTheDocument();
    expect(created).toBe(true);
    expect(sent).toMatchObject({
      knowledge_sources_limit: 20,
      knowledge_mb_limit: 10,
      booking_enabled: false,
      campaigns_enabled: true,
      campaign_concurrency_limit: 4,
      campaign_contacts_monthly_limit: 2000,
    });
    expect(await screen.findByRole('table')).toHaveTextContent('Alpha Lite');
  });

  it('shows the server message when a delete is refused', async () => {
    server = fakeServer({
      'GET /api/admin/packages': () => ok([UNUSED]),
      'DELETE /api/admin/packages/12': () => ({
        status: 409,
        data: {
          message:
            'This package has active subscriptions and cannot be deleted. Retire it instead.',
        },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Alpha Lite' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    expect(
      await screen.findByText(
        'This package has active subscriptions and cannot be deleted. Retire it instead.',
      ),
    ).toBeInTheDocument();
  });
});
