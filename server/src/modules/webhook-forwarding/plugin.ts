import type { FastifyInstance } from 'fastify';

/** Forwarding of end-of-call reports to assistants' webhook URLs (issue 9). */
export async function webhookForwarding(_app: FastifyInstance): Promise<void> {}
