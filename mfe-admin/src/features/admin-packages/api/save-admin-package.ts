import { createAdminPackage, updateAdminPackage } from '@voice/api-client';
import type { AdminPackagePayload } from '@voice/contracts';
import { useRefreshingMutation } from '../../../shared/api/queries';
import { ADMIN_PACKAGES_QUERY_KEY } from './get-admin-packages';

/** POST /api/admin/packages (no id) or PUT /api/admin/packages/:id. */
export function useSaveAdminPackage() {
  return useRefreshingMutation(
    ADMIN_PACKAGES_QUERY_KEY,
    ({ id, payload }: { id: number | null; payload: AdminPackagePayload }) =>
      id === null ? createAdminPackage(payload) : updateAdminPackage(id, payload),
  );
}
