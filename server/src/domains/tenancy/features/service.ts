import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isPlatformAdmin } from '@voice/contracts';
import { FEATURE_MESSAGES, type AdminFeature, type FeatureInput } from '@voice/contracts/schemas';
import type { Dialect } from '../../../db/database';
import type { DB } from '../../../db/schema';
import { ValidationFailed, forbidden, notFound } from '../../../lib/http-error';
import { recordChange, recordAudit } from '../../platform';
import {
  deleteFeatureRow,
  ensureOwnList,
  findTenantFeature,
  insertFeature,
  listTenantFeatures,
  setFeatureOrder,
  tenantFeatureIds,
  toAdminFeature,
  updateFeatureRow,
} from './repository';

export interface FeatureDeps {
  db: Kysely<DB>;
  dialect: Dialect;
}

/**
 * Whose list an editor edits: platform admins and content admins of no reseller the main host's (null), a reseller
 * admin or content admin its reseller's.
 */
export function featureTenantOf(user: { role: string; reseller_id: number | null }): number | null {
  if (isPlatformAdmin(user.role)) return null;
  if (user.reseller_id === null) {
    if (user.role === 'content_admin') return null;
    throw forbidden();
  }
  return user.reseller_id;
}

const featureNotFound = () => notFound(FEATURE_MESSAGES.notFound);

/** The feature's id in the tenant's own list (an inherited one's copy), or a 404. */
async function resolveId(
  trx: Kysely<DB>,
  resellerId: number | null,
  copies: Map<number, number>,
  id: number,
) {
  const row = await findTenantFeature(trx, resellerId, copies.get(id) ?? id);
  if (!row) throw featureNotFound();
  return row;
}

const audited = (feature: AdminFeature) => ({
  title: feature.title,
  description: feature.description,
  icon: feature.icon,
  is_active: feature.is_active,
});

export async function listFeatures(deps: FeatureDeps, resellerId: number | null) {
  return listTenantFeatures(deps.db, resellerId);
}

export async function createFeature(
  deps: FeatureDeps,
  request: FastifyRequest,
  resellerId: number | null,
  input: FeatureInput,
): Promise<AdminFeature> {
  return deps.db.transaction().execute(async (trx) => {
    await ensureOwnList(trx, deps.dialect, resellerId);
    const feature = await insertFeature(trx, resellerId, input);
    await recordAudit(trx, request, {
      action: 'feature.create',
      resellerId,
      target: { type: 'feature', id: feature.id, label: feature.title },
      after: audited(feature),
    });
    return feature;
  });
}

export async function updateFeature(
  deps: FeatureDeps,
  request: FastifyRequest,
  resellerId: number | null,
  id: number,
  input: FeatureInput,
): Promise<AdminFeature> {
  return deps.db.transaction().execute(async (trx) => {
    const copies = await ensureOwnList(trx, deps.dialect, resellerId);
    const before = toAdminFeature(await resolveId(trx, resellerId, copies, id));
    const feature = await updateFeatureRow(trx, before.id, input);
    await recordChange(trx, request, {
      action: 'feature.update',
      resellerId,
      target: { type: 'feature', id: feature.id, label: feature.title },
      before: audited(before),
      after: audited(feature),
    });
    return feature;
  });
}

export async function deleteFeature(
  deps: FeatureDeps,
  request: FastifyRequest,
  resellerId: number | null,
  id: number,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const copies = await ensureOwnList(trx, deps.dialect, resellerId);
    const feature = toAdminFeature(await resolveId(trx, resellerId, copies, id));
    await deleteFeatureRow(trx, feature.id);
    await recordAudit(trx, request, {
      action: 'feature.delete',
      resellerId,
      target: { type: 'feature', id: feature.id, label: feature.title },
      before: audited(feature),
    });
  });
}

/**
 * PUT /api/admin/features/order: `ids` lists each of the tenant's features exactly once (an inherited list's ids
 * name their copies); sort_order becomes 1, 2, 3... in that order.
 */
export async function reorderFeatures(
  deps: FeatureDeps,
  request: FastifyRequest,
  resellerId: number | null,
  ids: number[],
): Promise<AdminFeature[]> {
  return deps.db.transaction().execute(async (trx) => {
    const copies = await ensureOwnList(trx, deps.dialect, resellerId);
    const wanted = ids.map((id) => copies.get(id) ?? id);
    const current = await tenantFeatureIds(trx, resellerId);
    const known = new Set(current);
    if (
      wanted.length !== current.length ||
      new Set(wanted).size !== wanted.length ||
      wanted.some((id) => !known.has(id))
    ) {
      throw new ValidationFailed({ ids: [FEATURE_MESSAGES.orderEach] });
    }
    await setFeatureOrder(trx, wanted);
    if (current.join(',') !== wanted.join(',')) {
      await recordAudit(trx, request, {
        action: 'feature.reorder',
        resellerId,
        target: { type: 'features', id: resellerId ?? 'platform', label: 'Feature order' },
        before: { ids: current },
        after: { ids: wanted },
      });
    }
    return (await listTenantFeatures(trx, resellerId)).data;
  });
}
