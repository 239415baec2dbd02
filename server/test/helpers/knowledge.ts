import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema';
import { insertSubscription } from './billing';
import type { KnowledgeBase, KnowledgeSource } from '@voice/contracts';
import { fileForm } from './documents';
import { request } from './test-app';

/** The knowledge base's routes, for one assistant and one signed-in caller. */
export function knowledgeClient(
  app: FastifyInstance,
  assistantId: number,
  token: string,
  host?: string,
) {
  const base = `/api/assistants/${assistantId}/knowledge`;
  const call = (options: Parameters<typeof request>[1]) =>
    request(app, { ...options, token, ...(host ? { host } : {}) });
  return {
    list: () => call({ method: 'GET', url: base }),
    upload: async (name: string, bytes: Buffer, type?: string) =>
      call({
        method: 'POST',
        url: `${base}/files`,
        ...(await fileForm('file', { name, bytes, ...(type ? { type } : {}) })),
      }),
    addUrl: (url: string) => call({ method: 'POST', url: `${base}/urls`, payload: { url } }),
    addText: (question: string, answer: string) =>
      call({ method: 'POST', url: `${base}/texts`, payload: { question, answer } }),
    refresh: (sourceId: number) => call({ method: 'POST', url: `${base}/${sourceId}/refresh` }),
    remove: (sourceId: number) => call({ method: 'DELETE', url: `${base}/${sourceId}` }),
    /** The source once it is no longer processing (the worker runs in the app), within `timeoutMs`. */
    async settled(sourceId: number, timeoutMs = 15_000): Promise<KnowledgeSource> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const res = await call({ method: 'GET', url: base });
        const source = (res.json() as { data: KnowledgeBase }).data.sources.find(
          (item) => item.id === sourceId,
        );
        if (!source) throw new Error(`source ${sourceId} is not listed: ${res.body}`);
        if (source.status !== 'processing') return source;
        if (Date.now() > until) throw new Error(`source ${sourceId} still processing`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * Subscribes a user to one of the seeded platform plans by name (Starter: 5 sources / 10 MB; Professional:
 * 20 / 50, migration 0023), active for the month around now: the knowledge base follows the owner's plan.
 */
export async function subscribeToSeededPlan(
  db: Kysely<DB>,
  userId: number,
  planName: 'Starter' | 'Professional' = 'Professional',
  resellerId: number | null = null,
): Promise<void> {
  const plan = await db
    .selectFrom('packages')
    .select(['id', 'price'])
    .where('name', '=', planName)
    .where('reseller_id', 'is', null)
    .executeTakeFirstOrThrow();
  await insertSubscription(db, {
    user_id: userId,
    reseller_id: resellerId,
    package_id: plan.id,
    amount: Number(plan.price),
    reference: `sub_knowledge_${userId}`,
    current_period_start: new Date(Date.now() - 5 * 86_400_000).toISOString(),
    current_period_end: new Date(Date.now() + 25 * 86_400_000).toISOString(),
  });
}
