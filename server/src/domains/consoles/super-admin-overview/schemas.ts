import { json, replies } from '../../../lib/route-schema';

const money = { total: json.number, this_month: json.number };

const overview = json.object({
  month_start: json.string,
  resellers: json.object({
    total: json.integer,
    active: json.integer,
    pending: json.integer,
    suspended: json.integer,
  }),
  users: json.object({ total: json.integer, active: json.integer }),
  assistants: json.object({ total: json.integer }),
  calls: json.object({
    total: json.integer,
    total_minutes: json.number,
    total_billed_minutes: json.integer,
    this_month: json.integer,
    this_month_minutes: json.number,
    this_month_billed_minutes: json.integer,
  }),
  revenue: json.object({
    ...money,
    by_source: json.array(json.object({ source: json.string, label: json.string, ...money })),
    by_reseller: json.array(
      json.object({
        id: json.integer,
        org_name: json.string,
        subdomain: json.string,
        status: json.string,
        ...money,
        customers_total: json.number,
        packages_total: json.number,
      }),
    ),
  }),
  calls_by_reseller: json.array(
    json.object({
      id: json.nullableInteger,
      org_name: json.string,
      calls: json.integer,
      minutes: json.number,
    }),
  ),
  calls_per_day: json.array(
    json.object({ date: json.string, calls: json.integer, minutes: json.number }),
  ),
});

export const superAdminOverviewSchemas = {
  /** GET /api/super-admin/overview */
  show: {
    response: replies({ 200: json.object({ success: json.boolean, data: overview }) }, [401, 403]),
  },
};
