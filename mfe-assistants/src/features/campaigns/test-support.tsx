// Fixtures of the campaigns' tests (not part of the app).
import type { ReactElement } from 'react';
import { queryWrapper } from '@voice/api-client/testing';
import type { Subscription } from '@voice/contracts';
import { DEFAULT_CALLING_WINDOW } from '@voice/contracts/schemas';
import { renderPage } from '@voice/ui/testing';
import { subscription } from '../assistant-list/test-support';
import type { Campaign, CampaignContact, ContactsPreview } from './campaigns-api';

export function campaign(id: number, overrides: Partial<Campaign> = {}): Campaign {
  return {
    id,
    name: `Reminders ${id}`,
    status: 'draft',
    user_id: 7,
    reseller_id: null,
    assistant_id: 3,
    assistant_name: 'Front desk',
    phone_number_id: null,
    starts_at: null,
    ends_at: null,
    time_zone: 'America/New_York',
    calling_window: { ...DEFAULT_CALLING_WINDOW },
    max_concurrent: 2,
    retry_count: 2,
    retry_spacing_minutes: 60,
    retry_on: ['no_answer', 'busy', 'voicemail'],
    consent_confirmed_at: '2026-11-28T10:00:00.000Z',
    consent_by: 7,
    contacts: { total: 0 },
    started_at: null,
    completed_at: null,
    paused_reason: null,
    created_at: '2026-11-28T10:00:00.000Z',
    updated_at: '2026-11-28T10:00:00.000Z',
    ...overrides,
  };
}

export function contact(id: number, overrides: Partial<CampaignContact> = {}): CampaignContact {
  return {
    id,
    phone: `+1415555010${id % 10}`,
    name: `Contact ${id}`,
    time_zone: 'America/Los_Angeles',
    variables: null,
    status: 'queued',
    attempts: 0,
    next_attempt_at: null,
    last_call_id: null,
    call_id: null,
    outcome: null,
    created_at: '2026-11-28T10:00:00.000Z',
    ...overrides,
  };
}

export function preview(overrides: Partial<ContactsPreview> = {}): ContactsPreview {
  const mapping = { phone: 'phone', name: 'name', time_zone: null, variables: ['first_name'] };
  return {
    columns: ['phone', 'name', 'first_name'],
    suggested_mapping: mapping,
    mapping,
    rows_total: 4,
    valid: 2,
    sample: [
      {
        row: 2,
        phone: '+14155550101',
        name: 'Ada',
        time_zone: 'America/Los_Angeles',
        variables: { first_name: 'Ada' },
        error: null,
      },
      {
        row: 3,
        phone: null,
        name: 'Bob',
        time_zone: null,
        variables: { first_name: 'Bob' },
        error: 'Invalid phone number',
      },
    ],
    errors: [
      { row: 3, reason: 'Invalid phone number', value: 'call me' },
      { row: 5, reason: 'On the do-not-call list', value: '+14155550199' },
    ],
    errors_total: 2,
    errors_by_reason: { 'Invalid phone number': 1, 'On the do-not-call list': 1 },
    ...overrides,
  };
}

export const ok = (data: unknown, message?: string) => ({
  status: 200,
  data: { success: true, ...(message ? { message } : {}), data },
});

/** Renders `screen` at `url` matched by the route `pattern` (so it reads its :id); other paths show where. */
export function renderAt(screen: ReactElement, pattern: string, url: string) {
  return renderPage(screen, { path: url, route: pattern, wrapper: queryWrapper() });
}

/** GET /api/subscriptions/current: an active plan with campaigns, `limit` calls at once. */
export function subscriptionWithCap(limit: number) {
  const reply = subscription('active');
  const data = (reply.data as { data: Subscription }).data;
  data.package = { ...data.package, campaigns_enabled: true, campaign_concurrency_limit: limit };
  return reply;
}
