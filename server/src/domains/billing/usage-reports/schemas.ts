import {
  UsageOverviewListReply,
  UsageReportsCsvReply,
  UsageReportsReply,
} from '@voice/contracts/replies';
import { object, string } from 'yup';
import { blankString, pagingFields } from '../../../lib/paging';
import { replies, tagged } from '../../../lib/route-schema';

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

export const usageReportSchemas = tagged('Reports', {
  overview: {
    summary: "Show the tenant's usage overview",
    querystring: usageOverviewQuerySchema,
    response: replies({ 200: UsageOverviewListReply }, [401, 403, 422]),
  },
  reports: {
    summary: 'List usage reports of every reseller',
    querystring: usageReportsQuerySchema,
    response: replies({ 200: UsageReportsReply }, [401, 403, 422]),
  },
  csv: {
    summary: 'Download usage reports as CSV',
    querystring: usageReportsQuerySchema,
    response: replies({ 200: UsageReportsCsvReply }, [401, 403, 422]),
  },
});
