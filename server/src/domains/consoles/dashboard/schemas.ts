import { json, replies } from '../../../lib/route-schema';

const stats = json.object({ success: json.boolean, data: json.open() });

export const dashboardSchemas = {
  user: { response: replies({ 200: stats }, [401]) },
  admin: { response: replies({ 200: stats }, [401, 403]) },
};
