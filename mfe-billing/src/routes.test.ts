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
