import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  RECOVERY_CODE_COUNT,
  TRUSTED_DEVICE_DAYS,
  TWO_FACTOR_MESSAGES as M,
  type TwoFactorChallenge,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@voice/contracts';
import type { AppConfig } from '../../../config';
import type { DB } from '../../../db/schema';
import { HttpError, ValidationFailed } from '../../../lib/http-error';
import { verifyPassword } from '../../../lib/password';
import { secretBoxFor } from '../../../lib/secret-box';
import { addDays } from '../../../lib/time';
import { generateToken, hashToken } from '../../../lib/tokens';
import type { Tenant } from '../../../plugins/tenant';
import { recordAudit } from '../../platform';
import { readPlatformBranding, platformSettings } from '../../tenancy';
import type { AccountRow } from '../users/repository';
import { readPolicy, requiredFor } from './policy';
import * as repo from './repository';
import {
  matchingStep,
  newRecoveryCode,
  newSecret,
  otpauthUrl,
  qrCodeDataUrl,
  recoveryCodeHash,
} from './totp';

/** What the two-factor services need: the database and the secrets key's settings. */
export interface TwoFactorDeps {
  db: Kysely<DB>;
  config: Pick<AppConfig, 'secretsEncryptionKey' | 'dataDir'>;
}

/** How long the second step may take after the password: a code, or an enrolment (scanning takes longer). */
export const CHALLENGE_TTL_SECONDS = { verify: 5 * 60, enrol: 15 * 60 } as const;
/** Wrong codes one challenge takes before it is spent (the sign-in starts again with the password). */
export const CHALLENGE_MAX_ATTEMPTS = 5;

/**
 * A challenge that is gone (expired, spent, unknown): 422 on its field, not 401, which the client reads as "your
 * session ended".
 */
export const challengeExpired = () =>
  new ValidationFailed({ challenge_token: [M.challengeExpired] }, M.challengeExpired);

const codeInvalid = () => new ValidationFailed({ code: [M.codeInvalid] }, M.codeInvalid);

/** The name authenticator apps list the account under: the site's name. */
async function issuerFor(db: Kysely<DB>, tenant: Tenant): Promise<string> {
  if (tenant.kind === 'reseller') return tenant.reseller.org_name;
  return platformSettings(await readPlatformBranding(db)).site_title;
}

export async function twoFactorStatus(
  { db }: Pick<TwoFactorDeps, 'db'>,
  user: Pick<AccountRow, 'id' | 'role'>,
): Promise<TwoFactorStatus> {
  const [enabled, policy, left] = await Promise.all([
    repo.isEnabled(db, user.id),
    readPolicy(db),
    repo.countRecoveryCodesLeft(db, user.id),
  ]);
  return {
    enabled,
    required: requiredFor(policy, user.role),
    recovery_codes_left: enabled ? left : 0,
  };
}

/** A new secret to scan (pending until confirmed by a first code); refused while two-factor is on. */
export async function startSetup(
  deps: TwoFactorDeps,
  user: Pick<AccountRow, 'id' | 'email'>,
  tenant: Tenant,
): Promise<TwoFactorSetup> {
  if (await repo.isEnabled(deps.db, user.id)) throw new HttpError(422, M.alreadyEnabled);
  const secret = newSecret();
  await repo.savePendingSecret(deps.db, user.id, secretBoxFor(deps.config).seal(secret));
  const url = otpauthUrl(secret, user.email, await issuerFor(deps.db, tenant));
  return { secret, otpauth_url: url, qr_code: await qrCodeDataUrl(url) };
}

/** Whether a 6-digit code is good for the user's secret now, and not used before (it is used by this call). */
async function spendCode(deps: TwoFactorDeps, userId: number, code: string): Promise<boolean> {
  const row = await repo.findSecret(deps.db, userId);
  if (!row) return false;
  const step = matchingStep(secretBoxFor(deps.config).open(row.secret_sealed), code);
  if (step === null) return false;
  return repo.acceptStep(deps.db, userId, step);
}

