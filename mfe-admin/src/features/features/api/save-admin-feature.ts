import { createAdminFeature, updateAdminFeature } from '@voice/api-client';
import type { FeatureInput } from '@voice/contracts/schemas';
import { useRefreshingMutation } from '../../../shared/api/queries';
import { ADMIN_FEATURES_QUERY_KEY } from './get-admin-features';

/** POST /api/admin/features (no id) or PUT /api/admin/features/:id (also the hide / show toggle). */
export function useSaveAdminFeature() {
  return useRefreshingMutation(
    ADMIN_FEATURES_QUERY_KEY,
    ({ id, payload }: { id: number | null; payload: FeatureInput }) =>
      id === null ? createAdminFeature(payload) : updateAdminFeature(id, payload),
  );
}
