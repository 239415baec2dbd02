import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TWO_FACTOR_MESSAGES as M } from '@voice/contracts';
import { HttpError, ValidationFailed } from '../../../lib/http-error';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { throttleFor, tooManyRequests } from '../../../lib/throttle';
import { currentUser, userMatchesTenant } from '../../../plugins/auth';
import { authRateLimit } from '../../../plugins/rate-limit';
import { issueToken } from '../auth/token-repository';
import { loginPairKey, loginThrottles } from '../auth/throttle';
import { recordAudit } from '../../platform';
import { toUserJson } from '../users/presenter';
import { findAccountById, type AccountRow } from '../users/repository';
import { readPolicy, writePolicy } from './policy';
import { endSessionsWithoutTwoFactor } from './repository';
import type { ChallengeRow } from './repository';
import { twoFactorSchemas as schemas } from './schemas';
import {
  challengeExpired,
  checkSecondFactor,
  confirmEnrolment,
  disableTwoFactor,
  failChallenge,
  liveChallenge,
  regenerateRecoveryCodes,
  spendChallenge,
  startSetup,
  trustDevice,
  twoFactorStatus,
} from './service';

/**
 * Wrong codes of one account allowed in TWO_FACTOR_WINDOW_MS, from any client: a correct password (which clears
 * its client's login counter) must not buy fresh guesses at the second factor.
 */
export const TWO_FACTOR_MAX_FAILURES = 10;
export const TWO_FACTOR_WINDOW_MS = 15 * 60_000;

/**
 * Two-factor sign-in. The signed-in user's own settings (/profile, Security): GET /api/two-factor, POST
 * /api/two-factor/setup, /enable, /recovery-codes, /disable; never while acting as another user. The sign-in's
 * second step, after POST /api/login answered a challenge instead of a session: POST /api/login/two-factor (a code
 * or a recovery code) and, when the platform requires an enrolment, /api/login/two-factor/setup and /enable. The
 * platform's rule: GET/PUT /api/super-admin/two-factor-policy.
 */
