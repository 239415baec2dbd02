import { describe, expect, it } from '@jest/globals';
import { annualSaving, planFeatureLines, upToSavingLabel } from './pricing';

describe('annualSaving', () => {
  it('is price × 12 − yearly_price', () => {
    expect(annualSaving(49, 470)).toBe(118);
    expect(annualSaving('149.00', '1250.50')).toBe(537.5);
    expect(annualSaving(19.99, 199.9)).toBe(39.98);
  });

  it('is never negative, and 0 for unusable values', () => {
    expect(annualSaving(10, 120)).toBe(0);
    expect(annualSaving(10, 150)).toBe(0);
    expect(annualSaving('abc', 10)).toBe(0);
  });
});

describe('upToSavingLabel', () => {
  it("says spec 000's 'Save Up To N%' with the largest saving of the plans, rounded down", () => {
    // 16.7 % and 20 % off yearly: up to 20, not the 30 the spec's example says.
    const plans = [
      { price: 29, yearly_price: 290 },
      { price: 79, yearly_price: 758.4 },
      { price: '199.00', yearly_price: '1910.40' },
    ];
    expect(upToSavingLabel(plans)).toBe('Save Up To 20%');
    expect(upToSavingLabel([{ price: 10, yearly_price: 84 }])).toBe('Save Up To 30%');
  });

  it('is null when no plan saves anything yearly', () => {
    expect(upToSavingLabel([])).toBeNull();
    expect(upToSavingLabel([{ price: 0, yearly_price: 0 }])).toBeNull();
    expect(upToSavingLabel([{ price: 10, yearly_price: 120 }])).toBeNull();
  });
});

describe('planFeatureLines', () => {
  it("lists the plan's features, then its knowledge base and booking per assistant", () => {
    expect(
      planFeatureLines({
        features: ['3 voice agents', 'Appointment booking and CRM integrations', 'Email support'],
        knowledge_sources_limit: 20,
        knowledge_mb_limit: 1500,
        booking_enabled: true,
      }),
    ).toEqual([
      '3 voice agents',
      'Email support',
      'Knowledge base: 20 sources, 1,500\u00a0MB',
      'Appointment booking',
    ]);
  });

  it('leaves out what the plan does not include, and keeps its own words then', () => {
    expect(
      planFeatureLines({
        features: ['1 voice agent', 'Appointment booking soon'],
        knowledge_sources_limit: 0,
        knowledge_mb_limit: 10,
        booking_enabled: false,
      }),
    ).toEqual(['1 voice agent', 'Appointment booking soon']);
    expect(
      planFeatureLines({ features: [], knowledge_sources_limit: 1, knowledge_mb_limit: 5 }),
    ).toEqual(['Knowledge base: 1 source, 5\u00a0MB']);
    expect(planFeatureLines({ features: null })).toEqual([]);
  });
});
