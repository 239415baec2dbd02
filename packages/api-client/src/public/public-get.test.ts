import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { User } from '@voice/contracts';
import { useSession } from '@voice/session';
import { getFeatures } from '../calls/landing';
import { getPublicSettings } from '../calls/auth';
import { getSubscriptionPackages } from '../calls/subscriptions';
import { fakeFetch, type FetchReply, type FetchRequest } from '../testing/fake-fetch';
import { fakeApi } from '../testing/fake-api';
import {
  errorStatus,
  fetchFeatures,
  fetchPublicSettings,
  fetchSubscriptionPackages,
  fieldErrors,
  HttpError,
  isNetworkError,
  publicGet,
  serverMessage,
  setSignedOutHandler,
} from './index';

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

let requests: FetchRequest[] = [];
let restoreFetch: (() => void) | undefined;
const signedOut = jest.fn();

/** Every fetch is answered with `reply` and recorded. */
function serve(reply: FetchReply | ((request: FetchRequest) => FetchReply)) {
  restoreFetch?.();
  requests = [];
  restoreFetch = fakeFetch((request) => {
    requests.push(request);
    return typeof reply === 'function' ? reply(request) : reply;
  });
}

function visit(path: string) {
  window.history.pushState({}, '', path);
}

beforeEach(() => {
  localStorage.clear();
  useSession.getState().clear();
  signedOut.mockClear();
  setSignedOutHandler(signedOut);
  visit('/');
});

afterEach(() => {
  restoreFetch?.();
  restoreFetch = undefined;
});

describe('the public reads through fetch', () => {
  it.each([
    ['public settings', fetchPublicSettings, '/api/public-settings'],
    ['features', fetchFeatures, '/api/features'],
    ['subscription packages', fetchSubscriptionPackages, '/api/subscriptions/packages'],
  ])('GETs the %s from the same origin and returns the JSON reply', async (_name, read, url) => {
    serve({ status: 200, data: { success: true, data: [{ id: 1 }] } });
    await expect(read()).resolves.toEqual({ success: true, data: [{ id: 1 }] });
    expect(requests).toEqual([{ method: 'GET', url, headers: { Accept: 'application/json' } }]);
  });

  it('sends the bearer token when signed in, as the axios instance does', async () => {
    serve({ status: 200, data: { success: true, data: [] } });
    useSession.getState().setSession('tok-123', user);
    await fetchFeatures();
    expect(requests[0]?.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer tok-123',
    });
  });

  it('returns a body that is not JSON as its text, and nothing for an empty body', async () => {
    restoreFetch = fakeFetch(() => ({ status: 200 }));
    await expect(publicGet('/api/features')).resolves.toBeUndefined();
    restoreFetch();
    const original = globalThis.fetch;
    globalThis.fetch = (async () => ({
      status: 200,
      ok: true,
      text: async () => 'plain text',
    })) as unknown as typeof fetch;
    restoreFetch = () => {
      globalThis.fetch = original;
    };
    await expect(publicGet('/api/features')).resolves.toBe('plain text');
  });
});

describe('failures', () => {
  it('rejects a 4xx reply with the status, the body and the helpers reading them', async () => {
    serve({
      status: 422,
      data: { message: 'The given data was invalid.', errors: { email: ['Taken'] } },
    });
    const failure = await publicGet('/api/features').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({
      message: 'Request failed with status code 422',
      code: 'ERR_BAD_REQUEST',
      config: { method: 'get', url: '/api/features' },
      response: { status: 422 },
    });
    expect(errorStatus(failure)).toBe(422);
    expect(serverMessage(failure)).toBe('The given data was invalid.');
    expect(fieldErrors(failure)).toEqual({ email: ['Taken'] });
    expect(isNetworkError(failure)).toBe(false);
  });

  it('names a 5xx reply ERR_BAD_RESPONSE', async () => {
    serve({ status: 503, data: { message: 'Down' } });
    await expect(fetchPublicSettings()).rejects.toMatchObject({
      code: 'ERR_BAD_RESPONSE',
      response: { status: 503, data: { message: 'Down' } },
    });
  });

  it('keeps the reason of an unknown or suspended site (the shell shows its own page)', async () => {
    serve({ status: 404, data: { success: false, reason: 'unknown', message: 'Unknown site' } });
    await expect(fetchPublicSettings()).rejects.toMatchObject({
      response: { status: 404, data: { reason: 'unknown' } },
    });
  });

  it('reports a network failure as one, without a status', async () => {
    serve('network-error');
    const failure = await fetchFeatures().catch((e: unknown) => e);
    expect(failure).toMatchObject({ message: 'Network Error', code: 'ERR_NETWORK' });
    expect(isNetworkError(failure)).toBe(true);
    expect(errorStatus(failure)).toBeUndefined();
    expect(serverMessage(failure)).toBeUndefined();
  });

  it('is not mistaken for a failed call when it is any other error', () => {
    expect(errorStatus(new Error('x'))).toBeUndefined();
    expect(isNetworkError(new Error('x'))).toBe(false);
    expect(isNetworkError(null)).toBe(false);
  });
});

