import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { isDoNotCall } from '../src/domains/voice';
import { addDoNotCall } from '../src/domains/voice/do-not-call/repository';
import { insertReseller } from './helpers/fixtures';
import { createTestContext, databases, type TestContext } from './helpers/test-app';

/**
 * The tenant's do-not-call list: one list per tenant (a reseller's, or the platform's own with no reseller), the
 * numbers in E.164, who may read, add and remove, the CSV import and export, and the assistant's tool.
 */

const NOW = '2026-11-28T12:00:00.000Z';

describe.each(databases)('the do-not-call list on %s', (dialect) => {
  let ctx: TestContext;
  let alpha: number;
  let beta: number;

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    beta = await insertReseller(ctx.db, { subdomain: 'beta' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  describe('isDoNotCall', () => {
    it('answers per tenant in one query, the platform tenant (no reseller) being one list too', async () => {
      const entry = (phone: string) => ({
        phone,
        reason: null,
        source: 'manual' as const,
        addedBy: null,
      });
      await addDoNotCall(ctx.db, { resellerId: alpha }, [entry('+14155550101')], NOW);
      await addDoNotCall(ctx.db, { resellerId: null }, [entry('+14155550102')], NOW);
      // The platform's list keeps a number once although reseller_id is null (the index is on coalesce).
      const again = await addDoNotCall(ctx.db, { resellerId: null }, [entry('+14155550102')], NOW);
      expect(again.size).toBe(0);
      const numbers = ['+14155550101', '+14155550102', '+14155550103'];
      expect(await isDoNotCall(ctx.db, { resellerId: alpha }, numbers)).toEqual(
        new Set(['+14155550101']),
      );
      expect(await isDoNotCall(ctx.db, { resellerId: beta }, numbers)).toEqual(new Set());
      expect(await isDoNotCall(ctx.db, { resellerId: null }, numbers)).toEqual(
        new Set(['+14155550102']),
      );
      expect(await isDoNotCall(ctx.db, { resellerId: alpha }, [])).toEqual(new Set());
    });
  });
});
