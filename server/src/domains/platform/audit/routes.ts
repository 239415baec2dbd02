import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPlatformAdmin, type AuditLogEntry } from '@voice/contracts';
import { csvFilename, sendCsv, type CsvColumn } from '../../../lib/csv';
import { forbidden } from '../../../lib/http-error';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { tenantResellerId } from '../../../plugins/tenant';
import { exportAuditLog, listAuditLog, type AuditScope } from './repository';
import { auditSchemas as schemas } from './schemas';

const CSV_COLUMNS: CsvColumn[] = [
  ['created_at', 'Time (UTC)'],
  ['action', 'Action'],
  ['actor_email', 'Actor'],
  ['actor_role', 'Actor role'],
  ['impersonator_email', 'Impersonator'],
  ['reseller_name', 'Reseller'],
  ['target_type', 'Target type'],
  ['target_id', 'Target id'],
  ['target_label', 'Target'],
  ['changes', 'Changes (JSON; secrets masked)'],
  ['ip', 'IP'],
  ['user_agent', 'User agent'],
];

/** An entry as one CSV row: the changes as JSON text. */
async function* csvRows(entries: AsyncGenerator<AuditLogEntry>) {
  for await (const entry of entries) {
    yield { ...entry, changes: entry.changes ? JSON.stringify(entry.changes) : '' };
  }
}

/**
 * The scope of /api/admin/audit-log: a reseller admin's reseller; for a platform admin, the tenant of the
 * host it is on (the main host: the platform's own entries, reseller_id null; a reseller's site: that
 * reseller's). Every tenant's entries are at /api/super-admin/audit-log.
 */
function tenantLogOf(request: FastifyRequest): AuditScope {
  const user = currentUser(request);
  if (isPlatformAdmin(user.role)) {
    return { kind: 'reseller', resellerId: tenantResellerId(request.tenant) };
  }
  if (user.reseller_id === null) throw forbidden();
  return { kind: 'reseller', resellerId: user.reseller_id };
}

/**
 * The audit log: read-only lists and CSV exports. Nothing here (nor anywhere) updates or deletes an
 * entry; entries are written by recordAudit (record.ts) only.
 */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();

  api.get(
    '/api/admin/audit-log',
    { config: { access: 'audit-log.read' }, schema: schemas.list },
    async (request) => ({
      success: true,
      ...(await listAuditLog(app.db, tenantLogOf(request), request.query)),
    }),
  );

  api.get(
    '/api/admin/audit-log/export',
    { config: { access: 'audit-log.read' }, schema: schemas.export },
    async (request, reply) =>
      sendCsv(
        reply,
        request,
        csvRows(exportAuditLog(app.db, tenantLogOf(request), request.query)),
        {
          columns: CSV_COLUMNS,
          filename: csvFilename('audit-log'),
          failure: 'audit log export failed',
        },
      ),
  );

  api.get(
    '/api/super-admin/audit-log',
    { config: { access: 'super-admin-area' }, schema: schemas.superList },
    async (request) => ({
      success: true,
      ...(await listAuditLog(app.db, { kind: 'all' }, request.query)),
    }),
  );

  api.get(
    '/api/super-admin/audit-log/export',
    { config: { access: 'super-admin-area' }, schema: schemas.superExport },
    async (request, reply) =>
      sendCsv(reply, request, csvRows(exportAuditLog(app.db, { kind: 'all' }, request.query)), {
        columns: CSV_COLUMNS,
        filename: csvFilename('audit-log-all'),
        failure: 'audit log export failed',
      }),
  );
}
