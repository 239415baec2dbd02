import { createResellerPackage, updateResellerPackage } from '@voice/api-client';
import type { ResellerPackagePayload } from '@voice/contracts';
import { useRefreshingMutation } from '../../../shared/api/queries';
import { RESELLER_PACKAGES_QUERY_KEY } from './get-reseller-packages';

/** POST /api/super-admin/reseller-packages (no id) or PUT /api/super-admin/reseller-packages/:id. */
export function useSaveResellerPackage() {
  return useRefreshingMutation(
    RESELLER_PACKAGES_QUERY_KEY,
    ({ id, payload }: { id: number | null; payload: ResellerPackagePayload }) =>
      id === null ? createResellerPackage(payload) : updateResellerPackage(id, payload),
  );
}
