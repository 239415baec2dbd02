import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';
import { CONTENT_TYPE_OF, UPLOAD_NAME_PATTERN, uploadsDir } from './storage';

/** Uploaded files never change (random names): cache them for a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/<file>: images stored by saveImage (reseller logos, ...). Only names of the form
 * <32 hex>.<png|jpg|gif> are served, with the type of their extension (the bytes were checked on
 * upload), nosniff, and a CSP that forbids anything active should a browser open one as a document.
 */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>(
    '/uploads/:file',
    { config: { access: 'public' } },
    async (request, reply) => {
      const { file } = request.params;
      const match = UPLOAD_NAME_PATTERN.exec(file);
      if (!match) throw notFound();
      let bytes: Buffer;
      try {
        bytes = await fs.readFile(path.join(uploadsDir(app.config), file));
      } catch {
        throw notFound();
      }
      return (
        reply
          .header('content-type', CONTENT_TYPE_OF[match[1] ?? ''] ?? 'application/octet-stream')
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', UPLOAD_CACHE_CONTROL)
          .header('content-security-policy', "default-src 'none'; sandbox")
          // Logos are public: emails and other origins may show them.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(bytes)
      );
    },
  );
}
