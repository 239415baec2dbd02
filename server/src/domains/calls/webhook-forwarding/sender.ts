import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import {
  hostOf,
  isPublicAddress,
  PrivateTargetError,
  publicOnlyLookup,
} from '../../../lib/private-address';

/**
 * One HTTP attempt of a forwarded webhook: a POST of the exact body, with a time limit for the whole exchange
 * (AbortSignal), no redirect followed (a 3xx is a failed attempt). Unless private targets
 * are allowed, the address connected to is checked: a literal IP before connecting, a name through the
 * request's own `lookup`, so that the address checked is the address used (no DNS-rebinding gap).
 */

export interface SendRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  allowPrivateTargets: boolean;
  /** Keep-alive agents (the worker's); none: one connection per attempt. */
  agents?: { http: http.Agent; https: https.Agent };
  /** Keep the answer's body, up to this many bytes (the rest is read and dropped); none: the body is dropped. */
  maxResponseBytes?: number;
}

export type SendResult =
  | { ok: boolean; statusCode: number; error: null; refused: false; body?: string }
  | { ok: false; statusCode: null; error: string; refused: boolean; timedOut?: boolean };

function failure(error: unknown, timeoutMs: number, signal: AbortSignal): SendResult {
  if (error instanceof PrivateTargetError) {
    return { ok: false, statusCode: null, error: error.message, refused: true };
  }
  if (signal.aborted) {
    return {
      ok: false,
      statusCode: null,
      error: `Timed out after ${timeoutMs} ms`,
      refused: false,
      timedOut: true,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, statusCode: null, error: message || 'Request failed', refused: false };
}

export function sendWebhook(request: SendRequest): Promise<SendResult> {
  const target = new URL(request.url);
  const host = hostOf(target);
  if (!request.allowPrivateTargets && net.isIP(host) !== 0 && !isPublicAddress(host)) {
    return Promise.resolve(
      failure(new PrivateTargetError(host, host), 0, new AbortController().signal),
    );
  }
  const secure = target.protocol === 'https:';
  const client = secure ? https : http;
  const agent = request.agents ? (secure ? request.agents.https : request.agents.http) : false;
  const signal = AbortSignal.timeout(request.timeoutMs);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: SendResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    try {
      const req = client.request(
        target,
        {
          method: 'POST',
          headers: {
            ...request.headers,
            'content-length': String(Buffer.byteLength(request.body)),
          },
          signal,
          agent,
          ...(request.allowPrivateTargets ? {} : { lookup: publicOnlyLookup }),
        },
        (res) => {
          const statusCode = res.statusCode ?? 0;
          // The answer's body is read to its end (within the time limit): kept up to maxResponseBytes, else dropped.
          const keep = request.maxResponseBytes ?? 0;
          const kept: Buffer[] = [];
          let keptBytes = 0;
          res.on('data', (chunk: Buffer) => {
            if (keptBytes >= keep) return;
            const part = chunk.subarray(0, keep - keptBytes);
            kept.push(part);
            keptBytes += part.length;
          });
          res.on('end', () =>
            settle({
              ok: statusCode >= 200 && statusCode < 300,
              statusCode,
              error: null,
              refused: false,
              ...(keep > 0 ? { body: Buffer.concat(kept).toString('utf8') } : {}),
            }),
          );
          res.on('error', (error) => settle(failure(error, request.timeoutMs, signal)));
          res.on('close', () =>
            settle(
              failure(
                new Error('The connection closed before the answer was complete'),
                request.timeoutMs,
                signal,
              ),
            ),
          );
        },
      );
      req.on('error', (error) => settle(failure(error, request.timeoutMs, signal)));
      req.end(request.body);
    } catch (error) {
      settle(failure(error, request.timeoutMs, signal));
    }
  });
}
