import type { Kysely } from 'kysely';
import type { Language, LoginPayload, RegisterPayload } from '@voice/contracts';
import { LEGAL_PAGE_MESSAGES } from '@voice/contracts/legal-pages';
import type { AppConfig } from '../../../config';
import type { DB } from '../../../db/schema';
import { HttpError, ValidationFailed, forbidden } from '../../../lib/http-error';
import { hashPassword, verifyPassword } from '../../../lib/password';
import { userMatchesTenant } from '../../../plugins/auth';
import { tenantResellerId, type Tenant } from '../../../plugins/tenant';
import {
  createUser,
  emailExists,
  findAccountById,
  findCredentialsByEmail,
  type AccountRow,
} from '../users/repository';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { isSiteHeldBack } from '../../tenancy';

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const CREDENTIALS_MISMATCH = 'These credentials do not match our records.';
export const EMAIL_TAKEN = 'The email has already been taken.';
export const ACCOUNT_INACTIVE = 'Your account is not active. Please contact support.';

/** What sign-in and registration need: the database and the password hashing cost. */
export interface AuthDeps {
  db: Kysely<DB>;
  config: Pick<AppConfig, 'passwordCost'>;
}

function invalidCredentials(): ValidationFailed {
  return new ValidationFailed({ email: [CREDENTIALS_MISMATCH] }, INVALID_CREDENTIALS);
}

/** Hash checked when the email is unknown, so both cases take the same time. */
let dummyHash: Promise<string> | null = null;

/**
 * Checks credentials on the request's tenant. A user of another tenant gets the same answer as a wrong
 * password, so a host never reveals which emails exist elsewhere.
 */
export async function authenticate(
  { db, config }: AuthDeps,
  tenant: Tenant,
  payload: Pick<LoginPayload, 'email' | 'password'>,
): Promise<AccountRow> {
  const user = await findCredentialsByEmail(db, payload.email);
  if (!user) {
    dummyHash ??= hashPassword('not-a-password', config.passwordCost);
    await verifyPassword(payload.password, await dummyHash);
    throw invalidCredentials();
  }
  const valid = await verifyPassword(payload.password, user.password_hash);
  if (!valid || !userMatchesTenant(user, tenant)) throw invalidCredentials();
  if (user.status !== 'active') throw new HttpError(403, ACCOUNT_INACTIVE);
  const { password_hash: _hash, ...account } = user;
  return account;
}

/**
 * Creates a 'user' of the request's tenant (reseller null on the main host), in the language of the page it
 * registered on (null: none chosen, the site's default).
 */
export async function registerUser(
  { db, config }: AuthDeps,
  tenant: Tenant,
  payload: RegisterPayload & { language?: Language | null },
): Promise<AccountRow> {
  // A reseller's site is not open to sign-ups until its own terms and privacy pages are published.
  if (tenant.kind === 'reseller' && (await isSiteHeldBack(db, tenant.reseller.id))) {
    throw forbidden(LEGAL_PAGE_MESSAGES.registrationHeldBack);
  }
  if (await emailExists(db, payload.email)) {
    throw new ValidationFailed({ email: [EMAIL_TAKEN] });
  }
  let id: number;
  try {
    id = await createUser(db, {
      name: payload.name,
      email: payload.email,
      password_hash: await hashPassword(payload.password, config.passwordCost),
      role: 'user',
      reseller_id: tenantResellerId(tenant),
      language: payload.language ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationFailed({ email: [EMAIL_TAKEN] });
    throw error;
  }
  const account = await findAccountById(db, id);
  if (!account) throw new Error('registered user not found');
  return account;
}