describe('the 401 rule (spec 000 §4), as on the axios instance', () => {
  const unauthorized: FetchReply = { status: 401, data: { message: 'Unauthenticated.' } };

  it('signs out on a 401 from the public settings on a private page', async () => {
    visit('/dashboard');
    serve(unauthorized);
    useSession.getState().setSession('tok', user);
    await expect(fetchPublicSettings()).rejects.toMatchObject({ response: { status: 401 } });
    expect(useSession.getState().token).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['features', fetchFeatures],
    ['subscription packages', fetchSubscriptionPackages],
  ])('keeps the session on a 401 from the %s', async (_name, read) => {
    visit('/dashboard');
    serve(unauthorized);
    useSession.getState().setSession('tok', user);
    await expect(read()).rejects.toMatchObject({ response: { status: 401 } });
    expect(useSession.getState().token).toBe('tok');
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('keeps the session on the landing page', async () => {
    serve(unauthorized);
    useSession.getState().setSession('tok', user);
    await expect(fetchPublicSettings()).rejects.toMatchObject({ response: { status: 401 } });
    expect(useSession.getState().token).toBe('tok');
    expect(signedOut).not.toHaveBeenCalled();
  });
});

describe('the same answers as the axios calls', () => {
  const replies: [string, FetchReply][] = [
    ['ok', { status: 200, data: { success: true, data: [{ id: 2, name: 'Pro' }] } }],
    ['not found', { status: 404, data: { success: false, reason: 'unknown', message: 'Gone' } }],
    ['invalid', { status: 422, data: { message: 'Invalid', errors: { a: ['b'] } } }],
    ['server error', { status: 500, data: { message: 'Server Error' } }],
    ['no answer', 'network-error'],
  ];
  const pairs = [
    ['public settings', getPublicSettings, fetchPublicSettings],
    ['features', getFeatures, fetchFeatures],
    ['packages', getSubscriptionPackages, fetchSubscriptionPackages],
  ] as const;

  /** What a screen can see of an outcome: the value, or the failure through the helpers. */
  async function outcome(call: () => Promise<unknown>) {
    try {
      return { value: await call() };
    } catch (error) {
      const failure = error as { message?: string; code?: string; response?: unknown };
      return {
        message: failure.message,
        code: failure.code,
        status: errorStatus(error),
        serverMessage: serverMessage(error),
        fieldErrors: fieldErrors(error),
        network: isNetworkError(error),
        data: (failure.response as { data?: unknown } | undefined)?.data,
      };
    }
  }

  it.each(
    pairs.flatMap(([name, viaAxios, viaFetch]) =>
      replies.map(([what, reply]) => [name, what, viaAxios, viaFetch, reply] as const),
    ),
  )('%s, %s', async (_name, _what, viaAxios, viaFetch, reply) => {
    // fakeApi answers both transports from one handler: the axios adapter and fetch.
    const api = fakeApi(() => reply);
    try {
      const viaAxiosOutcome = await outcome(viaAxios);
      expect(await outcome(viaFetch)).toEqual(viaAxiosOutcome);
      expect(api.calls).toHaveLength(2);
      expect(api.calls[1]).toEqual(api.calls[0]);
    } finally {
      api.restore();
    }
  });
});