async function freshRecoveryCodes(db: Kysely<DB>, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await repo.replaceRecoveryCodes(db, userId, codes.map(recoveryCodeHash));
  return codes;
}

const userTarget = (user: Pick<AccountRow, 'id' | 'email'>) => ({
  type: 'user',
  id: user.id,
  label: user.email,
});

/**
 * Confirms the pending enrolment with a first code: two-factor is on, and the recovery codes (returned, shown
 * once) are stored hashed. Audited as 'two-factor.enable' (request.user must be the user).
 */
export async function confirmEnrolment(
  deps: TwoFactorDeps,
  request: FastifyRequest,
  user: Pick<AccountRow, 'id' | 'email' | 'reseller_id'>,
  code: string,
): Promise<string[]> {
  const row = await repo.findSecret(deps.db, user.id);
  if (!row) throw new HttpError(422, M.notSetUp);
  if (row.enabled_at !== null) throw new HttpError(422, M.alreadyEnabled);
  if (!(await spendCode(deps, user.id, code))) throw codeInvalid();
  return deps.db.transaction().execute(async (trx) => {
    await repo.markEnabled(trx, user.id);
    const codes = await freshRecoveryCodes(trx, user.id);
    await recordAudit(trx, request, { action: 'two-factor.enable', target: userTarget(user) });
    return codes;
  });
}

async function requireEnabled(db: Kysely<DB>, userId: number): Promise<void> {
  if (!(await repo.isEnabled(db, userId))) throw new HttpError(422, M.notEnabled);
}

/** New recovery codes for a current code; the old ones stop working. Audited. */
export async function regenerateRecoveryCodes(
  deps: TwoFactorDeps,
  request: FastifyRequest,
  user: AccountRow,
  code: string,
): Promise<string[]> {
  await requireEnabled(deps.db, user.id);
  if (!(await spendCode(deps, user.id, code))) throw codeInvalid();
  return deps.db.transaction().execute(async (trx) => {
    const codes = await freshRecoveryCodes(trx, user.id);
    await recordAudit(trx, request, {
      action: 'two-factor.recovery-codes-regenerated',
      target: userTarget(user),
    });
    return codes;
  });
}

/**
 * Turns two-factor off with the password and a current code: its secret, recovery codes and trusted devices go.
 * Refused while the platform requires it for the user's role. Audited.
 */
export async function disableTwoFactor(
  deps: TwoFactorDeps,
  request: FastifyRequest,
  user: AccountRow,
  payload: { password: string; code: string },
): Promise<void> {
  await requireEnabled(deps.db, user.id);
  if (requiredFor(await readPolicy(deps.db), user.role))
    throw new HttpError(403, M.requiredForRole);
  const hash = await repo.passwordHashOf(deps.db, user.id);
  if (!(await verifyPassword(payload.password, hash))) {
    throw new ValidationFailed({ password: [M.passwordIncorrect] }, M.passwordIncorrect);
  }
  if (!(await spendCode(deps, user.id, payload.code))) throw codeInvalid();
  await deps.db.transaction().execute(async (trx) => {
    await repo.removeTwoFactor(trx, user.id);
    await recordAudit(trx, request, { action: 'two-factor.disable', target: userTarget(user) });
  });
}

// --- Sign-in -------------------------------------------------------------------------------------------------

/** A device token is bound to the password it was made under: a new password makes its stamp differ. */
const passwordStamp = (passwordHash: string) => hashToken(`trusted-device:${passwordHash}`);

/**
 * What a correct password leads to: null (a session now), 'verify' (two-factor is on and this device is not
 * trusted) or 'enrol' (the platform requires two-factor for the role and the user has none yet).
 */
