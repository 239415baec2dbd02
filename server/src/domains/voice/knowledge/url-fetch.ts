import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import zlib from 'node:zlib';
import {
  hostOf,
  isPublicAddress,
  PrivateTargetError,
  publicOnlyLookup,
} from '../../../lib/private-address';

/**
 * One web page for the knowledge base: a GET with a time limit for the whole exchange, at most MAX_REDIRECTS
 * redirects, at most maxBytes of (decompressed) body. The private-address guard is webhook forwarding's
 * (lib/private-address.ts): a literal IP is checked before connecting, a name through the request's own lookup,
 * on every hop of a redirect; WEBHOOK_ALLOW_PRIVATE_TARGETS lifts it for both. Failures are PageFetchFailure with
 * a message for the user.
 */

export const MAX_REDIRECTS = 3;
export const PAGE_FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024 } as const;
const USER_AGENT = 'VoiceAssistantKnowledgeBot/1.0 (+knowledge base page fetch)';

export class PageFetchFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageFetchFailure';
  }
}

export const PRIVATE_PAGE_MESSAGE =
  'This address points to a private, loopback or link-local network and cannot be fetched.';

export interface FetchPageOptions {
  allowPrivateTargets: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface FetchedPage {
  /** The address the page was read from (after redirects). */
  url: string;
  contentType: string;
  body: string;
}

interface Hop {
  status: number;
  location: string | null;
  contentType: string;
  body: Buffer;
}

function decoderFor(
  encoding: string | undefined,
): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.createGunzip();
  if (encoding === 'deflate') return zlib.createInflate();
  if (encoding === 'br') return zlib.createBrotliDecompress();
  return null;
}

function oneHop(url: URL, options: Required<FetchPageOptions>, signal: AbortSignal): Promise<Hop> {
  const host = hostOf(url);
  if (!options.allowPrivateTargets && net.isIP(host) !== 0 && !isPublicAddress(host)) {
    return Promise.reject(new PrivateTargetError(host, host));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        headers: {
          'user-agent': USER_AGENT,
          accept: 'text/html,application/xhtml+xml,text/plain;q=0.9',
          'accept-encoding': 'gzip, deflate, br',
        },
        signal,
        agent: false,
        ...(options.allowPrivateTargets ? {} : { lookup: publicOnlyLookup }),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const location = typeof res.headers.location === 'string' ? res.headers.location : null;
        const contentType = String(res.headers['content-type'] ?? '').toLowerCase();
        if (status >= 300 && status < 400) {
          res.resume();
          resolve({ status, location, contentType, body: Buffer.alloc(0) });
          return;
        }
        const decoder = decoderFor(String(res.headers['content-encoding'] ?? '').toLowerCase());
        const stream = decoder ? res.pipe(decoder) : res;
        const parts: Buffer[] = [];
        let size = 0;
        stream.on('data', (part: Buffer) => {
          size += part.length;
          if (size > options.maxBytes) {
            req.destroy();
            stream.destroy();
            reject(
              new PageFetchFailure(
                `The page is larger than ${Math.round(options.maxBytes / 1024 / 1024)} MB and was not read.`,
              ),
            );
            return;
          }
          parts.push(part);
        });
        stream.on('end', () =>
          resolve({ status, location, contentType, body: Buffer.concat(parts) }),
        );
        stream.on('error', reject);
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The charset of a Content-Type (utf-8 when absent or unknown to TextDecoder). */
function decode(body: Buffer, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

function failureOf(error: unknown, signal: AbortSignal, timeoutMs: number): PageFetchFailure {
  if (error instanceof PageFetchFailure) return error;
  if (error instanceof PrivateTargetError) return new PageFetchFailure(PRIVATE_PAGE_MESSAGE);
  if (signal.aborted) {
    return new PageFetchFailure(`The page did not answer within ${timeoutMs / 1000} seconds.`);
  }
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new PageFetchFailure('The address could not be found. Check the URL.');
  }
  if (code === 'ECONNREFUSED') return new PageFetchFailure('The site refused the connection.');
  return new PageFetchFailure('The page could not be fetched. Check the URL and try again.');
}

export async function fetchPage(address: string, options: FetchPageOptions): Promise<FetchedPage> {
  const settings = {
    allowPrivateTargets: options.allowPrivateTargets,
    timeoutMs: options.timeoutMs ?? PAGE_FETCH_LIMITS.timeoutMs,
    maxBytes: options.maxBytes ?? PAGE_FETCH_LIMITS.maxBytes,
  };
  const signal = AbortSignal.timeout(settings.timeoutMs);
  let url = new URL(address);
  try {
    for (let hop = 0; ; hop += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new PageFetchFailure('Only http:// and https:// pages can be fetched.');
      }
      const answer = await oneHop(url, settings, signal);
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        if (hop >= MAX_REDIRECTS) throw new PageFetchFailure('The page redirects too many times.');
        url = new URL(answer.location, url);
        continue;
      }
      if (answer.status < 200 || answer.status >= 300) {
        throw new PageFetchFailure(`The site answered HTTP ${answer.status}.`);
      }
      const type = answer.contentType.split(';')[0]?.trim() ?? '';
      if (
        type !== '' &&
        type !== 'text/html' &&
        type !== 'application/xhtml+xml' &&
        type !== 'text/plain'
      ) {
        throw new PageFetchFailure(`The address is not a web page (its type is ${type}).`);
      }
      return {
        url: url.toString(),
        contentType: type || 'text/html',
        body: decode(answer.body, answer.contentType),
      };
    }
  } catch (error) {
    throw failureOf(error, signal, settings.timeoutMs);
  }
}
