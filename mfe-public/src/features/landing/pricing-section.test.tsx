import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { Package } from '@voice/contracts';
import { renderPage } from '@voice/ui/testing';
import { PricingSection } from './pricing-section';

const plan = (id: number, values: Partial<Package>): Package => ({
  id,
  name: `Plan ${id}`,
  description: '',
  price: 29,
  yearly_price: 278,
  features: [],
  is_popular: false,
  monthly_minutes_limit: 300,
  voice_agents_limit: 1,
  analytics_level: 'basic',
  support_level: 'Email',
  monthly_payment_link: null,
  yearly_payment_link: null,
  extra_per_minute_charge: 0.15,
  knowledge_sources_limit: 5,
  knowledge_mb_limit: 10,
  booking_enabled: false,
  campaigns_enabled: false,
  campaign_concurrency_limit: 0,
  campaign_contacts_monthly_limit: 0,
  ...values,
});

describe('the landing pricing cards', () => {
  it('show each plan’s knowledge base and booking with its features', () => {
    renderPage(
      <PricingSection
        signedIn={false}
        packages={[
          plan(1, { name: 'Starter', features: ['1 voice agent'] }),
          plan(2, {
            name: 'Professional',
            features: ['3 voice agents', 'Appointment booking and CRM integrations'],
            knowledge_sources_limit: 20,
            knowledge_mb_limit: 50,
            booking_enabled: true,
          }),
        ]}
      />,
      { path: '/' },
    );
    const items = (name: string) =>
      within(screen.getByRole('list', { name: `${name} includes` }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items('Starter')).toEqual(['1 voice agent', 'Knowledge base: 5 sources, 10\u00a0MB']);
    expect(items('Professional')).toEqual([
      '3 voice agents',
      'Knowledge base: 20 sources, 50\u00a0MB',
      'Appointment booking',
    ]);
  });
});
