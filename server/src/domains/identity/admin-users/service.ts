import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { ROLES, isPlatformAdmin, type Role } from '@voice/contracts';
import type { UserStatus } from '../../../db/schema';
import { type Deps, recordAudit, deleteUpload } from '../../platform';
import { HttpError, ValidationFailed, notFound } from '../../../lib/http-error';
import { nowIso } from '../../../lib/time';
import { parseId } from '../../../lib/validate';
import { PASSWORD_LINK_TTL_MINUTES, issuePasswordLink } from '../password-reset/service';
import { createUser, emailExists, findAccountById, normalizeEmail } from '../users/repository';
import type { AccountRow } from '../users/repository';
import {
  UNUSABLE_PASSWORD,
  anonymiseUser,
  findAdminUser,
  findResellerName,
  revokeUserCredentials,
  updateUserFields,
  type AdminUserItem,
} from './repository';
import { resellerBaseUrl } from '../../../lib/site-url';

export const ADMIN_USER_REPLIES = {
  created: 'User created. We have emailed them a link to set their password.',
  updated: 'User updated.',
  resetSent: 'We have emailed a password reset link to the user.',
  deleted: 'User deleted. Their personal data was erased; calls and payments are kept.',
  notFound: 'User not found',
  notManageable: 'You may not manage this user.',
  roleNotGrantable: 'You may not grant this role.',
  emailTaken: 'The email has already been taken.',
  selfRoleStatus: 'You cannot change your own role or status.',
  selfDelete: 'You cannot delete your own account.',
  platformRoleWithReseller: 'A platform administrator cannot belong to a reseller.',
  resellerAdminWithoutReseller: 'A reseller administrator must belong to a reseller.',
  suspendedReset: 'This user account is suspended.',
} as const;

/**
 * The roles an actor may grant (docs/decisions.md, "Users console"): a platform admin any role; a reseller
 * admin the roles below its own inside its tenant, 'user' and 'content_admin' (a content admin with a
 * reseller is bound to that reseller's data, access.ts). A reseller admin never creates another reseller
 * admin nor touches one (the reseller's owner account is the platform's business).
 */
export function grantableRoles(actorRole: string): readonly Role[] {
  if (isPlatformAdmin(actorRole)) return ROLES;
  if (actorRole === 'reseller_admin') return ['user', 'content_admin'];
  return [];
}

type Actor = Pick<AccountRow, 'id' | 'role' | 'reseller_id'>;

/** Is the target in the actor's tenant (platform admins: every tenant; nobody else sees platform admins)? */
function visibleTo(actor: Actor, target: AdminUserItem): boolean {
  if (isPlatformAdmin(actor.role)) return true;
  return target.reseller_id === actor.reseller_id && !isPlatformAdmin(target.role);
}

/**
 * The user an action is about: 404 when unknown, deleted or outside the actor's tenant; 403 when the actor
 * sees it but may not manage it (a reseller admin and another reseller admin of its tenant). The actor
 * always manages itself (its name; role and status are refused further on).
 */
export async function manageableUser(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  rawId: string,
): Promise<AdminUserItem> {
  const id = parseId(rawId);
  const target = id !== null ? await findAdminUser(deps.db, id) : undefined;
  if (!target || !visibleTo(actor, target)) throw notFound(ADMIN_USER_REPLIES.notFound);
  if (target.id !== actor.id && !grantableRoles(actor.role).includes(target.role as Role)) {
    throw new HttpError(403, ADMIN_USER_REPLIES.notManageable);
  }
  return target;
}

function invalid(field: string, message: string): ValidationFailed {
  return new ValidationFailed({ [field]: [message] });
}

/** Roles and tenants go together: platform roles have no reseller, a reseller admin has one. */
function checkRoleAndTenant(role: Role, resellerId: number | null): void {
  if (isPlatformAdmin(role) && resellerId !== null) {
    throw invalid('role', ADMIN_USER_REPLIES.platformRoleWithReseller);
  }
  if (role === 'reseller_admin' && resellerId === null) {
    throw invalid('role', ADMIN_USER_REPLIES.resellerAdminWithoutReseller);
  }
}

async function siteOf(deps: Pick<Deps, 'db' | 'config'>, resellerId: number | null) {
  const reseller = resellerId === null ? undefined : await findResellerName(deps.db, resellerId);
  return resellerBaseUrl(deps.config, reseller ?? null);
}

