import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isPlatformAdmin, type AdminPackage } from '@voice/contracts';
import type { AdminPackageInput } from '@voice/contracts/schemas';
import type { DB } from '../../../db/schema';
import { type Deps, recordChange, recordAudit } from '../../platform';
import { forbidden, HttpError, notFound } from '../../../lib/http-error';
import {
  deletePackage,
  findOwnedPackage,
  insertPackage,
  listOwnedPackages,
  setPackageActive,
  updatePackage,
  type PackageOwner,
} from './repository';

export const PACKAGE_MESSAGES = {
  created: 'Package created successfully',
  updated: 'Package updated successfully',
  retired: 'Package retired: it is no longer offered, and its subscribers keep it',
  activated: 'Package activated successfully',
  deleted: 'Package deleted successfully',
  notFound: 'Package not found',
  inUse: 'This package has active subscriptions and cannot be deleted. Retire it instead.',
  used: 'This package has been subscribed to and cannot be deleted. Retire it instead.',
} as const;

type DbDeps = Pick<Deps, 'db'>;
interface Admin {
  role: string;
  reseller_id: number | null;
}

/** Whose plans an admin manages: a platform admin the platform's (null), a reseller admin its reseller's. */
export function packageOwnerOf(user: Admin): PackageOwner {
  if (isPlatformAdmin(user.role)) return null;
  if (user.role === 'reseller_admin' && user.reseller_id !== null) return user.reseller_id;
  throw forbidden();
}

async function owned(deps: DbDeps, owner: PackageOwner, id: number): Promise<AdminPackage> {
  const found = await findOwnedPackage(deps.db, owner, id);
  if (!found) throw notFound(PACKAGE_MESSAGES.notFound);
  return found;
}

export async function listPackages(deps: DbDeps, user: Admin): Promise<AdminPackage[]> {
  return listOwnedPackages(deps.db, packageOwnerOf(user));
}

/** A plan as the audit log keeps it (its usage counts are not part of it). */
function audited(plan: AdminPackage): Record<string, unknown> {
  const { live_subscriptions: _live, total_subscriptions: _total, ...rest } = plan;
  return rest;
}

const target = (plan: AdminPackage) => ({ type: 'package', id: plan.id, label: plan.name });

/** Runs a change and its audit entry in one transaction. */
function inTransaction<T>(deps: DbDeps, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return deps.db.transaction().execute(work);
}

export async function createPackage(
  deps: DbDeps,
  user: Admin,
  input: AdminPackageInput,
  request: FastifyRequest,
): Promise<AdminPackage> {
  const owner = packageOwnerOf(user);
  return inTransaction(deps, async (trx) => {
    const plan = await owned({ db: trx }, owner, await insertPackage(trx, owner, input));
    await recordAudit(trx, request, {
      action: 'package.create',
      resellerId: owner,
      target: target(plan),
      after: audited(plan),
    });
    return plan;
  });
}

export async function editPackage(
  deps: DbDeps,
  user: Admin,
  id: number,
  input: AdminPackageInput,
  request: FastifyRequest,
): Promise<AdminPackage> {
  const owner = packageOwnerOf(user);
  return inTransaction(deps, async (trx) => {
    const before = await owned({ db: trx }, owner, id);
    await updatePackage(trx, owner, id, input);
    const plan = await owned({ db: trx }, owner, id);
    await recordChange(trx, request, {
      action: 'package.update',
      resellerId: owner,
      target: target(plan),
      before: audited(before),
      after: audited(plan),
    });
    return plan;
  });
}

/** Retire (no longer offered; its subscribers keep it) or offer again. */
export async function setActive(
  deps: DbDeps,
  user: Admin,
  id: number,
  active: boolean,
  request: FastifyRequest,
): Promise<AdminPackage> {
  const owner = packageOwnerOf(user);
  return inTransaction(deps, async (trx) => {
    const before = await owned({ db: trx }, owner, id);
    await setPackageActive(trx, owner, id, active);
    const plan = await owned({ db: trx }, owner, id);
    await recordAudit(trx, request, {
      action: active ? 'package.activate' : 'package.retire',
      resellerId: owner,
      target: target(plan),
      before: { is_active: before.is_active },
      after: { is_active: plan.is_active },
    });
    return plan;
  });
}

/** Deletes a plan nobody ever subscribed to; a plan in use or with history is only retired (409). */
export async function removePackage(
  deps: DbDeps,
  user: Admin,
  id: number,
  request: FastifyRequest,
): Promise<void> {
  const owner = packageOwnerOf(user);
  const plan = await owned(deps, owner, id);
  const refuse = (current: AdminPackage) => {
    if (current.live_subscriptions > 0) throw new HttpError(409, PACKAGE_MESSAGES.inUse);
    if (current.total_subscriptions > 0) throw new HttpError(409, PACKAGE_MESSAGES.used);
  };
  refuse(plan);
  try {
    await inTransaction(deps, async (trx) => {
      await deletePackage(trx, owner, id);
      await recordAudit(trx, request, {
        action: 'package.delete',
        resellerId: owner,
        target: target(plan),
        before: audited(plan),
      });
    });
  } catch (error) {
    // A subscription made meanwhile: the foreign key refused the delete.
    refuse(await owned(deps, owner, id));
    throw error;
  }
}
