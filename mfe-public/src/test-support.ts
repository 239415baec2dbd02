// Test set-up shared by the public pages' tests: the fake API a test answers with, and a signed-out start.
import { afterEach, beforeEach } from '@jest/globals';
import { useSession } from '@voice/session';
import { fakeApi, type FakeReply, type RecordedCall } from '@voice/api-client/testing';

/** How the fake API answers a call. */
export type Answer = (call: RecordedCall) => FakeReply | Promise<FakeReply>;

/**
 * `answer(handler)`: the API answers every call with `handler` (instead of an earlier answer of the same test)
 * and records the calls; the real API is back after each test.
 */
export function fakeApiPerTest() {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => {
    api?.restore();
    api = null;
  });
  return (handler: Answer) => {
    api?.restore();
    api = fakeApi(handler);
    return api;
  };
}

/** Each test starts signed out, with nothing in local storage. */
export function signedOutBeforeEach() {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ token: null, user: null, intendedUrl: null });
  });
}

/** The server's answer to invalid input (422): its message and the errors of each field. */
export function validationFailed(message: string, errors: Record<string, string[]>): FakeReply {
  return { status: 422, data: { message, errors } };
}
