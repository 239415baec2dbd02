import { deleteAdminFeature } from '@voice/api-client';
import { useRefreshingMutation } from '../../../shared/api/queries';
import { ADMIN_FEATURES_QUERY_KEY } from './get-admin-features';

/** DELETE /api/admin/features/:id */
export function useDeleteAdminFeature() {
  return useRefreshingMutation(ADMIN_FEATURES_QUERY_KEY, (id: number) => deleteAdminFeature(id));
}
