import type { FastifyInstance } from 'fastify';
import { PublicUsageSchema } from '@voice/contracts/replies';
import { usageReport } from '../../billing';
import { notFound } from '../../../lib/http-error';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { TAGS, v1Replies } from './schemas';

export const NO_SUBSCRIPTION = 'This account has no active subscription.';

export async function publicUsageRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  api.get(
    '/usage',
    {
      config: { access: 'authenticated', apiKeyScope: 'billing:read' },
      schema: {
        summary: 'Get usage',
        operationId: 'v1GetUsage',
        description:
          "The current billing period of the key owner's subscription: minutes and assistants used against the " +
          "plan's limits, as the subscription page shows them. 404 without a subscription.",
        tags: [TAGS.usage],
        response: v1Replies({ 200: PublicUsageSchema }, [404]),
      },
    },
    async (request) => {
      const report = await usageReport(app.db, currentUser(request).id);
      if (!report) throw notFound(NO_SUBSCRIPTION);
      const { usage } = report;
      return {
        plan: usage.package.name,
        subscription_status: usage.subscription.status,
        period_start: usage.minutes.billing_period_start,
        period_end: usage.minutes.billing_period_end,
        minutes: {
          used: usage.minutes.used,
          limit: usage.minutes.is_unlimited ? null : usage.minutes.limit,
          overage_minutes: usage.minutes.overage_minutes,
          overage_cost: usage.minutes.overage_cost,
        },
        assistants: { used: usage.assistants.used, limit: usage.assistants.limit },
      };
    },
  );
}
