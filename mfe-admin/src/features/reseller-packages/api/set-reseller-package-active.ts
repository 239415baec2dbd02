import { setResellerPackageActive } from '@voice/api-client';
import { useRefreshingMutation } from '../../../shared/api/queries';
import { RESELLER_PACKAGES_QUERY_KEY } from './get-reseller-packages';

/** POST /api/super-admin/reseller-packages/:id/retire or /activate. */
export function useSetResellerPackageActive() {
  return useRefreshingMutation(
    RESELLER_PACKAGES_QUERY_KEY,
    ({ id, active }: { id: number; active: boolean }) => setResellerPackageActive(id, active),
  );
}
