import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { axios, http } from '../http';
import { fakeFetch } from './fake-fetch';

/** One request the screen made, as the server saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  headers: Record<string, unknown>;
  /** The JSON body, parsed (undefined without one). */
  body: unknown;
}

export interface Reply {
  status: number;
  data: unknown;
}

type Handler = (request: SeenRequest) => Reply | Promise<Reply>;

/**
 * Answers the real api-client's requests through `http.defaults.adapter` (and its fetch path, the public reads,
 * through a fake fetch), in the server's shapes.
 * Routes are 'METHOD /path'; anything else gets a 404. Non-2xx replies reject like axios does.
 */
export function fakeServer(routes: Record<string, Handler>) {
  const seen: SeenRequest[] = [];
  /** Every request as 'METHOD /path', in order, answered or not. */
  const calls: string[] = [];
  const original = http.defaults.adapter;
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: { ...(config.params as Record<string, unknown> | undefined) },
      headers: { ...config.headers.toJSON() },
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
    };
    seen.push(request);
    calls.push(`${request.method} ${request.url}`);
    const handler = routes[`${request.method} ${request.url}`];
    const reply = handler
      ? await handler(request)
      : { status: 404, data: { success: false, message: 'Not found' } };
    const response: AxiosResponse = {
      data: JSON.stringify(reply.data),
      status: reply.status,
      statusText: String(reply.status),
      headers: { 'content-type': 'application/json' },
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new axios.AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
      config,
      null,
      { ...response, data: reply.data },
    );
  };
  // The public reads (fetch path): the same routes, recorded in the same lists.
  const restoreFetch = fakeFetch(async (fetched) => {
    const request: SeenRequest = {
      method: fetched.method,
      url: fetched.url,
      params: {},
      headers: fetched.headers,
      body: undefined,
    };
    seen.push(request);
    calls.push(`${request.method} ${request.url}`);
    const handler = routes[`${request.method} ${request.url}`];
    return handler
      ? await handler(request)
      : { status: 404, data: { success: false, message: 'Not found' } };
  });
  return {
    calls,
    /** Requests to `url`, in order. */
    requests: (url: string) => seen.filter((r) => r.url === url),
    restore: () => {
      http.defaults.adapter = original;
      restoreFetch();
    },
  };
}
