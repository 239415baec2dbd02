import type { AnyDb, MigrationFactory } from './helpers';

/**
 * What a plan gives each assistant besides minutes and agents: knowledge_sources_limit (sources per assistant),
 * knowledge_mb_limit (their total size per assistant, MB of 1,048,576 bytes) and booking_enabled (appointment
 * booking). No -1 for unlimited: every source is stored, extracted and synced to the voice platform, so each plan
 * caps it.
 *
 * Plans that exist get what every assistant had before plans carried these (the knowledge base's limits then:
 * 20 sources, 50 MB, booking for all), so that nobody loses what they use; that is the columns' default too.
 * The seeded platform plans (0002, found by name) get tiers instead: Starter 5 sources / 10 MB without booking,
 * as its seeded features promise no booking while Professional's promise "Appointment booking", which makes
 * booking the reason to move up; Professional gets today's 20 / 50; Business and Enterprise more.
 */
const EXISTING_PLANS = { knowledge_sources_limit: 20, knowledge_mb_limit: 50, booking_enabled: 1 };

const SEEDED_TIERS: Record<string, typeof EXISTING_PLANS> = {
  Starter: { knowledge_sources_limit: 5, knowledge_mb_limit: 10, booking_enabled: 0 },
  Professional: { knowledge_sources_limit: 20, knowledge_mb_limit: 50, booking_enabled: 1 },
  Business: { knowledge_sources_limit: 50, knowledge_mb_limit: 200, booking_enabled: 1 },
  Enterprise: { knowledge_sources_limit: 100, knowledge_mb_limit: 500, booking_enabled: 1 },
};

export const planAssistantFeatures: MigrationFactory = () => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable('packages')
      .addColumn('knowledge_sources_limit', 'integer', (c) =>
        c.notNull().defaultTo(EXISTING_PLANS.knowledge_sources_limit),
      )
      .execute();
    await db.schema
      .alterTable('packages')
      .addColumn('knowledge_mb_limit', 'integer', (c) =>
        c.notNull().defaultTo(EXISTING_PLANS.knowledge_mb_limit),
      )
      .execute();
    await db.schema
      .alterTable('packages')
      .addColumn('booking_enabled', 'integer', (c) =>
        c.notNull().defaultTo(EXISTING_PLANS.booking_enabled),
      )
      .execute();
    for (const [name, tier] of Object.entries(SEEDED_TIERS)) {
      await db
        .updateTable('packages')
        .set(tier)
        .where('name', '=', name)
        .where('reseller_id', 'is', null)
        .execute();
    }
  },
  async down(db: AnyDb) {
    for (const column of ['booking_enabled', 'knowledge_mb_limit', 'knowledge_sources_limit']) {
      await db.schema.alterTable('packages').dropColumn(column).execute();
    }
  },
});
