import { AdminDashboardStatsReply, DashboardStatsReply } from '@voice/contracts/replies';
import { replies } from '../../../lib/route-schema';

export const dashboardSchemas = {
  user: { response: replies({ 200: DashboardStatsReply }, [401]) },
  admin: { response: replies({ 200: AdminDashboardStatsReply }, [401, 403]) },
};
