import type { FastifyInstance } from 'fastify';
import { tenantScope, type UsageReportRow } from '@voice/contracts';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { usageReportSchemas } from './schemas';
import { monthOf, usageOverview, usageReports, usageReportsCsv } from './service';

const cents = (amount: number) => Math.round(amount * 100) / 100;

function totalsOf(rows: UsageReportRow[]) {
  const sum = (key: keyof UsageReportRow) => rows.reduce((s, row) => s + Number(row[key]), 0);
  return {
    users: sum('users'),
    active_subscriptions: sum('active_subscriptions'),
    minutes: sum('minutes'),
    overage_minutes: sum('overage_minutes'),
    overage_cost: cents(sum('overage_cost')),
    revenue: cents(sum('revenue')),
    paid_to_platform: cents(sum('paid_to_platform')),
  };
}

/**
 * GET /api/admin/usage-overview: minutes and overage of the tenant's users this period (platform admins:
 * every tenant's); GET /api/super-admin/usage-reports(.csv): per reseller, one month.
 */
export async function usageReportRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();

  api.get(
    '/api/admin/usage-overview',
    { config: { access: 'admin-area' }, schema: usageReportSchemas.overview },
    async (request) => {
      const { page, per_page, search } = request.query;
      const result = await usageOverview(app.db, tenantScope(currentUser(request)), {
        page,
        per_page,
        search,
      });
      return { success: true, ...result };
    },
  );

  api.get(
    '/api/super-admin/usage-reports',
    { config: { access: 'super-admin-area' }, schema: usageReportSchemas.reports },
    async (request) => {
      const month = request.query.month ?? monthOf(new Date());
      const rows = await usageReports(app.db, month);
      return { success: true, month, data: rows, totals: totalsOf(rows) };
    },
  );

  api.get(
    '/api/super-admin/usage-reports.csv',
    { config: { access: 'super-admin-area' }, schema: usageReportSchemas.csv },
    async (request, reply) => {
      const month = request.query.month ?? monthOf(new Date());
      const csv = usageReportsCsv(await usageReports(app.db, month));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="usage-report-${month}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
