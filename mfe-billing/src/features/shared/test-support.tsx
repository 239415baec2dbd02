// Test helpers of mfe-billing's screens: fixtures in the server's shapes and a render with the shell's providers.
import type { ReactElement } from 'react';
import { afterEach, beforeEach, jest } from '@jest/globals';
import type { Package, Subscription, Transaction, Usage } from '@voice/contracts';
import {
  fakeApi,
  queryWrapper,
  type FakeReply,
  type RecordedCall,
  type Reply,
} from '@voice/api-client/testing';
import { renderPage } from '@voice/ui/testing';
import { browserLocation } from './browser-location';

export function plan(id: number, overrides: Partial<Package> = {}): Package {
  return {
    id,
    name: `Plan ${id}`,
    description: `Description ${id}`,
    price: 10 * id,
    yearly_price: 96 * id,
    features: [],
    is_popular: false,
    monthly_minutes_limit: 100 * id,
    voice_agents_limit: id,
    analytics_level: 'basic',
    support_level: 'email',
    monthly_payment_link: null,
    yearly_payment_link: null,
    extra_per_minute_charge: 0.1,
    knowledge_sources_limit: 20,
    knowledge_mb_limit: 50,
    booking_enabled: true,
    campaigns_enabled: false,
    campaign_concurrency_limit: 0,
    campaign_contacts_monthly_limit: 0,
    ...overrides,
  };
}

export const STARTER = plan(1, { name: 'Starter', price: 29, yearly_price: 278 });
export const PROFESSIONAL = plan(2, { name: 'Professional', price: 79, yearly_price: 758 });
export const BUSINESS = plan(3, { name: 'Business', price: 199, yearly_price: 1910 });
export const SAME_PRICE = plan(4, { name: 'Pro Alt', price: 79, yearly_price: 758 });
export const PLANS = [STARTER, PROFESSIONAL, BUSINESS];

export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  const pkg = overrides.package ?? PROFESSIONAL;
  const interval = overrides.billing_interval ?? 'monthly';
  return {
    id: 5,
    status: 'active',
    package: pkg,
    current_period_start: '2024-06-01T00:00:00.000Z',
    current_period_end: '2024-07-01T00:00:00.000Z',
    billing_interval: interval,
    // As the server sends it: the plan's price for the interval (a custom deal's own amount overrides it).
    amount: interval === 'yearly' ? pkg.yearly_price : pkg.price,
    is_custom: false,
    status_badge_class: 'bg-success',
    cancel_at_period_end: false,
    pending_package: null,
    scheduled_package: null,
    last_payment_error: null,
    grace_until: null,
    reference: 'sub_ref_5',
    ...overrides,
  };
}

export function usage(overrides: Partial<Usage['minutes']> = {}, assistantsUsed = 2): Usage {
  return {
    assistants: { used: assistantsUsed, limit: 3, remaining: Math.max(0, 3 - assistantsUsed) },
    minutes: {
      used: 250,
      limit: 1000,
      is_unlimited: false,
      overage_minutes: 0,
      overage_cost: 0,
      billing_period_start: '2024-06-01T00:00:00.000Z',
      billing_period_end: '2024-07-01T00:00:00.000Z',
      is_calendar_month_fallback: false,
      ...overrides,
    },
    subscription: { status: 'active', days_remaining: 12 },
    package: { name: 'Professional' },
  };
}

export function transaction(id: number, overrides: Partial<Transaction> = {}): Transaction {
  return {
    id,
    reference: `sub_ref_${id}`,
    kind: 'subscription',
    status: 'completed',
    amount: 79,
    currency: 'USD',
    description: 'Professional plan (monthly)',
    provider: 'sandbox',
    provider_ref: `cs_sandbox_${id}`,
    created_at: '2024-06-10T12:00:00.000Z',
    user: { id: 7, name: 'Jane Doe', email: 'jane@example.com' },
    reseller: null,
    earner_reseller_id: null,
    package: { id: 2, name: 'Professional' },
    subscription_id: 5,
    billing_interval: 'monthly',
    line_items: [{ description: 'Professional plan (monthly)', amount: 79 }],
    ...overrides,
  };
}

export const ok = (data: unknown, extra: Record<string, unknown> = {}): Reply => ({
  status: 200,
  data: { success: true, data, ...extra },
});

export const fail = (status: number, message?: string): Reply => ({
  status,
  data: message ? { success: false, message } : { success: false },
});

/**
 * Renders a screen as the shell does (theme, toasts, dialogs, a fresh QueryClient) at `url`, matched by the
 * route `pattern`; any other path shows where the router went in data-testid="location".
 */
export function renderAt(screen: ReactElement, url: string, pattern = url.split('?')[0] ?? url) {
  return renderPage(screen, { path: url, route: pattern, wrapper: queryWrapper() });
}

export type Routes = Record<string, (call: RecordedCall) => FakeReply | Promise<FakeReply>>;

/** Answers 'METHOD /path' routes through the real api-client (bodies recorded); others get a 404. */
export function serve(routes: Routes) {
  return fakeApi((call) => {
    const handler = routes[`${call.method} ${call.url}`];
    return handler
      ? handler(call)
      : { status: 404, data: { success: false, message: 'Not found' } };
  });
}

/**
 * Records the page's full-page navigations (to a checkout) instead of leaving the page: the returned mock is
 * cleared before each test, and browserLocation.assign is the real one again after it.
 */
export function recordBrowserNavigation() {
  const assign = jest.fn<(url: string) => void>();
  let spy: { mockRestore: () => void } | undefined;
  beforeEach(() => {
    assign.mockClear();
    spy = jest.spyOn(browserLocation, 'assign').mockImplementation(assign);
  });
  afterEach(() => spy?.mockRestore());
  return assign;
}
