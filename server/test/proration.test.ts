import { describe, expect, it } from '@jest/globals';
import { prorate } from '../src/domains/billing/subscriptions/proration';

const at = (iso: string) => new Date(`${iso}Z`);

/**
 * Stripe's proration (always_invoice): credit = round(old × unused), charge = round(new × unused), unused measured
 * in whole seconds over the period; the invoice is charge − credit. Cents.
 */
describe('prorate', () => {
  it.each([
    // case, old, new, period start, period end, change time, credit, charge, total
    [
      'mid-period upgrade',
      2900,
      7900,
      '2026-11-01T00:00:00',
      '2026-12-01T00:00:00',
      '2026-11-16T00:00:00',
      1450,
      3950,
      2500,
    ],
    [
      'mid-period, 31-day month, 20.5 days left',
      2900,
      7900,
      '2026-01-01T00:00:00',
      '2026-02-01T00:00:00',
      '2026-01-11T12:00:00',
      1918,
      5224,
      3306,
    ],
    [
      'same-day upgrade (two hours in)',
      2900,
      7900,
      '2026-11-01T00:00:00',
      '2026-12-01T00:00:00',
      '2026-11-01T02:00:00',
      2892,
      7878,
      4986,
    ],
    [
      'yearly to yearly, 181 of 365 days left',
      29000,
      79000,
      '2026-03-01T00:00:00',
      '2027-03-01T00:00:00',
      '2026-09-01T00:00:00',
      14381,
      39175,
      24794,
    ],
    [
      'custom deal ($150) to plan ($199), a third left',
      15000,
      19900,
      '2026-11-01T00:00:00',
      '2026-12-01T00:00:00',
      '2026-11-21T00:00:00',
      5000,
      6633,
      1633,
    ],
    [
      'at the very start: the full difference',
      2900,
      7900,
      '2026-11-01T00:00:00',
      '2026-12-01T00:00:00',
      '2026-11-01T00:00:00',
      2900,
      7900,
      5000,
    ],
    [
      'at the period end: nothing',
      2900,
      7900,
      '2026-11-01T00:00:00',
      '2026-12-01T00:00:00',
      '2026-12-01T00:00:00',
      0,
      0,
      0,
    ],
  ])('%s', (_case, oldAmount, newAmount, start, end, when, credit, charge, total) => {
    const result = prorate({
      currentAmount: oldAmount as number,
      newAmount: newAmount as number,
      periodStart: at(start as string),
      periodEnd: at(end as string),
      at: at(when as string),
    });
    expect(result).toEqual({
      credit,
      charge,
      total,
      prorationDate: Math.floor(at(when as string).getTime() / 1000),
    });
  });

  it('counts whole seconds, as a Unix proration_date does', () => {
    const base = { currentAmount: 15000, newAmount: 19900 };
    const period = { periodStart: at('2026-11-01T00:00:00'), periodEnd: at('2026-12-01T00:00:00') };
    expect(prorate({ ...base, ...period, at: at('2026-11-21T00:00:00.900') })).toEqual(
      prorate({ ...base, ...period, at: at('2026-11-21T00:00:00') }),
    );
  });

  it('refuses a period that does not move forward', () => {
    const day = at('2026-11-01T00:00:00');
    expect(() =>
      prorate({ currentAmount: 1, newAmount: 2, periodStart: day, periodEnd: day, at: day }),
    ).toThrow('prorate: the period must end after it starts');
  });
});
