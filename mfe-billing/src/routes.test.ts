import { describe, expect, it } from '@jest/globals';
import { REMOTE_CONTRACT_VERSION } from '@voice/contracts';
import remote from './routes';

describe('mfe-billing routes', () => {
  it('declares the public pricing page under the contract version', async () => {
    expect(remote.contractVersion).toBe(REMOTE_CONTRACT_VERSION);
    const pricing = remote.routes.find((route) => route.path === '/pricing');
    expect(pricing).toMatchObject({ guard: 'public', title: 'Pricing' });
    if (!pricing) throw new Error('no /pricing route');
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
    expect(route).toMatchObject({ guard, title });
    if (!route) throw new Error(`no ${path} route`);
    expect(typeof (await route.load()).default).toBe('function');
  });
});