export async function secondStepFor(
  { db }: Pick<TwoFactorDeps, 'db'>,
  user: Pick<AccountRow, 'id' | 'role'>,
  deviceToken: string | undefined,
): Promise<'verify' | 'enrol' | null> {
  if (await repo.isEnabled(db, user.id)) {
    if (deviceToken) {
      const stamp = passwordStamp(await repo.passwordHashOf(db, user.id));
      if (await repo.isTrustedDevice(db, user.id, hashToken(deviceToken), stamp)) return null;
    }
    return 'verify';
  }
  return requiredFor(await readPolicy(db), user.role) ? 'enrol' : null;
}

/** The challenge a correct password yields instead of a session (only its hash is stored). */
export async function createChallenge(
  { db }: Pick<TwoFactorDeps, 'db'>,
  userId: number,
  purpose: 'verify' | 'enrol',
  remember: boolean,
): Promise<TwoFactorChallenge> {
  const token = generateToken();
  const ttl = CHALLENGE_TTL_SECONDS[purpose];
  await repo.insertChallenge(db, {
    userId,
    tokenHash: hashToken(token),
    purpose,
    remember,
    expiresAt: new Date(Date.now() + ttl * 1000).toISOString(),
  });
  return {
    two_factor: purpose === 'verify' ? 'code' : 'enrol',
    challenge_token: token,
    expires_in: ttl,
  };
}

/** A live challenge of this purpose, else 422 (expired, spent, unknown, or for the other step). */
export async function liveChallenge(
  { db }: Pick<TwoFactorDeps, 'db'>,
  token: string,
  purpose: 'verify' | 'enrol',
): Promise<repo.ChallengeRow> {
  const challenge = await repo.findLiveChallenge(db, hashToken(token));
  if (!challenge || challenge.purpose !== purpose) throw challengeExpired();
  return challenge;
}

/** Counts a wrong code on the challenge; the last allowed one spends it. */
export async function failChallenge(
  { db }: Pick<TwoFactorDeps, 'db'>,
  challenge: repo.ChallengeRow,
): Promise<void> {
  const attempts = await repo.countChallengeFailure(db, challenge.id);
  if (attempts >= CHALLENGE_MAX_ATTEMPTS) await repo.spendChallenge(db, challenge.id);
}

/** Spends the challenge for the one session it yields; a second use finds it spent (422). */
export async function spendChallenge(
  { db }: Pick<TwoFactorDeps, 'db'>,
  challenge: repo.ChallengeRow,
): Promise<void> {
  if (!(await repo.spendChallenge(db, challenge.id))) throw challengeExpired();
}

/**
 * The second step's check: a code (good once) or an unused recovery code (spent, audited with request.user set
 * to the user). False when neither holds.
 */
export async function checkSecondFactor(
  deps: TwoFactorDeps,
  request: FastifyRequest,
  user: AccountRow,
  payload: { code: string; recovery_code: string },
): Promise<boolean> {
  if (payload.code) return spendCode(deps, user.id, payload.code.replace(/\s+/g, ''));
  const spent = await repo.spendRecoveryCode(
    deps.db,
    user.id,
    recoveryCodeHash(payload.recovery_code),
  );
  if (!spent) return false;
  const left = await repo.countRecoveryCodesLeft(deps.db, user.id);
  await recordAudit(deps.db, request, {
    action: 'two-factor.recovery-code-used',
    target: userTarget(user),
    details: { recovery_codes_left: left },
  });
  return true;
}

/** A device token for "trust this device": 30 days, bound to the current password. */
export async function trustDevice(
  { db }: Pick<TwoFactorDeps, 'db'>,
  userId: number,
): Promise<string> {
  const token = generateToken();
  await repo.insertTrustedDevice(db, {
    userId,
    tokenHash: hashToken(token),
    passwordStamp: passwordStamp(await repo.passwordHashOf(db, userId)),
    expiresAt: addDays(new Date(), TRUSTED_DEVICE_DAYS).toISOString(),
  });
  return token;
}
