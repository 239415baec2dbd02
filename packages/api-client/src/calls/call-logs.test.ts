import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { useSession } from '@voice/session';
import { http, serverMessage } from '../http';
import { dispositionFilename, downloadCallLogsCsv, getCallLog, listCallLogs } from './call-logs';

interface Sent {
  url: string;
  params: unknown;
  responseType: string | undefined;
  authorization: unknown;
}

let sent: Sent[];
const original = http.defaults.adapter;

/** Answers with `data` (status, headers), recording what went out. */
function answer(status: number, data: unknown, headers: Record<string, string> = {}) {
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    sent.push({
      url: config.url ?? '',
      params: config.params,
      responseType: config.responseType,
      authorization: config.headers.get('Authorization'),
    });
    const response: AxiosResponse = {
      data,
      status,
      statusText: String(status),
      headers: new AxiosHeaders(headers),
      config,
      request: {},
    };
    if (status < 400) return response;
    throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

beforeEach(() => {
  sent = [];
  useSession.setState({ token: 'tok' });
});
afterEach(() => {
  http.defaults.adapter = original;
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

describe('dispositionFilename', () => {
  it.each([
    ['attachment; filename="calls.csv"', 'calls.csv'],
    ['attachment; filename=calls.csv', 'calls.csv'],
    ["attachment; filename*=UTF-8''call%20logs.csv", 'call logs.csv'],
    ['attachment', undefined],
    [undefined, undefined],
  ])('%s -> %s', (header, name) => {
    expect(dispositionFilename(header)).toBe(name);
  });
});
