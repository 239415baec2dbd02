import { describe, expect, it } from '@jest/globals';
import { BUSINESS, PROFESSIONAL, subscription } from '../shared/test-support';
import {
  checkoutUrlOf,
  canSwitchDown,
  chargedAmount,
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

  it('allows upgrades only to a dearer plan, cheaper ones at the renewal', () => {
    const current = subscription();
    const plan = (id: number, price: number) => ({ id, price, yearly_price: price * 10 });
    expect(upgradeChoice(plan(2, 79), current)).toEqual({
      allowed: false,
      reason: 'Current plan',
    });
    expect(upgradeChoice(plan(4, 79), current)).toEqual({
      allowed: false,
      reason: 'Lower or same tier',
    });
    expect(upgradeChoice(plan(1, 29), current)).toMatchObject({ allowed: false });
    expect(upgradeChoice(plan(3, 199), current)).toEqual({ allowed: true });
    expect(canSwitchDown(plan(1, 29), current)).toBe(true);
    expect(canSwitchDown(plan(4, 79), current)).toBe(false);
    expect(canSwitchDown(plan(2, 79), current)).toBe(false);
  });

  it("compares with a custom deal's own amount and the subscription's interval", () => {
    const deal = subscription({ package: BUSINESS, amount: 150, is_custom: true });
    expect(upgradeChoice({ id: 9, price: 179, yearly_price: 1790 }, deal)).toEqual({
      allowed: true,
    });
    expect(canSwitchDown(PROFESSIONAL, deal)).toBe(true);
    const yearly = subscription({ billing_interval: 'yearly', amount: 758 });
    expect(upgradeChoice({ id: 9, price: 99, yearly_price: 700 }, yearly)).toMatchObject({
      allowed: false,
    });
    expect(chargedAmount(subscription({ billing_interval: 'yearly' }))).toBe(
      PROFESSIONAL.yearly_price,
    );
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
    const reply = (checkout_url: string | null) => ({
      success: true,
      message: 'Done',
      data: { subscription: subscription(), checkout_url },
    });
    expect(checkoutUrlOf(reply('https://pay.test/x'))).toBe('https://pay.test/x');
    expect(checkoutUrlOf(reply(null))).toBeNull();
    expect(checkoutUrlOf(undefined)).toBeNull();
  });
});
