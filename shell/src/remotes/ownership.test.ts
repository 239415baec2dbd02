import { describe, expect, it } from '@jest/globals';
import { ownerOf } from './ownership';

describe('ownerOf', () => {
  it.each([
    ['/', 'mfe_public', undefined],
    ['/login', 'mfe_public', 'guest'],
    ['/password-reset/abc', 'mfe_public', 'guest'],
    ['/docs/billing/plans', 'mfe_public', undefined],
    ['/dashboard', 'mfe_account', 'auth'],
    ['/call-logs/call_1', 'mfe_account', 'auth'],
    ['/assistants/12/edit', 'mfe_assistants', 'auth'],
    ['/pricing', 'mfe_billing', undefined],
    ['/payment', 'mfe_billing', 'auth'],
    ['/payment-success', 'mfe_billing', 'auth'],
    ['/reseller-billing', 'mfe_billing', 'reseller-admin'],
    ['/admin', 'mfe_admin', 'admin'],
    ['/admin/users', 'mfe_admin', 'admin'],
    ['/super-admin/resellers/3', 'mfe_admin', 'super-admin'],
    // Longest prefix first: the admin views of another domain belong to that domain's remote.
    ['/admin/assistants', 'mfe_assistants', 'admin'],
    ['/super-admin/assistants', 'mfe_assistants', 'super-admin'],
    ['/admin/call-logs/call_9', 'mfe_account', 'admin'],
    ['/admin/transactions', 'mfe_billing', 'admin'],
  ])('%s belongs to %s (guard %s)', (path, remote, guard) => {
    const owner = ownerOf(path);
    expect(owner?.remote).toBe(remote);
    expect(owner?.guard).toBe(guard);
  });

  it('matches whole segments only and ignores a trailing slash', () => {
    expect(ownerOf('/administrator')).toBeUndefined();
    expect(ownerOf('/loginas')?.remote).toBe('mfe_public');
    expect(ownerOf('/assistants/')?.remote).toBe('mfe_assistants');
  });

  it('gives admins the admin view of /dashboard', () => {
    expect(ownerOf('/dashboard', 'admin')).toMatchObject({ remote: 'mfe_admin', guard: 'admin' });
    expect(ownerOf('/dashboard', 'reseller_admin')?.remote).toBe('mfe_admin');
    expect(ownerOf('/dashboard', 'user')?.remote).toBe('mfe_account');
  });

  it('owns nothing for unknown paths', () => {
    expect(ownerOf('/no-such-page')).toBeUndefined();
  });
});
