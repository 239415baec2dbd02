import type { Static } from 'typebox';
import type { UsageOverviewRowSchema, UsageReportRowSchema } from '../replies/billing';
/** A row of GET /api/admin/usage-overview: a user's usage of its live plan this billing period. */
export type UsageOverviewRow = Static<typeof UsageOverviewRowSchema>;

/** A row of GET /api/super-admin/usage-reports: one reseller's month. */
export type UsageReportRow = Static<typeof UsageReportRowSchema>;
