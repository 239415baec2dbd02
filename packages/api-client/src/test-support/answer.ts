import {
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { http } from '../http';

/** What a request sent: its address, query, response type and Authorization header. */
export interface Sent {
  url: string;
  params: unknown;
  responseType: string | undefined;
  authorization: unknown;
}

/** What went out since the last `resetAnswers()`. */
export const sent: Sent[] = [];

/**
 * Makes the real `http` client answer every request with `data` (status, headers), pushing what went out to
 * `sent`. Non-2xx answers reject as axios does. `resetAnswers()` (afterEach) puts the adapter back.
 */
export function answer(status: number, data: unknown, headers: Record<string, string> = {}) {
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

const originalAdapter = http.defaults.adapter;

/** Puts back the adapter `answer` replaced and empties `sent`. */
export function resetAnswers() {
  http.defaults.adapter = originalAdapter;
  sent.length = 0;
}

/** A Blob's text, read as the browser would (jsdom's Blob has no text()). */
export function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}
