import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { useSession } from '@voice/session';
import { http, serverMessage } from '../http';
import { downloadAuditLogCsv, listAuditLog } from './audit-log';

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

  it('downloads the export as text, named by the server (or by the day)', async () => {
    answer(200, 'Time (UTC),Action\r\n', {
      'content-disposition': 'attachment; filename="audit-log-all-2030-03-05.csv"',
    });
    const file = await downloadAuditLogCsv({ action: 'package.update' }, { platform: true });
    expect(sent).toEqual([
      {
        url: '/api/super-admin/audit-log/export',
        params: { action: 'package.update' },
        responseType: 'text',
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
