import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  assistantPlanLimits,
  bookingRefusal,
  knowledgeRefusal,
  PLAN_LIMIT_MESSAGES,
  planLimitError,
  type AssistantPlanLimits,
} from '../src/domains/billing';
import type { NewSubscription } from '../src/db/schema';
import { DAY, insertPlan, insertResellerSubscription, insertSubscription } from './helpers/billing';
import { insertReseller, insertUser, seededResellerPackageId } from './helpers/fixtures';
import { createTestContext, databases } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const MB = 1024 * 1024;
const NONE: AssistantPlanLimits = {
  active: false,
  knowledgeSources: 0,
  knowledgeBytes: 0,
  booking: false,
};

/**
 * assistantPlanLimits: what an assistant's owner's plan gives each assistant (knowledge sources, their total size,
 * booking), decided as the assistants quota decides who may create assistants.
 */
describe.each(databases)('assistant plan limits on %s', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));
  let plan: number;

  beforeAll(async () => {
    plan = await insertPlan(ctx.db, { price: 39, name: 'Knowledge Lite' });
    await ctx.db
      .updateTable('packages')
      .set({ knowledge_sources_limit: 7, knowledge_mb_limit: 15, booking_enabled: 0 })
      .where('id', '=', plan)
      .execute();
  });

  const subscribed = async (
    status: NonNullable<NewSubscription['status']>,
    resellerId: number | null = null,
  ) => {
    const user = await insertUser(ctx.db, { reseller_id: resellerId });
    await insertSubscription(ctx.db, {
      user_id: user.id,
      reseller_id: resellerId,
      package_id: plan,
      status,
      amount: 39,
      reference: `sub_${user.id}`,
      current_period_start: new Date(Date.now() - 5 * DAY).toISOString(),
      current_period_end: new Date(Date.now() + 25 * DAY).toISOString(),
    });
    return user.id;
  };

  it("gives the owner's live plan's limits, in bytes, while the plan may be used", async () => {
    const expected = {
      active: true,
      knowledgeSources: 7,
      knowledgeBytes: 15 * MB,
      booking: false,
    };
    expect(await assistantPlanLimits(ctx.db, await subscribed('active'))).toEqual(expected);
    // A failed renewal in its grace period keeps the plan usable, as for the assistants quota.
    expect(await assistantPlanLimits(ctx.db, await subscribed('past_due'))).toEqual(expected);

    // The plan's admin changes it: its subscribers get the new limits at once.
    const owner = await subscribed('active');
    await ctx.db
      .updateTable('packages')
      .set({ knowledge_sources_limit: 9, booking_enabled: 1 })
      .where('id', '=', plan)
      .execute();
    expect(await assistantPlanLimits(ctx.db, owner)).toEqual({
      ...expected,
      knowledgeSources: 9,
      booking: true,
    });
    await ctx.db
      .updateTable('packages')
      .set({ knowledge_sources_limit: 7, booking_enabled: 0 })
      .where('id', '=', plan)
      .execute();
  });

  it('gives nothing without a usable plan: none, pending, ended, or an unknown owner', async () => {
    const none = await insertUser(ctx.db);
    expect(await assistantPlanLimits(ctx.db, none.id)).toEqual(NONE);
    expect(await assistantPlanLimits(ctx.db, await subscribed('pending'))).toEqual(NONE);
    expect(await assistantPlanLimits(ctx.db, await subscribed('cancelled'))).toEqual(NONE);
    // Cancelled at the end of a period that is over: ended on the way, as usage ends it.
    const ended = await subscribed('active');
    await ctx.db
      .updateTable('subscriptions')
      .set({ cancel_at_period_end: 1 })
      .where('user_id', '=', ended)
      .execute();
    expect((await assistantPlanLimits(ctx.db, ended)).knowledgeSources).toBe(7);
    const later = new Date(Date.now() + 40 * DAY);
    expect(await assistantPlanLimits(ctx.db, ended, later)).toEqual(NONE);
    expect(await assistantPlanLimits(ctx.db, 999_999)).toEqual(NONE);
  });

  it("gives administrators' own assistants the most a plan may give, unless their reseller lapsed", async () => {
    const most = {
      active: true,
      knowledgeSources: 1000,
      knowledgeBytes: 10_000 * MB,
      booking: true,
    };
    for (const role of ['admin', 'super_admin'] as const) {
      const admin = await insertUser(ctx.db, { role });
      expect(await assistantPlanLimits(ctx.db, admin.id)).toEqual(most);
    }
    const reseller = await insertReseller(ctx.db, { subdomain: 'limits' });
    const resellerAdmin = await insertUser(ctx.db, {
      role: 'reseller_admin',
      reseller_id: reseller,
    });
    expect(await assistantPlanLimits(ctx.db, resellerAdmin.id)).toEqual(most);
    const customer = await subscribed('active', reseller);
    expect((await assistantPlanLimits(ctx.db, customer)).knowledgeSources).toBe(7);

    // The reseller's own package with the platform ended without a renewal: nobody of its tenant gets anything.
    await insertResellerSubscription(ctx.db, reseller, {
      packageId: await seededResellerPackageId(ctx.db, 'Reseller Starter'),
      startedDaysAgo: 40,
      endsInDays: -10,
    });
    expect(await assistantPlanLimits(ctx.db, resellerAdmin.id)).toEqual(NONE);
    expect(await assistantPlanLimits(ctx.db, customer)).toEqual(NONE);
  });
});

describe('plan limit refusals', () => {
  const limits: AssistantPlanLimits = {
    active: true,
    knowledgeSources: 20,
    knowledgeBytes: 50 * MB,
    booking: false,
  };

  it('refuses a source over the count or the size, and none at all without a knowledge base', () => {
    expect(knowledgeRefusal(limits, { sources: 19, bytes: 40 * MB }, 10 * MB)).toBeNull();
    expect(knowledgeRefusal(limits, { sources: 20, bytes: 0 }, 1)).toBe(
      'Your plan allows 20 knowledge sources per assistant.',
    );
    expect(knowledgeRefusal(limits, { sources: 3, bytes: 40 * MB }, 10 * MB + 1)).toBe(
      'Your plan allows 50 MB of knowledge per assistant.',
    );
    expect(knowledgeRefusal({ ...limits, knowledgeSources: 0 }, { sources: 0, bytes: 0 }, 1)).toBe(
      'Your plan does not include a knowledge base.',
    );
    expect(knowledgeRefusal({ ...limits, active: false }, { sources: 0, bytes: 0 }, 1)).toBe(
      PLAN_LIMIT_MESSAGES.noSubscription,
    );
    expect(PLAN_LIMIT_MESSAGES.knowledgeSources(1)).toBe(
      'Your plan allows 1 knowledge source per assistant.',
    );
  });

  it('refuses booking when the plan does not include it', () => {
    expect(bookingRefusal(limits)).toBe('Appointment booking is not included in your plan.');
    expect(bookingRefusal({ ...limits, booking: true })).toBeNull();
    expect(bookingRefusal({ ...limits, booking: true, active: false })).toBe(
      'You need an active subscription to use the knowledge base and booking.',
    );
    const error = planLimitError(PLAN_LIMIT_MESSAGES.booking);
    expect(error.statusCode).toBe(403);
    expect(error.body).toEqual({ success: false, message: PLAN_LIMIT_MESSAGES.booking });
  });
});
