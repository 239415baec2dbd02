import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { http } from '../http';

/** One request as it left the client: what a server would receive. */
export interface WireRequest {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  /** Parsed JSON body, the FormData itself, or undefined. */
  body: unknown;
  headers: Record<string, string>;
}

export interface WireReply {
  status: number;
  data?: unknown;
}

/**
 * Replaces the transport of the real `http` instance (its interceptors and transforms still run) and
 * records every request. Non-2xx replies reject exactly as axios' own adapters do.
 */
export function captureWire(
  reply: (req: WireRequest) => WireReply = () => ({ status: 200, data: {} }),
) {
  const requests: WireRequest[] = [];
  const original = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    const headers = AxiosHeaders.from(config.headers).toJSON() as Record<string, string>;
    let body: unknown = config.data;
    if (typeof body === 'string' && body) body = JSON.parse(body);
    const req: WireRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params as Record<string, unknown> | undefined,
      body,
      headers,
    };
    requests.push(req);
    const { status, data } = reply(req);
    const response: AxiosResponse = {
      data: data ?? {},
      status,
      statusText: String(status),
      headers: {},
      config,
      request: {},
    };
    const ok = config.validateStatus ? config.validateStatus(status) : status < 400;
    if (!ok) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        {},
        response,
      );
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return {
    requests,
    last: (): WireRequest => {
      const req = requests[requests.length - 1];
      if (!req) throw new Error('no request was sent');
      return req;
    },
    restore: () => {
      http.defaults.adapter = original;
    },
  };
}
