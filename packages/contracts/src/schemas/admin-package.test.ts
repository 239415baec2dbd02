import { describe, expect, it } from '@jest/globals';
import { errorsOf } from '../test-support/errors';
import { adminPackageSchema } from './admin-package';

const PLAN = {
  name: 'Pro',
  description: '',
  price: 49,
  yearly_price: 470,
  features: [],
  is_popular: false,
  monthly_minutes_limit: 800,
  voice_agents_limit: 2,
  analytics_level: 'basic',
  support_level: 'Email',
  extra_per_minute_charge: 0.1,
  knowledge_sources_limit: 10,
  knowledge_mb_limit: 25,
  booking_enabled: true,
};

describe('adminPackageSchema: outbound campaigns', () => {
  it('takes a plan without campaign fields as one without campaigns (0 limits)', () => {
    expect(adminPackageSchema.validateSync(PLAN)).toMatchObject({
      campaigns_enabled: false,
      campaign_concurrency_limit: 0,
      campaign_contacts_monthly_limit: 0,
    });
  });
});

describe('adminPackageSchema: campaign limits', () => {
  it('accepts limits from 0 to the most a plan may give while on', async () => {
    expect(
      await errorsOf(adminPackageSchema, {
        ...PLAN,
        campaigns_enabled: true,
        campaign_concurrency_limit: 0,
        campaign_contacts_monthly_limit: 10_000_000,
      }),
    ).toEqual({});
    expect(
      await errorsOf(adminPackageSchema, {
        ...PLAN,
        campaigns_enabled: true,
        campaign_concurrency_limit: 1000,
        campaign_contacts_monthly_limit: 1,
      }),
    ).toEqual({});
  });

  it('requires both limits while on, not while off', async () => {
    expect(await errorsOf(adminPackageSchema, { ...PLAN, campaigns_enabled: true })).toEqual({
      campaign_concurrency_limit: [
        'Concurrent calls per campaign is required when campaigns are included',
      ],
      campaign_contacts_monthly_limit: [
        'Contacts per month is required when campaigns are included',
      ],
    });
    expect(await errorsOf(adminPackageSchema, { ...PLAN, campaigns_enabled: false })).toEqual({});
  });

  it('refuses what is not a whole number from 0 up to the most, and a switch that is not a boolean', async () => {
    expect(
      await errorsOf(adminPackageSchema, {
        ...PLAN,
        campaigns_enabled: 'yes please',
        campaign_concurrency_limit: 'many',
        campaign_contacts_monthly_limit: -5,
      }),
    ).toEqual({
      campaigns_enabled: ['Campaigns must be true or false'],
      campaign_concurrency_limit: ['Concurrent calls per campaign must be a whole number'],
      campaign_contacts_monthly_limit: ['Contacts per month must be 0 or more'],
    });
    expect(
      await errorsOf(adminPackageSchema, {
        ...PLAN,
        campaigns_enabled: true,
        campaign_concurrency_limit: 2.5,
        campaign_contacts_monthly_limit: 10_000_001,
      }),
    ).toEqual({
      campaign_concurrency_limit: ['Concurrent calls per campaign must be a whole number'],
      campaign_contacts_monthly_limit: ['Contacts per month must be at most 10,000,000'],
    });
    expect(
      await errorsOf(adminPackageSchema, {
        ...PLAN,
        campaigns_enabled: true,
        campaign_concurrency_limit: 1001,
        campaign_contacts_monthly_limit: 0,
      }),
    ).toEqual({
      campaign_concurrency_limit: ['Concurrent calls per campaign must be at most 1,000'],
    });
  });
});