export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  const deps = () => ({ db: app.db, config: app.config });

  /** The signed-in user changing their own two-factor: not an admin acting as them. */
  const owner = (request: FastifyRequest): AccountRow => {
    const user = currentUser(request);
    if (request.impersonatorId !== null) throw new HttpError(403, M.notWhileImpersonating);
    return user;
  };

  api.get(
    '/api/two-factor',
    { config: { access: 'authenticated' }, schema: schemas.status },
    async (request) => ({
      success: true,
      data: await twoFactorStatus(deps(), currentUser(request)),
    }),
  );

  api.post(
    '/api/two-factor/setup',
    { config: { access: 'authenticated' }, schema: schemas.setup },
    async (request) => ({
      success: true,
      ...(await startSetup(deps(), owner(request), request.tenant)),
    }),
  );

  api.post(
    '/api/two-factor/enable',
    { config: { ...authRateLimit(app), access: 'authenticated' }, schema: schemas.enable },
    async (request, reply) => {
      const user = owner(request);
      await guardGuessing(request, reply, user);
      const codes = await countFailure(request, user, () =>
        confirmEnrolment(deps(), request, user, request.body.code),
      );
      return { success: true, message: M.enabled, recovery_codes: codes };
    },
  );

  api.post(
    '/api/two-factor/recovery-codes',
    { config: { ...authRateLimit(app), access: 'authenticated' }, schema: schemas.regenerate },
    async (request, reply) => {
      const user = owner(request);
      await guardGuessing(request, reply, user);
      const codes = await countFailure(request, user, () =>
        regenerateRecoveryCodes(deps(), request, user, request.body.code),
      );
      return { success: true, message: M.regenerated, recovery_codes: codes };
    },
  );

  api.post(
    '/api/two-factor/disable',
    { config: { ...authRateLimit(app), access: 'authenticated' }, schema: schemas.disable },
    async (request, reply) => {
      const user = owner(request);
      await guardGuessing(request, reply, user);
      await countFailure(request, user, () =>
        disableTwoFactor(deps(), request, user, request.body),
      );
      return { success: true, message: M.disabled };
    },
  );

  // --- The sign-in's second step ---

  api.post(
    '/api/login/two-factor',
    { config: { ...authRateLimit(app), access: 'public' }, schema: schemas.signIn },
    async (request, reply) => {
      const { body } = request;
      const challenge = await liveChallenge(deps(), body.challenge_token, 'verify');
      const user = await challengeUser(request, challenge);
      await guardGuessing(request, reply, user);
      // The audit entry of a recovery code names the user who signs in with it.
      request.user = user;
      const ok = await checkSecondFactor(deps(), request, user, body);
      if (!ok) {
        await failChallenge(deps(), challenge);
        await countGuess(request, user);
        const [field, message] = body.code
          ? ['code', M.codeInvalid]
          : ['recovery_code', M.recoveryCodeInvalid];
        throw new ValidationFailed({ [field]: [message] }, message);
      }
      await spendChallenge(deps(), challenge);
      const { token } = await issueToken(app.db, user.id, challenge.remember === 1, app.config);
      const device = body.trust_device ? { device_token: await trustDevice(deps(), user.id) } : {};
      return { token, user: toUserJson(user), ...device };
    },
  );

  api.post(
    '/api/login/two-factor/setup',
    { config: { ...authRateLimit(app), access: 'public' }, schema: schemas.signInSetup },
    async (request) => {
      const challenge = await liveChallenge(deps(), request.body.challenge_token, 'enrol');
      const user = await challengeUser(request, challenge);
      return { success: true, ...(await startSetup(deps(), user, request.tenant)) };
    },
  );

  api.post(
    '/api/login/two-factor/enable',
    { config: { ...authRateLimit(app), access: 'public' }, schema: schemas.signInEnrol },
    async (request, reply) => {
      const challenge = await liveChallenge(deps(), request.body.challenge_token, 'enrol');
      const user = await challengeUser(request, challenge);
      await guardGuessing(request, reply, user);
      request.user = user;
      let codes: string[];
      try {
        codes = await confirmEnrolment(deps(), request, user, request.body.code);
      } catch (error) {
        if (error instanceof ValidationFailed) {
          await failChallenge(deps(), challenge);
          await countGuess(request, user);
        }
        throw error;
      }
      await spendChallenge(deps(), challenge);
      const { token } = await issueToken(app.db, user.id, challenge.remember === 1, app.config);
      return { token, user: toUserJson(user), recovery_codes: codes };
    },
  );

  // --- The platform's rule ---

  api.get(
    '/api/super-admin/two-factor-policy',
    { config: { access: 'super-admin-area' }, schema: schemas.policy },
    async () => ({ success: true, data: await readPolicy(app.db) }),
  );

  api.put(
    '/api/super-admin/two-factor-policy',
    { config: { access: 'super-admin-area' }, schema: schemas.updatePolicy },
    async (request) => {
      const before = await readPolicy(app.db);
      const after = { required_for_admins: request.body.required_for_admins };
      await app.db.transaction().execute(async (trx) => {
        await writePolicy(trx, after);
        const ended =
          after.required_for_admins && !before.required_for_admins
            ? await endSessionsWithoutTwoFactor(trx, request.accessTokenId)
            : 0;
        await recordAudit(trx, request, {
          action: 'two-factor.policy',
          resellerId: null,
          target: { type: 'settings', id: 'two-factor', label: 'Two-factor sign-in' },
          before,
          after,
          details: { sessions_ended: ended },
        });
      });
      return { success: true, message: M.policySaved, data: after };
    },
  );

  /** The challenge's user, while it may still sign in here (active, of this host's tenant). */
  async function challengeUser(
    request: FastifyRequest,
    challenge: ChallengeRow,
  ): Promise<AccountRow> {
    const user = await findAccountById(app.db, challenge.user_id);
    if (!user || user.status !== 'active' || !userMatchesTenant(user, request.tenant)) {
      throw challengeExpired();
    }
    return user;
  }

  const codeThrottle = () =>
    throttleFor(app, 'two-factor-account', TWO_FACTOR_MAX_FAILURES, TWO_FACTOR_WINDOW_MS);

  /**
   * Code guesses count with the failed passwords (the login throttles: per email and IP, per IP): a client that
   * is made to wait for passwords waits for codes too, and the other way round; and per account
   * (TWO_FACTOR_MAX_FAILURES), which no correct password clears.
   */
  async function guardGuessing(
    request: FastifyRequest,
    reply: FastifyReply,
    user: AccountRow,
  ): Promise<void> {
    const throttles = loginThrottles(app);
    const waits = await Promise.all([
      throttles.pair.retryAfter(loginPairKey(user.email, request.ip)),
      throttles.ip.retryAfter(`ip:${request.ip}`),
      codeThrottle().retryAfter(String(user.id)),
    ]);
    const wait = Math.max(...waits);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw tooManyRequests(M.throttled.replace('N', String(wait)), wait);
    }
  }

  async function countGuess(request: FastifyRequest, user: AccountRow): Promise<void> {
    const throttles = loginThrottles(app);
    await Promise.all([
      throttles.pair.hit(loginPairKey(user.email, request.ip)),
      throttles.ip.hit(`ip:${request.ip}`),
      codeThrottle().hit(String(user.id)),
    ]);
  }

  /** Runs a change that checks a code or password; a wrong one (422) is counted as a guess. */
  async function countFailure<T>(
    request: FastifyRequest,
    user: AccountRow,
    run: () => Promise<T>,
  ): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ValidationFailed) await countGuess(request, user);
      throw error;
    }
  }
}
