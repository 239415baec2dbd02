import type { FastifyInstance } from 'fastify';

/** Call logs (issue 9): the lists, exports and pages of calls, for users and admins. */
export async function callLogRoutes(_app: FastifyInstance): Promise<void> {}
