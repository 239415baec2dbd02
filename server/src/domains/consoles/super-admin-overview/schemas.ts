import { SuperAdminOverviewReply } from '@voice/contracts/replies';
import { replies } from '../../../lib/route-schema';

export const superAdminOverviewSchemas = {
  /** GET /api/super-admin/overview */
  show: { response: replies({ 200: SuperAdminOverviewReply }, [401, 403]) },
};
