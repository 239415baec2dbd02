import { describe, expect, it } from '@jest/globals';
import { accountAccessRoutes } from './routes-account-access';

describe('account access routes', () => {
  it('are guest-only', () => {
    expect(accountAccessRoutes.every((route) => route.guard === 'guest')).toBe(true);
  });

  it('offer the reseller sign-up only on the main host (elsewhere the shell shows /not-found)', () => {
    const mainHostOnly = accountAccessRoutes
      .filter((route) => route.mainHostOnly)
      .map((route) => route.path);
    expect(mainHostOnly).toEqual(['/reseller-registration', '/reseller-registration/success']);
  });
});
