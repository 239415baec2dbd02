import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { Package } from '@voice/contracts';
import { useSession } from '@voice/session';
import { DEFAULT_BRANDING, themeFromBranding } from '@voice/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createTestQueryClient, fakeServer, type Reply } from '@voice/api-client/testing';
import { publicSettingsQueryKey, useSubscriptionPackagesQuery } from '@voice/api-client/queries';
import PricingPage from './pricing-page';
import { plan } from '../shared/test-support';

const PLANS: Package[] = [
  plan(1, {
    name: 'Starter',
    description: 'For small teams getting started',
    price: 29,
    yearly_price: 278.4,
    features: ['Call recording', 'Email support'],
    monthly_minutes_limit: 500,
    voice_agents_limit: 1,
    analytics_level: 'basic',
    support_level: 'email',
    knowledge_sources_limit: 5,
    knowledge_mb_limit: 10,
    booking_enabled: false,
  }),
  plan(2, {
    name: 'Business',
    description: 'For growing businesses',
    price: 99,
    yearly_price: 950,
    // As the seeded plans do: the limits restated among the features (shown once).
    features: ['Unlimited voice agents', 'Unlimited minutes', 'CRM integration'],
    is_popular: true,
    monthly_minutes_limit: -1,
    voice_agents_limit: -1,
    analytics_level: 'advanced',
    support_level: 'priority',
    knowledge_sources_limit: 50,
    knowledge_mb_limit: 1200,
    booking_enabled: true,
    campaigns_enabled: true,
    campaign_concurrency_limit: 20,
    campaign_contacts_monthly_limit: 50_000,
  }),
];

const settingsOk: Reply = {
  status: 200,
  data: {
    success: true,
    data: { site_title: 'Acme Voice Plans', site_tagline: 'Plans that grow with your calls' },
  },
};
const packagesOk: Reply = { status: 200, data: { success: true, data: PLANS } };

