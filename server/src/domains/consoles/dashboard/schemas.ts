import { AdminDashboardStatsReply, DashboardStatsReply } from '@voice/contracts/replies';
import { replies, tagged } from '../../../lib/route-schema';

export const dashboardSchemas = tagged('Reports', {
  user: {
    summary: "Show the user's dashboard figures",
    response: replies({ 200: DashboardStatsReply }, [401]),
  },
  admin: {
    summary: "Show the tenant's dashboard figures (admin)",
    response: replies({ 200: AdminDashboardStatsReply }, [401, 403]),
  },
});
