import {
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { http } from '../http';
import { fakeFetch } from './fake-fetch';

/** A reply of the fake server: an HTTP status with a JSON body, or a network failure. */
export type FakeReply = { status: number; data?: unknown } | 'network-error';

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  authorization: string | undefined;
}

/**
 * Answers the requests of the real api-client (its one axios instance) through a custom adapter, and those of its
 * fetch path (the public reads) through a fake fetch, so that everything above the transport (interceptors, the
 * 401 rule, error shapes, the screens) runs for real.
 */
export function fakeApi(handler: (call: RecordedCall) => FakeReply | Promise<FakeReply>): {
  calls: RecordedCall[];
  restore: () => void;
} {
  const calls: RecordedCall[] = [];
  const original = http.defaults.adapter;
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const auth = config.headers.get('Authorization');
    const call: RecordedCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      authorization: typeof auth === 'string' ? auth : undefined,
    };
    calls.push(call);
    const reply = await handler(call);
    if (reply === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(),
      config,
      request: {},
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  // The public reads (fetch path) are answered by the same handler and recorded in the same list.
  const restoreFetch = fakeFetch((request) => {
    const call: RecordedCall = {
      method: request.method,
      url: request.url,
      body: undefined,
      authorization: request.headers.Authorization,
    };
    calls.push(call);
    return handler(call);
  });
  return {
    calls,
    restore: () => {
      http.defaults.adapter = original;
      restoreFetch();
    },
  };
}