function renderPricing(client: QueryClient = createTestQueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={themeFromBranding(DEFAULT_BRANDING)}>
        <MemoryRouter initialEntries={['/pricing']}>
          <PricingPage />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

let server: ReturnType<typeof fakeServer>;

afterEach(() => {
  server?.restore();
  useSession.getState().clear();
});

function card(name: string) {
  return screen.getByRole('listitem', { name });
}

describe('pricing page', () => {
  it('shows title and tagline from public settings and a card per plan', async () => {
    server = fakeServer({
      'GET /api/public-settings': () => settingsOk,
      'GET /api/subscriptions/packages': () => packagesOk,
    });
    renderPricing();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acme Voice Plans' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Plans that grow with your calls')).toBeInTheDocument();

    await screen.findByRole('heading', { name: 'Starter' });
    const starter = card('Starter');
    expect(within(starter).getByText('For small teams getting started')).toBeInTheDocument();
    expect(within(starter).getByText('$29')).toBeInTheDocument();
    expect(within(starter).getByText('/month')).toBeInTheDocument();
    expect(within(starter).getByText('500 minutes per month')).toBeInTheDocument();
    expect(within(starter).getByText('1 voice agent')).toBeInTheDocument();
    expect(within(starter).getByText('Call recording')).toBeInTheDocument();
    expect(within(starter).getByText('Knowledge base: 5 sources, 10 MB')).toBeInTheDocument();
    expect(within(starter).queryByText(/booking/i)).not.toBeInTheDocument();
    expect(within(starter).queryByText(/campaigns/i)).not.toBeInTheDocument();
    expect(within(starter).queryByText('Most Popular')).not.toBeInTheDocument();

    const business = card('Business');
    expect(within(business).getByText('Most Popular')).toBeInTheDocument();
    expect(within(business).getByText('Unlimited minutes per month')).toBeInTheDocument();
    expect(within(business).getByText('Unlimited voice agents')).toBeInTheDocument();
    expect(within(business).queryByText('Unlimited minutes')).not.toBeInTheDocument();
    expect(within(business).getByText('CRM integration')).toBeInTheDocument();
    expect(within(business).getByText('Knowledge base: 50 sources, 1,200 MB')).toBeInTheDocument();
    expect(within(business).getByText('Appointment booking')).toBeInTheDocument();
    expect(
      within(business).getByText(
        'Outbound campaigns: 20 concurrent calls, 50,000 contacts a month',
      ),
    ).toBeInTheDocument();
  });

  it('switches prices between monthly and yearly, and Yearly says Save 20%', async () => {
    server = fakeServer({
      'GET /api/public-settings': () => settingsOk,
      'GET /api/subscriptions/packages': () => packagesOk,
    });
    const user = userEvent.setup();
    renderPricing();
    await screen.findByRole('heading', { name: 'Starter' });

    const monthly = screen.getByRole('button', { name: 'Monthly' });
    const yearly = screen.getByRole('button', { name: /^yearly/i });
    expect(yearly).toHaveTextContent('Save 20%');
    expect(monthly).toHaveAttribute('aria-pressed', 'true');
    expect(yearly).toHaveAttribute('aria-pressed', 'false');

    await user.click(yearly);
    expect(yearly).toHaveAttribute('aria-pressed', 'true');
    expect(within(card('Starter')).getByText('$278.40')).toBeInTheDocument();
    expect(within(card('Starter')).getByText('/year')).toBeInTheDocument();
    expect(within(card('Business')).getByText('$950')).toBeInTheDocument();
    expect(within(card('Starter')).queryByText('$29')).not.toBeInTheDocument();

    await user.click(monthly);
    expect(within(card('Business')).getByText('$99')).toBeInTheDocument();
    expect(within(card('Business')).getByText('/month')).toBeInTheDocument();
  });

  it('links each plan to /register remembering the plan and its interval when signed out', async () => {
    server = fakeServer({
      'GET /api/public-settings': () => settingsOk,
      'GET /api/subscriptions/packages': () => packagesOk,
    });
    const user = userEvent.setup();
    renderPricing();
    await screen.findByRole('heading', { name: 'Starter' });
    expect(screen.getByRole('link', { name: 'Get Started with Starter' })).toHaveAttribute(
      'href',
      '/register?plan=1&interval=monthly',
    );
    await user.click(screen.getByRole('button', { name: /^yearly/i }));
    expect(screen.getByRole('link', { name: 'Get Started with Business' })).toHaveAttribute(
      'href',
      '/register?plan=2&interval=yearly',
    );
  });

  it('links each plan to /subscription when signed in', async () => {
    useSession.setState({ token: 'token-1' });
    server = fakeServer({
      'GET /api/public-settings': () => settingsOk,
      'GET /api/subscriptions/packages': () => packagesOk,
    });
    renderPricing();
    await screen.findByRole('heading', { name: 'Starter' });
    expect(screen.getByRole('link', { name: 'Get Started with Starter' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('uses the default title and tagline when the settings cannot be loaded', async () => {
    server = fakeServer({
      'GET /api/public-settings': () => ({ status: 500, data: { message: 'Server error' } }),
      'GET /api/subscriptions/packages': () => packagesOk,
    });
    renderPricing();
    await screen.findByRole('heading', { name: 'Starter' });
    expect(server.requests('/api/public-settings')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing Plans' })).toBeInTheDocument();
    expect(screen.getByText('Choose the perfect plan for your business needs')).toBeInTheDocument();
  });

  it('compares the plans in a table that follows the billing period', async () => {
    server = fakeServer({
      'GET /api/public-settings': () => settingsOk,
      'GET /api/subscriptions/packages': () => packagesOk,
    });
    const user = userEvent.setup();
    renderPricing();
    await screen.findByRole('heading', { name: 'Starter' });

    const table = screen.getByRole('table');
    const row = (label: string) => {
      const tr = within(table).getByRole('rowheader', { name: label }).closest('tr');
      if (!tr) throw new Error(`no row ${label}`);
      return tr;
    };
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Feature', 'Starter', 'Business']);
    expect(
      within(row('Monthly minutes'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['500', 'Unlimited']);
    expect(
      within(row('Voice agents'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['1', 'Unlimited']);
    expect(
      within(row('Knowledge base (per assistant)'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['5 sources, 10\u00a0MB', '50 sources, 1,200\u00a0MB']);
    expect(
      within(row('Appointment booking'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Not included', 'Included']);
    expect(
      within(row('Outbound campaigns'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Not included', '20 concurrent calls, 50,000 contacts a month']);
    expect(
      within(row('Analytics'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Basic', 'Advanced']);
    expect(
      within(row('Support'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Email', 'Priority']);
    expect(
      within(row('Price'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['$29/month', '$99/month']);
    await user.click(screen.getByRole('button', { name: /^yearly/i }));
    expect(
      within(row('Price'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['$278.40/year', '$950/year']);
  });

  it('says so when the plans cannot be loaded', async () => {
    server = fakeServer({
      'GET /api/public-settings': () => settingsOk,
      'GET /api/subscriptions/packages': () => ({ status: 500, data: {} }),
    });
    renderPricing();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load subscription packages',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens and closes the FAQ answers', async () => {
    server = fakeServer({
      'GET /api/public-settings': () => settingsOk,
      'GET /api/subscriptions/packages': () => packagesOk,
    });
    const user = userEvent.setup();
    renderPricing();
    await screen.findByRole('heading', { name: 'Starter' });

    const question = screen.getByRole('button', { name: 'How does yearly billing work?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/you pay once for the whole year/i)).not.toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How does yearly billing work?' })).toHaveTextContent(
      /save 20%/i,
    );
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/you pay once for the whole year/i)).not.toBeVisible();
  });

  it('asks once for the plans however many components show them, and reuses the seeded settings', async () => {
    server = fakeServer({
      'GET /api/public-settings': () => settingsOk,
      'GET /api/subscriptions/packages': () => packagesOk,
    });
    const client = createTestQueryClient();
    // The shell seeds the settings it loaded for the branding.
    client.setQueryData(publicSettingsQueryKey, { site_title: 'Seeded Plans', site_tagline: 'x' });
    function PlanCount() {
      const query = useSubscriptionPackagesQuery();
      return <p>{query.data ? `${query.data.length} plans` : 'counting'}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <ThemeProvider theme={themeFromBranding(DEFAULT_BRANDING)}>
          <MemoryRouter initialEntries={['/pricing']}>
            <PricingPage />
            <PlanCount />
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { name: 'Starter' });
    expect(screen.getByText('2 plans')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Seeded Plans' })).toBeInTheDocument();
    expect(server.requests('/api/subscriptions/packages')).toHaveLength(1);
    expect(server.requests('/api/public-settings')).toHaveLength(0);
  });
});
