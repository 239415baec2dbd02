import { object, string } from 'yup';
import { blankString, pagingFields } from '../../../lib/paging';
import { json, pagedList, replies } from '../../../lib/route-schema';

export const INVALID_MONTH = 'The month must be a month in the format YYYY-MM.';

/** GET /api/admin/usage-overview?search&page&per_page */
export const usageOverviewQuerySchema = object({
  ...pagingFields(15),
  search: string()
    .transform(blankString)
    .trim()
    .max(255, 'The search may not be greater than 255 characters.')
    .optional(),
});

/** GET /api/super-admin/usage-reports(.csv)?month=YYYY-MM (the current UTC month when not given). */
export const usageReportsQuerySchema = object({
  month: string()
    .transform(blankString)
    .matches(/^(19|20|21)\d\d-(0[1-9]|1[0-2])$/, INVALID_MONTH)
    .optional(),
});

const overviewRow = json.object({
  id: json.integer,
  name: json.string,
  email: json.string,
  reseller_name: json.nullableString,
  plan: json.nullableString,
  subscription_status: json.nullableString,
  minutes_used: json.integer,
  minutes_limit: json.nullableInteger,
  is_unlimited: json.boolean,
  overage_minutes: json.integer,
  overage_cost: json.number,
  billing_period_start: json.nullableString,
  billing_period_end: json.nullableString,
});

const reportRow = json.object({
  reseller_id: json.integer,
  reseller_name: json.string,
  subdomain: json.string,
  users: json.integer,
  active_subscriptions: json.integer,
  minutes: json.integer,
  overage_minutes: json.integer,
  overage_cost: json.number,
  revenue: json.number,
  paid_to_platform: json.number,
});

export const usageReportSchemas = {
  overview: {
    querystring: usageOverviewQuerySchema,
    response: replies({ 200: pagedList(overviewRow) }, [401, 403, 422]),
  },
  reports: {
    querystring: usageReportsQuerySchema,
    response: replies(
      {
        200: json.object({
          success: json.boolean,
          month: json.string,
          data: json.array(reportRow),
          totals: json.object({
            users: json.integer,
            active_subscriptions: json.integer,
            minutes: json.integer,
            overage_minutes: json.integer,
            overage_cost: json.number,
            revenue: json.number,
            paid_to_platform: json.number,
          }),
        }),
      },
      [401, 403, 422],
    ),
  },
  csv: {
    querystring: usageReportsQuerySchema,
    response: replies(
      {
        200: {
          description: 'The usage report as CSV (an attachment).',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
      },
      [401, 403, 422],
    ),
  },
};