/** What the audit keeps of a deleted user: the label (email) identifies it; no other personal data. */
const snapshot = (user: AdminUserItem) => ({
  role: user.role,
  status: user.status,
  reseller_id: user.reseller_id,
});

export async function createAdminUser(
  deps: Deps,
  request: FastifyRequest,
  actor: Actor,
  body: { name: string; email: string; role: string; reseller_id?: number | null | undefined },
  log: FastifyBaseLogger,
): Promise<AdminUserItem> {
  const role = body.role as Role;
  if (!grantableRoles(actor.role).includes(role)) {
    throw invalid('role', ADMIN_USER_REPLIES.roleNotGrantable);
  }
  let resellerId: number | null = actor.reseller_id;
  if (isPlatformAdmin(actor.role)) {
    resellerId = body.reseller_id ?? null;
    if (resellerId !== null && !(await findResellerName(deps.db, resellerId))) {
      throw invalid('reseller_id', 'The selected reseller is invalid.');
    }
  }
  checkRoleAndTenant(role, resellerId);
  const email = normalizeEmail(body.email);
  if (await emailExists(deps.db, email)) throw invalid('email', ADMIN_USER_REPLIES.emailTaken);

  const id = await deps.db.transaction().execute(async (trx) => {
    const newId = await createUser(trx, {
      name: body.name.trim(),
      email,
      // No password until the user sets one through the emailed link.
      password_hash: UNUSABLE_PASSWORD,
      role,
      reseller_id: resellerId,
      status: 'active',
    });
    await recordAudit(trx, request, {
      action: 'user.create',
      resellerId,
      target: { type: 'user', id: newId, label: email },
      after: { name: body.name.trim(), email, role, status: 'active', reseller_id: resellerId },
    });
    return newId;
  });
  const created = await findAdminUser(deps.db, id);
  if (!created) throw notFound(ADMIN_USER_REPLIES.notFound);
  try {
    const site = await siteOf(deps, resellerId);
    const link = await issuePasswordLink(deps, created, 'welcome', site);
    await deps.mailer.send({
      to: created.email,
      compose: ({ i18n }) => ({
        subject: i18n._(
          /*i18n*/ {
            id: 'email.accountCreated.subject',
            message: 'Your account is ready: set your password',
          },
        ),
        heading: i18n._(
          /*i18n*/ {
            id: 'email.welcome.heading',
            message: 'Welcome, {name}!',
            values: { name: created.name },
          },
        ),
        lines: [
          i18n._(
            /*i18n*/ {
              id: 'email.accountCreated.intro',
              message: 'An administrator created an account for you. Set your password to sign in:',
            },
          ),
          site,
          i18n._(
            /*i18n*/ {
              id: 'email.accountCreated.expiry',
              message: 'The link can be used once and expires in 7 days.',
            },
          ),
        ],
        action: {
          label: i18n._(/*i18n*/ { id: 'email.setPassword.action', message: 'Set your password' }),
          url: link,
        },
      }),
      resellerId,
    });
  } catch (error) {
    // The account exists; "Send password reset" or "Forgot password" can send another link.
    log.error({ err: error, userId: id }, 'set-password email failed');
  }
  return created;
}

