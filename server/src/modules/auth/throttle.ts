import type { FastifyInstance } from 'fastify';
import { throttleFor, type Throttle } from '../../lib/throttle';

// The generic throttle lives in lib/throttle.ts; re-exported here for the modules that import it from auth.
export { Throttle, retryAfterAny, throttleFor, tooManyRequests } from '../../lib/throttle';

/** Failed sign-ins allowed per email and client IP together in a minute; the next try gets 429. */
export const LOGIN_MAX_ATTEMPTS = 5;
/** Failed sign-ins allowed per client IP in a minute, whatever the emails (guessing many accounts). */
export const LOGIN_MAX_ATTEMPTS_PER_IP = 20;

/**
 * The two login throttles. Counting failures per email alone would let anyone lock any account (the
 * super admin's included) from anywhere; per email and IP together, only the guessing client is slowed.
 */
export function loginThrottles(app: FastifyInstance): { pair: Throttle; ip: Throttle } {
  return {
    pair: throttleFor(app, 'login', LOGIN_MAX_ATTEMPTS),
    ip: throttleFor(app, 'login-ip', LOGIN_MAX_ATTEMPTS_PER_IP),
  };
}

/** The key of an (email, client IP) pair; JSON keeps the two parts apart whatever they contain. */
export function loginPairKey(email: string, ip: string): string {
  return JSON.stringify([email, ip]);
}
