import { isPlatformAdmin, type AdminPackage } from '@voice/contracts';
import type { AdminPackageInput } from '@voice/contracts/schemas';
import type { Deps } from '../../lib/deps';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
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

export async function createPackage(
  deps: DbDeps,
  user: Admin,
  input: AdminPackageInput,
): Promise<AdminPackage> {
  const owner = packageOwnerOf(user);
  const id = await insertPackage(deps.db, owner, input);
  return owned(deps, owner, id);
}

export async function editPackage(
  deps: DbDeps,
  user: Admin,
  id: number,
  input: AdminPackageInput,
): Promise<AdminPackage> {
  const owner = packageOwnerOf(user);
  await owned(deps, owner, id);
  await updatePackage(deps.db, owner, id, input);
  return owned(deps, owner, id);
}

/** Retire (no longer offered; its subscribers keep it) or offer again. */
export async function setActive(
  deps: DbDeps,
  user: Admin,
  id: number,
  active: boolean,
): Promise<AdminPackage> {
  const owner = packageOwnerOf(user);
  await owned(deps, owner, id);
  await setPackageActive(deps.db, owner, id, active);
  return owned(deps, owner, id);
}

/** Deletes a plan nobody ever subscribed to; a plan in use or with history is only retired (409). */
export async function removePackage(deps: DbDeps, user: Admin, id: number): Promise<void> {
  const owner = packageOwnerOf(user);
  const plan = await owned(deps, owner, id);
  const refuse = (current: AdminPackage) => {
    if (current.live_subscriptions > 0) throw new HttpError(409, PACKAGE_MESSAGES.inUse);
    if (current.total_subscriptions > 0) throw new HttpError(409, PACKAGE_MESSAGES.used);
  };
  refuse(plan);
  try {
    await deletePackage(deps.db, owner, id);
  } catch (error) {
    // A subscription made meanwhile: the foreign key refused the delete.
    refuse(await owned(deps, owner, id));
    throw error;
  }
}