export async function updateAdminUser(
  deps: Pick<Deps, 'db'>,
  request: FastifyRequest,
  actor: Actor,
  rawId: string,
  body: { name?: string | undefined; role?: string | undefined; status?: string | undefined },
): Promise<AdminUserItem> {
  const target = await manageableUser(deps, actor, rawId);
  const changes: { name?: string; role?: Role; status?: UserStatus } = {};
  if (body.name !== undefined && body.name.trim() !== target.name) changes.name = body.name.trim();
  if (body.role !== undefined && body.role !== target.role) changes.role = body.role as Role;
  if (body.status !== undefined && body.status !== target.status) {
    changes.status = body.status as UserStatus;
  }
  if (target.id === actor.id && (changes.role !== undefined || changes.status !== undefined)) {
    throw new ValidationFailed(
      { [changes.role !== undefined ? 'role' : 'status']: [ADMIN_USER_REPLIES.selfRoleStatus] },
      ADMIN_USER_REPLIES.selfRoleStatus,
    );
  }
  if (changes.role !== undefined) {
    if (!grantableRoles(actor.role).includes(changes.role)) {
      throw invalid('role', ADMIN_USER_REPLIES.roleNotGrantable);
    }
    checkRoleAndTenant(changes.role, target.reseller_id);
  }
  if (Object.keys(changes).length === 0) return target;

  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    await updateUserFields(trx, target.id, changes, now);
    if (changes.status === 'suspended') await revokeUserCredentials(trx, target.id, now);
    const base = {
      resellerId: target.reseller_id,
      target: { type: 'user', id: target.id, label: target.email },
    };
    if (changes.name !== undefined) {
      await recordAudit(trx, request, {
        action: 'user.update',
        ...base,
        before: { name: target.name },
        after: { name: changes.name },
      });
    }
    if (changes.role !== undefined) {
      await recordAudit(trx, request, {
        action: 'user.role',
        ...base,
        before: { role: target.role },
        after: { role: changes.role },
      });
    }
    if (changes.status !== undefined) {
      await recordAudit(trx, request, {
        action: 'user.status',
        ...base,
        before: { status: target.status },
        after: { status: changes.status },
      });
    }
  });
  const updated = await findAdminUser(deps.db, target.id);
  if (!updated) throw notFound(ADMIN_USER_REPLIES.notFound);
  return updated;
}

export async function sendAdminPasswordReset(
  deps: Deps,
  request: FastifyRequest,
  actor: Actor,
  rawId: string,
): Promise<void> {
  const target = await manageableUser(deps, actor, rawId);
  if (target.status === 'suspended') {
    throw new HttpError(422, ADMIN_USER_REPLIES.suspendedReset, {
      success: false,
      message: ADMIN_USER_REPLIES.suspendedReset,
    });
  }
  const link = await issuePasswordLink(
    deps,
    target,
    'reset',
    await siteOf(deps, target.reseller_id),
  );
  await deps.mailer.send({
    to: target.email,
    compose: ({ i18n }) => ({
      subject: i18n._(/*i18n*/ { id: 'email.reset.subject', message: 'Reset your password' }),
      heading: i18n._(
        /*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name: target.name } },
      ),
      lines: [
        i18n._(
          /*i18n*/ {
            id: 'email.adminReset.request',
            message: 'An administrator asked for a new password for your account.',
          },
        ),
        i18n._(
          /*i18n*/ {
            id: 'email.reset.expiry',
            message: 'This link expires in {minutes} minutes and can be used once.',
            values: { minutes: PASSWORD_LINK_TTL_MINUTES.reset },
          },
        ),
        i18n._(
          /*i18n*/ {
            id: 'email.adminReset.ignore',
            message:
              'If you did not expect this email, you can ignore it: your password stays the same.',
          },
        ),
      ],
      action: {
        label: i18n._(/*i18n*/ { id: 'email.reset.action', message: 'Reset Password' }),
        url: link,
      },
    }),
    resellerId: target.reseller_id,
  });
  await recordAudit(deps.db, request, {
    action: 'user.password-reset',
    resellerId: target.reseller_id,
    target: { type: 'user', id: target.id, label: target.email },
  });
}

/** Deletes by anonymising (repository.anonymiseUser); the picture file is removed afterwards. */
export async function deleteAdminUser(
  deps: Deps,
  request: FastifyRequest,
  actor: Actor,
  rawId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const target = await manageableUser(deps, actor, rawId);
  if (target.id === actor.id) {
    throw new HttpError(422, ADMIN_USER_REPLIES.selfDelete, {
      success: false,
      message: ADMIN_USER_REPLIES.selfDelete,
    });
  }
  const account = await findAccountById(deps.db, target.id);
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    await anonymiseUser(trx, target.id, now);
    await revokeUserCredentials(trx, target.id, now);
    await recordAudit(trx, request, {
      action: 'user.delete',
      resellerId: target.reseller_id,
      target: { type: 'user', id: target.id, label: target.email },
      before: snapshot(target),
      after: { role: target.role, status: 'inactive', reseller_id: target.reseller_id },
    });
  });
  if (account?.profile_picture) {
    await deleteUpload(deps.uploads, account.profile_picture).catch((error: unknown) =>
      log.warn({ err: error }, 'could not remove a deleted user’s profile picture'),
    );
  }
}
