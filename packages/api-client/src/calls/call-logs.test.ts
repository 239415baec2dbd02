import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { useSession } from '@voice/session';
import { serverMessage } from '../http';
import { answer, readBlob, resetAnswers, sent } from '../test-support/answer';
import { downloadCallLogsCsv, getCallLog, listCallLogs } from './call-logs';

beforeEach(() => {
  useSession.setState({ token: 'tok' });
});
afterEach(() => {
  resetAnswers();
  useSession.getState().clear();
});

describe('call-log calls', () => {
  it('lists own or admin calls, leaving empty filters out of the address', async () => {
    answer(200, { success: true, data: [], pagination: {} });
    await listCallLogs({ page: 2, per_page: 20, status: '', search: '555' }, { admin: false });
    await listCallLogs({ page: 1, reseller_id: 4, assistant_id: 7 }, { admin: true });
    expect(sent).toEqual([
      {
        url: '/api/call-logs',
        params: { page: 2, per_page: 20, search: '555' },
        responseType: undefined,
        authorization: 'Bearer tok',
      },
      {
        url: '/api/admin/call-logs',
        params: { page: 1, reseller_id: 4, assistant_id: 7 },
        responseType: undefined,
        authorization: 'Bearer tok',
      },
    ]);
  });

  it('reads one call by its id as a single path segment', async () => {
    answer(200, { success: true, data: { call_id: 'a/b' } });
    await getCallLog('a/b', { admin: false });
    await getCallLog('c-1', { admin: true });
    expect(sent.map((s) => s.url)).toEqual(['/api/call-logs/a%2Fb', '/api/admin/call-logs/c-1']);
  });

  it('downloads the export as a blob named by the server', async () => {
    const csv = new Blob(['id,call_id\r\n1,c-1\r\n'], { type: 'text/csv' });
    answer(200, csv, { 'content-disposition': 'attachment; filename="call-logs-2026-03-05.csv"' });
    const file = await downloadCallLogsCsv({ status: 'failed', from: '' }, { admin: true });
    expect(sent).toEqual([
      {
        url: '/api/admin/call-logs/export',
        params: { status: 'failed' },
        responseType: 'blob',
        authorization: 'Bearer tok',
      },
    ]);
    expect(file.filename).toBe('call-logs-2026-03-05.csv');
    expect(file.blob).toBe(csv);
  });

  it('names the file by the day when the server gives no name', async () => {
    answer(200, 'id\r\n');
    const file = await downloadCallLogsCsv({}, { admin: false });
    expect(file.filename).toMatch(/^call-logs-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await readBlob(file.blob)).toBe('id\r\n');
  });

  it("reads the server's message out of a failed blob download", async () => {
    answer(422, new Blob([JSON.stringify({ message: 'The selected status is invalid.' })]));
    const error = await downloadCallLogsCsv({}, { admin: false }).catch((e: unknown) => e);
    expect(serverMessage(error)).toBe('The selected status is invalid.');
  });
});
