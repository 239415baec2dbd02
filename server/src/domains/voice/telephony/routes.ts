import type { FastifyInstance } from 'fastify';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { enforceThrottle, throttleFor } from '../../../lib/throttle';
import { currentUser } from '../../../plugins/auth';
import { availableNumbers } from './available-numbers';
import { telephonySchemas } from './schemas';

/** Searches per user and minute: each one is a call to the provider (Twilio's API is rate-limited per account). */
export const NUMBER_SEARCHES_PER_MINUTE = 30;
export const TOO_MANY_SEARCHES = 'Too many number searches. Please try again in N seconds.';

/** Phone numbers for assistants (spec 001 §7): the editor's number search. */
export async function telephonyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  api.get(
    '/api/twilio/available-numbers',
    { config: { access: 'authenticated' }, schema: telephonySchemas.availableNumbers },
    async (request, reply) => {
      const user = currentUser(request);
      const throttle = throttleFor(app, 'number-search', NUMBER_SEARCHES_PER_MINUTE);
      await enforceThrottle(reply, throttle, [`user:${user.id}`], TOO_MANY_SEARCHES);
      const data = await availableNumbers(app, user.reseller_id, request.query);
      return { success: true, data };
    },
  );
}
