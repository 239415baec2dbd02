import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../lib/http-error';
import { UPLOAD_CACHE_CONTROL, UPLOAD_NAME_PATTERN, contentTypeOf } from './storage';

/**
 * GET /uploads/<file>: images stored by saveImage (reseller logos, ...), streamed from app.uploads (this instance's
 * disk or the shared bucket). Only names of the form <32 hex>.<png|jpg|gif> are served, with the type of their
 * extension (the bytes were checked on upload), nosniff, and a CSP that forbids anything active should a browser
 * open one as a document.
 */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>(
    '/uploads/:file',
    { config: { access: 'public' } },
    async (request, reply) => {
      const { file } = request.params;
      if (!UPLOAD_NAME_PATTERN.test(file)) throw notFound();
      const stored = await app.uploads.get(file);
      if (!stored) throw notFound();
      if (stored.etag) reply.header('etag', stored.etag);
      return (
        reply
          .header('content-type', contentTypeOf(file))
          .header('content-length', stored.size)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', UPLOAD_CACHE_CONTROL)
          .header('content-security-policy', "default-src 'none'; sandbox")
          // Logos are public: emails and other origins may show them.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(stored.body)
      );
    },
  );
}
