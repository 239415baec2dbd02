import { adminPackageIdSchema, adminPackageSchema } from '@voice/contracts/schemas';
import { json, replies, successMessage } from '../../../lib/route-schema';

/** AdminPackage (packages/contracts entities/tenant-billing.ts). */
const adminPackage = json.open({
  id: json.integer,
  name: json.string,
  description: json.string,
  price: json.number,
  yearly_price: json.number,
  features: json.array(json.string),
  is_popular: json.boolean,
  monthly_minutes_limit: json.integer,
  voice_agents_limit: json.integer,
  analytics_level: json.string,
  support_level: json.string,
  extra_per_minute_charge: json.number,
  is_active: json.boolean,
  sort_order: json.integer,
  reseller_id: json.nullableInteger,
  live_subscriptions: json.integer,
  total_subscriptions: json.integer,
});

const one = json.object({ success: json.boolean, message: json.string, data: adminPackage });
/** 409: the plan is in use (or was): retire it instead. */
const conflict = json.open({ success: json.boolean, message: json.string });

export const adminPackageSchemas = {
  list: {
    response: replies(
      { 200: json.object({ success: json.boolean, data: json.array(adminPackage) }) },
      [401, 403],
    ),
  },
  create: { body: adminPackageSchema, response: replies({ 201: one }, [401, 403, 422]) },
  update: {
    params: adminPackageIdSchema,
    body: adminPackageSchema,
    response: replies({ 200: one }, [401, 403, 404, 422]),
  },
  action: { params: adminPackageIdSchema, response: replies({ 200: one }, [401, 403, 404, 422]) },
  remove: {
    params: adminPackageIdSchema,
    response: { ...replies({ 200: successMessage }, [401, 403, 404, 422]), 409: conflict },
  },
};
