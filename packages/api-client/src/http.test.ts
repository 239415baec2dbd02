import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { User } from '@voice/contracts';
import { useSession } from '@voice/session';
import { captureWire } from './test-support/wire';
import {
  errorStatus,
  fieldErrors,
  http,
  isNetworkError,
  serverMessage,
  setSignedOutHandler,
  shouldSignOutOn401,
} from './http';
import { getDashboardStats } from './calls/dashboard';
import { getSubscriptionPackages } from './calls/subscriptions';
import { getResellerPackages } from './calls/reseller-registration';
import { getFeatures } from './calls/landing';

const user: User = {
  id: 1,
  name: 'Ann',
  email: 'ann@example.com',
  role: 'user',
  phone: null,
  company: null,
  bio: null,
  profile_picture: null,
  reseller_name: null,
};

let wire: ReturnType<typeof captureWire>;
const signedOut = jest.fn();

function visit(path: string) {
  window.history.pushState({}, '', path);
}

beforeEach(() => {
  localStorage.clear();
  useSession.getState().clear();
  signedOut.mockClear();
  setSignedOutHandler(signedOut);
  visit('/dashboard');
});

afterEach(() => wire.restore());

describe('headers', () => {
  it('sends the bearer token and the JSON accept header', async () => {
    wire = captureWire();
    useSession.getState().setSession('tok-123', user);
    await getDashboardStats();
    expect(wire.last().headers.Authorization).toBe('Bearer tok-123');
    expect(wire.last().headers.Accept).toBe('application/json');
  });

  it('sends no Authorization header without a token, but still the accept header', async () => {
    wire = captureWire();
    await getDashboardStats();
    expect(wire.last().headers.Authorization).toBeUndefined();
    expect(wire.last().headers.Accept).toBe('application/json');
  });

  it('drops a CSRF header on /api/ paths when a token exists', async () => {
    wire = captureWire();
    await http.get('/api/anything', { headers: { 'X-CSRF-TOKEN': 'csrf' } });
    expect(wire.last().headers['X-CSRF-TOKEN']).toBe('csrf');
    useSession.getState().setSession('tok', user);
    await http.get('/api/anything', { headers: { 'X-CSRF-TOKEN': 'csrf' } });
    expect(wire.last().headers['X-CSRF-TOKEN']).toBeUndefined();
  });
});

describe('the 401 rule (spec 000 §4)', () => {
  const unauthorized = () => ({ status: 401, data: { message: 'Unauthenticated.' } });

  it('clears token and user and calls the signed-out handler', async () => {
    wire = captureWire(unauthorized);
    useSession.getState().setSession('tok', user);
    const failure = await getDashboardStats().catch((e: unknown) => e);
    expect(errorStatus(failure)).toBe(401);
    expect(serverMessage(failure)).toBe('Unauthenticated.');
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().user).toBeNull();
    expect(JSON.parse(localStorage.getItem('voice-session') ?? '{}').state.token).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['subscription packages', () => getSubscriptionPackages()],
    ['reseller packages', () => getResellerPackages()],
    ['features', () => getFeatures()],
    ['payment-provider configuration', () => http.get('/api/admin/stripe-configuration')],
    ['payment-provider configuration', () => http.get('/api/payment-provider/config')],
  ])('keeps the session on a 401 from %s', async (_name, call) => {
    wire = captureWire(unauthorized);
    useSession.getState().setSession('tok', user);
    await expect(call()).rejects.toMatchObject({ response: { status: 401 } });
    expect(useSession.getState().token).toBe('tok');
    expect(signedOut).not.toHaveBeenCalled();
  });

  it.each(['/', '/login', '/register', '/pricing'])(
    'keeps the session on page %s',
    async (page) => {
      wire = captureWire(unauthorized);
      visit(page);
      useSession.getState().setSession('tok', user);
      await expect(getDashboardStats()).rejects.toMatchObject({ response: { status: 401 } });
      expect(useSession.getState().token).toBe('tok');
      expect(signedOut).not.toHaveBeenCalled();
    },
  );

  it('does nothing when there is no token', async () => {
    wire = captureWire(unauthorized);
    await expect(getDashboardStats()).rejects.toMatchObject({ response: { status: 401 } });
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('ignores other failures', async () => {
    wire = captureWire(() => ({ status: 403, data: { message: 'Forbidden' } }));
    useSession.getState().setSession('tok', user);
    await expect(getDashboardStats()).rejects.toMatchObject({ response: { status: 403 } });
    expect(useSession.getState().token).toBe('tok');
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('decides from call URL, page and token', () => {
    expect(shouldSignOutOn401('/api/dashboard/stats', '/dashboard', true)).toBe(true);
    expect(shouldSignOutOn401('/api/assistants', '/assistants/3/edit', true)).toBe(true);
    expect(shouldSignOutOn401('/api/dashboard/stats', '/pricing/', true)).toBe(false);
    expect(shouldSignOutOn401('/api/subscriptions/packages', '/dashboard', true)).toBe(false);
    expect(shouldSignOutOn401('/api/features?x=1', '/dashboard', true)).toBe(false);
    expect(shouldSignOutOn401('/api/dashboard/stats', '/dashboard', false)).toBe(false);
  });
});

describe('error helpers', () => {
  it('reads field errors of a 422 reply', async () => {
    wire = captureWire(() => ({
      status: 422,
      data: { message: 'The given data was invalid.', errors: { email: ['Taken'] } },
    }));
    const failure = await http.post('/api/register', {}).catch((e: unknown) => e);
    expect(fieldErrors(failure)).toEqual({ email: ['Taken'] });
    expect(serverMessage(failure)).toBe('The given data was invalid.');
    expect(isNetworkError(failure)).toBe(false);
    expect(fieldErrors(new Error('x'))).toBeUndefined();
  });
});
