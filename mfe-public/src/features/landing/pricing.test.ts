import { describe, expect, it } from '@jest/globals';
import { annualSaving } from './pricing';

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
