import type { FastifyRequest } from 'fastify';

/**
 * Secrets that travel in URLs (password-reset links, login-as tokens) never reach the logs: anyone who can read
 * logs could otherwise use a live link.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/password-reset\/)[^/?#]+/g, '$1[redacted]')
    .replace(/([?&]token=)[^&#]*/g, '$1[redacted]');
}

/** Fastify's request log fields, with the URL redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
