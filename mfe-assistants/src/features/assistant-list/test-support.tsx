// Test fixtures of the assistant list's tests (not part of the app).
import { act } from '@testing-library/react';
import { afterEach, beforeEach, jest } from '@jest/globals';
import type { AssistantListItem, Role, Subscription, Usage } from '@voice/contracts';
import { pagedReply, queryWrapper, type Reply } from '@voice/api-client/testing';
import { useSession } from '@voice/session';
import { renderPage } from '@voice/ui/testing';
import AssistantListPage from './assistant-list-page';

export function assistant(
  id: number,
  overrides: Partial<AssistantListItem> = {},
): AssistantListItem {
  return {
    id,
    vapi_assistant_id: `vapi-${id}`,
    name: `Assistant ${id}`,
    type: 'demo',
    phone_number: null,
    created_at: '2025-03-14T12:00:00.000Z',
    user: { name: 'Jane Owner' },
    creator: { name: 'Admin Creator' },
    user_id: 7,
    ...overrides,
  };
}

export function page(
  items: AssistantListItem[],
  current = 1,
  last = 1,
  total = items.length,
): Reply {
  return pagedReply(items, { current, last, perPage: 9, total });
}

export function subscription(status: string, overrides: Partial<Subscription> = {}): Reply {
  const data: Subscription = {
    id: 3,
    status,
    package: {
      id: 12,
      name: 'Growth',
      price: 49,
      yearly_price: 470,
      description: '',
      features: [],
      is_popular: false,
      monthly_minutes_limit: 500,
      voice_agents_limit: 5,
      analytics_level: 'basic',
      support_level: 'email',
      monthly_payment_link: null,
      yearly_payment_link: null,
      extra_per_minute_charge: 0,
      knowledge_sources_limit: 20,
      knowledge_mb_limit: 50,
      booking_enabled: true,
      campaigns_enabled: false,
      campaign_concurrency_limit: 0,
      campaign_contacts_monthly_limit: 0,
    },
    current_period_start: null,
    current_period_end: null,
    billing_interval: 'yearly',
    amount: 470,
    is_custom: false,
    status_badge_class: '',
    cancel_at_period_end: false,
    pending_package: null,
    scheduled_package: null,
    last_payment_error: null,
    grace_until: null,
    reference: 'sub_ref_3',
    ...overrides,
  };
  return { status: 200, data: { success: true, data } };
}

export function usage(assistants: Usage['assistants'], packageName = 'Growth'): Reply {
  const data: Usage = {
    assistants,
    minutes: {
      used: 0,
      limit: 500,
      is_unlimited: false,
      overage_minutes: 0,
      overage_cost: 0,
      billing_period_start: null,
      billing_period_end: null,
      is_calendar_month_fallback: false,
    },
    subscription: { status: 'active', days_remaining: 20 },
    package: { name: packageName },
  };
  return { status: 200, data: { success: true, data } };
}

/** Signs a user of `role` in (the list reads the role from the session). */
export function signIn(role: Role | null) {
  useSession.setState({
    token: 'token-1',
    user: role
      ? {
          id: 7,
          name: 'Jane Owner',
          email: 'jane@example.com',
          role,
          phone: null,
          company: null,
          bio: null,
          profile_picture: null,
          reseller_name: null,
        }
      : null,
  });
}

/** Renders the list on `path` as the shell does (theme, toasts, dialogs, router, one QueryClient). */
export function renderList(path = '/assistants') {
  return renderPage(<AssistantListPage />, { path, wrapper: queryWrapper() });
}

/** Moves fake time on, then lets the api-client's promise chain and React settle. */
export async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  });
}

/** The card (list item) whose heading is `heading`. */
export function cardOf(heading: HTMLElement): HTMLElement {
  const card = heading.closest('li');
  if (!card) throw new Error('heading outside a card');
  return card;
}

/** Each test starts signed in as `role`; the session is cleared after it. */
export function signedInEachTest(role: Role) {
  beforeEach(() => signIn(role));
  afterEach(() => useSession.getState().clear());
}
