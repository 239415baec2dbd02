import { SuperAdminOverviewReply } from '@voice/contracts/replies';
import { replies, tagged } from '../../../lib/route-schema';

export const superAdminOverviewSchemas = tagged('Reports', {
  /** GET /api/super-admin/overview */
  show: {
    summary: "Show the platform's overview",
    response: replies({ 200: SuperAdminOverviewReply }, [401, 403]),
  },
});
