import { describe, expect, it } from '@jest/globals';
import { REMOTE_CONTRACT_VERSION } from '@voice/contracts';
import { englishOf } from '@voice/contracts/testing';
import remote from './routes';

describe('mfe-billing routes', () => {
  it('declares the public pricing page under the contract version', async () => {
    expect(remote.contractVersion).toBe(REMOTE_CONTRACT_VERSION);
    const pricing = remote.routes.find((route) => route.path === '/pricing');
    if (!pricing) throw new Error('no /pricing route');
    expect(pricing.guard).toBe('public');
    expect(englishOf(pricing.title)).toBe('Pricing');
    expect(typeof (await pricing.load()).default).toBe('function');
  });
});

describe('mfe-billing billing screens', () => {
  it.each([
    ['/subscription', 'authenticated', 'Subscription'],
    ['/subscription/success', 'authenticated', 'Payment Confirmation'],
    ['/payment', 'authenticated', 'Payment'],
    ['/payment-success', 'authenticated', 'Payment Confirmation'],
    ['/transactions', 'authenticated', 'Transactions'],
    ['/transactions/:id', 'authenticated', 'Receipt'],
    ['/admin/transactions', 'admin-area', 'Transactions'],
    ['/reseller-billing', 'reseller-billing', 'Billing and Subscription'],
  ])('declares %s (guard %s, title %s) with a screen', async (path, guard, title) => {
    const route = remote.routes.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`no ${path} route`);
    expect(route.guard).toBe(guard);
    expect(englishOf(route.title)).toBe(title);
    expect(typeof (await route.load()).default).toBe('function');
  });
});
