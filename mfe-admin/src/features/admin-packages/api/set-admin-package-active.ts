import { setAdminPackageActive } from '@voice/api-client';
import { useRefreshingMutation } from '../../../shared/api/queries';
import { ADMIN_PACKAGES_QUERY_KEY } from './get-admin-packages';

/** POST /api/admin/packages/:id/retire or /activate. */
export function useSetAdminPackageActive() {
  return useRefreshingMutation(
    ADMIN_PACKAGES_QUERY_KEY,
    ({ id, active }: { id: number; active: boolean }) => setAdminPackageActive(id, active),
  );
}
