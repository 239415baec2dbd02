import { deleteAdminPackage } from '@voice/api-client';
import { useRefreshingMutation } from '../../../shared/api/queries';
import { ADMIN_PACKAGES_QUERY_KEY } from './get-admin-packages';

/** DELETE /api/admin/packages/:id (a plan never subscribed to). */
export function useDeleteAdminPackage() {
  return useRefreshingMutation(ADMIN_PACKAGES_QUERY_KEY, (id: number) => deleteAdminPackage(id));
}
