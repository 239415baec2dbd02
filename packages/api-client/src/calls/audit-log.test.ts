import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { useSession } from '@voice/session';
import { serverMessage } from '../http';
import { answer, readBlob, resetAnswers, sent } from '../test-support/answer';
import { downloadAuditLogCsv, listAuditLog } from './audit-log';

beforeEach(() => {
  useSession.setState({ token: 'tok' });
});
afterEach(() => {
  resetAnswers();
  useSession.getState().clear();
});

describe('audit-log calls', () => {
  it("lists the tenant's or every tenant's entries, leaving empty filters out of the address", async () => {
    answer(200, { success: true, data: [], pagination: {} });
    await listAuditLog({ page: 2, action: '', search: 'anna' }, { platform: false });
    await listAuditLog({ page: 1, reseller_id: 4, from: '2030-01-01' }, { platform: true });
    expect(sent).toEqual([
      {
        url: '/api/admin/audit-log',
        params: { page: 2, search: 'anna' },
        responseType: undefined,
        authorization: 'Bearer tok',
      },
      {
        url: '/api/super-admin/audit-log',
        params: { page: 1, reseller_id: 4, from: '2030-01-01' },
        responseType: undefined,
        authorization: 'Bearer tok',
      },
    ]);
  });

  it('downloads the export as a file, named by the server (or by the day)', async () => {
    answer(200, 'Time (UTC),Action\r\n', {
      'content-disposition': 'attachment; filename="audit-log-all-2030-03-05.csv"',
    });
    const file = await downloadAuditLogCsv({ action: 'package.update' }, { platform: true });
    expect(sent).toEqual([
      {
        url: '/api/super-admin/audit-log/export',
        params: { action: 'package.update' },
        responseType: 'blob',
        authorization: 'Bearer tok',
      },
    ]);
    expect(file.filename).toBe('audit-log-all-2030-03-05.csv');
    expect(await readBlob(file.blob)).toBe('Time (UTC),Action\r\n');

    answer(200, 'x');
    const unnamed = await downloadAuditLogCsv({}, { platform: false });
    expect(unnamed.filename).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it("reads the server's message out of a failed text download", async () => {
    answer(422, JSON.stringify({ message: 'The selected action is invalid.' }));
    const error = await downloadAuditLogCsv({}, { platform: false }).catch((e: unknown) => e);
    expect(serverMessage(error)).toBe('The selected action is invalid.');
  });
});
