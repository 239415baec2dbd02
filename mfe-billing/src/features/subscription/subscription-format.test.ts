import { describe, expect, it } from '@jest/globals';
import { PROFESSIONAL, subscription } from '../shared/test-support';
import {
  checkoutUrlOf,
  liveSubscription,
  paymentPath,
  upgradeChoice,
  usagePercent,
  yearlyPerMonth,
} from './subscription-format';

describe('subscription format', () => {
  it('caps usage at 100 % and shows nothing for unlimited or unused', () => {
    expect(usagePercent(250, 1000)).toBe(25);
    expect(usagePercent(1500, 1000)).toBe(100);
    expect(usagePercent(5, -1)).toBe(0);
    expect(usagePercent(0, 0)).toBe(0);
    expect(usagePercent(3, 0)).toBe(100);
  });

  it('divides the yearly price by 12, to the cent', () => {
    expect(yearlyPerMonth({ yearly_price: 758 })).toBe(63.17);
    expect(yearlyPerMonth({ yearly_price: 960 })).toBe(80);
  });

  it('allows upgrades only to a dearer plan', () => {
    expect(upgradeChoice({ id: 2, price: 79 }, { id: 2, price: 79 })).toEqual({
      allowed: false,
      reason: 'Current plan',
    });
    expect(upgradeChoice({ id: 4, price: 79 }, { id: 2, price: 79 })).toEqual({
      allowed: false,
      reason: 'Lower or same tier',
    });
    expect(upgradeChoice({ id: 1, price: 29 }, { id: 2, price: 79 })).toMatchObject({
      allowed: false,
    });
    expect(upgradeChoice({ id: 3, price: 199 }, { id: 2, price: 79 })).toEqual({ allowed: true });
  });

  it('keeps pending and active subscriptions only', () => {
    expect(liveSubscription(subscription({ status: 'pending' }))?.status).toBe('pending');
    expect(liveSubscription(subscription({ status: 'past_due' }))?.status).toBe('past_due');
    expect(liveSubscription(subscription({ status: 'cancelled' }))).toBeNull();
    expect(liveSubscription(null)).toBeNull();
  });

  it('builds the payment path and reads the checkout URL', () => {
    expect(paymentPath({ package: PROFESSIONAL, billing_interval: 'monthly' })).toBe(
      '/payment?package_id=2&interval=monthly',
    );
    expect(checkoutUrlOf({ success: true, data: { checkout_url: 'https://pay.test/x' } })).toBe(
      'https://pay.test/x',
    );
    expect(checkoutUrlOf({ success: true, data: null })).toBeNull();
  });
});
