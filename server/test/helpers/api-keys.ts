import type { FastifyInstance } from 'fastify';
import type { ApiKeyScope } from '@voice/contracts';
import { createApiKey as createKey } from '../../src/domains/integrations/api-keys/service';

export interface ApiKeyOptions {
  /** Default: 'Test key'. */
  name?: string;
  /** An ISO date or instant; a past one makes an expired key (the API refuses one, this helper does not). */
  expiresAt?: string | null;
}

/**
 * A new API key of `userId` with these scopes, as POST /api/api-keys makes it (hashed, last 4 kept): the plain
 * `vpk_…` key, for `authorization: Bearer <key>`.
 */
export async function createApiKey(
  app: FastifyInstance,
  userId: number,
  scopes: ApiKeyScope[],
  opts: ApiKeyOptions = {},
): Promise<string> {
  const { plainKey } = await createKey(app.db, userId, {
    name: opts.name ?? 'Test key',
    scopes,
    expires_at: opts.expiresAt ?? null,
  });
  return plainKey;
}
