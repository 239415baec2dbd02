import { throttleFor, type Throttle, type ThrottleOwner } from '../../../lib/throttle';

// The generic throttle lives in lib/throttle.ts; re-exported here for the modules that import it from auth.
export { Throttle, tooManyRequests } from '../../../lib/throttle';

/** Failed sign-ins allowed per email and client IP together in a minute; the next try gets 429. */
export const LOGIN_MAX_ATTEMPTS = 5;
/** Failed sign-ins allowed per client IP in a minute, whatever the emails (guessing many accounts). */
export const LOGIN_MAX_ATTEMPTS_PER_IP = 20;
/** Failed sign-ins of one email, from any IPs, counted in a window of an hour (from the first). */
export const ACCOUNT_WINDOW_MS = 60 * 60_000;
/** Failures of one email in its window before each further one makes the next try wait. */
export const ACCOUNT_FREE_FAILURES = 10;
/** The longest wait after a failure (seconds): 1, 2, 4 ... seconds, then this. */
export const ACCOUNT_MAX_DELAY_SECONDS = 300;
/** How long a client IP stays known for an email after a successful sign-in from it. */
export const KNOWN_CLIENT_MS = 30 * 24 * 60 * 60_000;

export interface LoginThrottles {
  /** Failures per (email, client IP): 5 a minute. */
  pair: Throttle;
  /** Failures per client IP: 20 a minute. */
  ip: Throttle;
  /** Failures per email from anywhere, in the hour's window. */
  account: Throttle;
  /** The email's current wait after its latest failure (a window as long as the wait). */
  accountWait: Throttle;
  /** (email, client IP) pairs that signed in successfully lately: not made to wait by the account's delay. */
  known: Throttle;
}

/**
 * The login throttles. Counting failures per email alone with a lock would let anyone lock any account (the super
 * admin's included) from anywhere; per email and IP together, and per IP, only the guessing client is slowed. The
 * per-account ceiling catches guesses spread over many IPs without locking: past ACCOUNT_FREE_FAILURES failures of
 * an email in an hour, each failure makes the email's next try wait 1, 2, 4 ... up to ACCOUNT_MAX_DELAY_SECONDS,
 * and a client that signed in as that email lately (its IP) is not made to wait. All counted in the shared-state
 * store (Redis when configured), so they hold across instances.
 */
export function loginThrottles(owner: ThrottleOwner): LoginThrottles {
  return {
    pair: throttleFor(owner, 'login', LOGIN_MAX_ATTEMPTS),
    ip: throttleFor(owner, 'login-ip', LOGIN_MAX_ATTEMPTS_PER_IP),
    account: throttleFor(owner, 'login-account', ACCOUNT_FREE_FAILURES, ACCOUNT_WINDOW_MS),
    accountWait: throttleFor(owner, 'login-account-wait', 1),
    known: throttleFor(owner, 'login-known', 1, KNOWN_CLIENT_MS),
  };
}

/** The key of an (email, client IP) pair; JSON keeps the two parts apart whatever they contain. */
export function loginPairKey(email: string, ip: string): string {
  return JSON.stringify([email, ip]);
}

/** The wait (seconds) an email's `failures`-th failure in its window imposes on the next try: 0 for the first ten. */
export function accountDelaySeconds(failures: number): number {
  const over = failures - ACCOUNT_FREE_FAILURES;
  if (over <= 0) return 0;
  return Math.min(2 ** Math.min(over - 1, 30), ACCOUNT_MAX_DELAY_SECONDS);
}
