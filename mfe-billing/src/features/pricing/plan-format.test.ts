import { describe, expect, it } from '@jest/globals';
import { i18n } from '@voice/ui/core';
import {
  campaignsValue,
  formatCount,
  knowledgeValue,
  limitValue,
  planListItems,
  yearlySavingLabel,
} from './plan-format';

// The messages in English, as a screen shows them outside the shell.
if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('formatCount next to Intl.NumberFormat (en-US)', () => {
  const intl = new Intl.NumberFormat('en-US');

  it('gives the same text for integers of every size and sign', () => {
    const values = [0, 1, 7, 12, 999, 1000, 1001, 9999, 10000, 123456, 1e6, 2 ** 31, 1e15];
    values.push(-1, -999, -1000, -1234567);
    for (let i = 0; i < 500; i += 1) values.push((i * 7919 * 104729) % 100000007);
    for (const value of values) expect(formatCount(value, i18n)).toBe(intl.format(value));
  });

  it('rounds fractions to whole numbers, and shows a dash for what is not finite', () => {
    expect(formatCount(1234.6, i18n)).toBe('1,235');
    expect(formatCount(Number.NaN, i18n)).toBe('—');
    expect(formatCount(Number.POSITIVE_INFINITY, i18n)).toBe('—');
  });
});

describe('limitValue', () => {
  it('says Unlimited for -1, a dash when absent, else the count', () => {
    expect(limitValue(-1, i18n)).toBe('Unlimited');
    expect(limitValue(null, i18n)).toBe('—');
    expect(limitValue(undefined, i18n)).toBe('—');
    expect(limitValue(25000, i18n)).toBe('25,000');
  });
});

/** Neither knowledge nor booking: the cases about the limits. */
const NO_ASSISTANT_FEATURES = {
  knowledge_sources_limit: 0,
  knowledge_mb_limit: 0,
  booking_enabled: false,
};

describe('knowledgeValue', () => {
  it('gives sources and MB per assistant, or null when either is 0', () => {
    expect(knowledgeValue({ knowledge_sources_limit: 20, knowledge_mb_limit: 50 }, i18n)).toBe(
      '20 sources, 50\u00a0MB',
    );
    expect(knowledgeValue({ knowledge_sources_limit: 1, knowledge_mb_limit: 10000 }, i18n)).toBe(
      '1 source, 10,000\u00a0MB',
    );
    expect(knowledgeValue({ knowledge_sources_limit: 0, knowledge_mb_limit: 50 }, i18n)).toBeNull();
    expect(knowledgeValue({ knowledge_sources_limit: 5, knowledge_mb_limit: 0 }, i18n)).toBeNull();
  });
});

describe('planListItems', () => {
  it.each([
    {
      what: 'the two limits, then the features that do not restate them',
      agents: 3,
      minutes: 1000,
      features: ['3 voice agents', '1,000 minutes per month', 'Appointment booking'],
      listed: ['3 voice agents', '1,000 minutes per month', 'Appointment booking'],
    },
    {
      what: 'no restated limit in other words or case, and other counts kept',
      agents: -1,
      minutes: -1,
      features: [
        'Unlimited minutes',
        'unlimited Voice Agents',
        'Unlimited integrations',
        '5 minutes setup',
      ],
      listed: [
        'Unlimited voice agents',
        'Unlimited minutes per month',
        'Unlimited integrations',
        '5 minutes setup',
      ],
    },
  ])('lists $what', ({ agents, minutes, features, listed }) => {
    const plan = {
      ...NO_ASSISTANT_FEATURES,
      voice_agents_limit: agents,
      monthly_minutes_limit: minutes,
      features,
    };
    expect(planListItems(plan, i18n)).toEqual(listed);
  });

  it('writes one voice agent in the singular and survives a plan without features', () => {
    const plan = {
      ...NO_ASSISTANT_FEATURES,
      voice_agents_limit: 1,
      monthly_minutes_limit: 300,
      features: null,
    };
    expect(planListItems(plan as never, i18n)).toEqual(['1 voice agent', '300 minutes per month']);
  });

  it('lists the knowledge base and booking after the limits; a feature restating booking once', () => {
    const plan = {
      voice_agents_limit: 3,
      monthly_minutes_limit: 1000,
      knowledge_sources_limit: 20,
      knowledge_mb_limit: 50,
      booking_enabled: true,
      features: ['Appointment booking and CRM integrations', 'Advanced call analytics'],
    };
    expect(planListItems(plan, i18n)).toEqual([
      '3 voice agents',
      '1,000 minutes per month',
      'Knowledge base: 20 sources, 50\u00a0MB',
      'Appointment booking',
      'Advanced call analytics',
    ]);
    // Without booking, the plan's own words stay (they are the admin's to correct).
    expect(planListItems({ ...plan, booking_enabled: false }, i18n)).toEqual([
      '3 voice agents',
      '1,000 minutes per month',
      'Knowledge base: 20 sources, 50\u00a0MB',
      'Appointment booking and CRM integrations',
      'Advanced call analytics',
    ]);
  });

  it('lists outbound campaigns with their limits when the plan has them; a feature restating them once', () => {
    const plan = {
      voice_agents_limit: 3,
      monthly_minutes_limit: 1000,
      knowledge_sources_limit: 0,
      knowledge_mb_limit: 0,
      booking_enabled: false,
      campaigns_enabled: true,
      campaign_concurrency_limit: 5,
      campaign_contacts_monthly_limit: 5000,
      features: ['Outbound campaigns (beta)', 'Call recording'],
    };
    expect(planListItems(plan, i18n)).toEqual([
      '3 voice agents',
      '1,000 minutes per month',
      'Outbound campaigns: 5 concurrent calls, 5,000 contacts a month',
      'Call recording',
    ]);
    expect(planListItems({ ...plan, campaigns_enabled: false }, i18n)).toEqual([
      '3 voice agents',
      '1,000 minutes per month',
      'Outbound campaigns (beta)',
      'Call recording',
    ]);
  });
});

describe('campaignsValue', () => {
  it('gives concurrent calls and monthly contacts, singular where one, or null without campaigns', () => {
    expect(
      campaignsValue(
        {
          campaigns_enabled: true,
          campaign_concurrency_limit: 1,
          campaign_contacts_monthly_limit: 250_000,
        },
        i18n,
      ),
    ).toBe('1 concurrent call, 250,000 contacts a month');
    expect(
      campaignsValue(
        {
          campaigns_enabled: false,
          campaign_concurrency_limit: 5,
          campaign_contacts_monthly_limit: 5000,
        },
        i18n,
      ),
    ).toBeNull();
    // A reply from before campaigns were a plan feature.
    expect(campaignsValue({}, i18n)).toBeNull();
  });
});

describe('yearlySavingLabel', () => {
  it("says spec 001's 'Save N%' with the saving every plan gives, rounded down", () => {
    const plans = [
      { price: 29, yearly_price: 290 },
      { price: 79, yearly_price: 758.4 },
      { price: 199, yearly_price: 1910.4 },
    ];
    expect(yearlySavingLabel(plans, i18n)).toBe('Save 16%');
    expect(yearlySavingLabel(plans.slice(1), i18n)).toBe('Save 20%');
  });

  it('is null without plans, or when one of them saves nothing yearly', () => {
    expect(yearlySavingLabel([], i18n)).toBeNull();
    expect(
      yearlySavingLabel(
        [
          { price: 29, yearly_price: 290 },
          { price: 10, yearly_price: 120 },
        ],
        i18n,
      ),
    ).toBeNull();
  });
});
