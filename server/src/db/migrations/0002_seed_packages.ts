import type { AnyDb, MigrationFactory } from './helpers';

/** Yearly price: 20% off twelve months, rounded to whole currency units. */
const yearly = (monthly: number) => Math.round(monthly * 12 * 0.8);

/** The four default plans (-1 = unlimited). Admins edit them later; this only seeds an empty table. */
export const DEFAULT_PACKAGES = [
  {
    name: 'Starter',
    description: 'For solo businesses that want every call answered.',
    price: 29,
    features: [
      '1 voice agent',
      '300 minutes per month',
      'Call recordings and transcripts',
      'Basic call analytics',
      'Email support',
    ],
    is_popular: 0,
    monthly_minutes_limit: 300,
    voice_agents_limit: 1,
    analytics_level: 'basic',
    support_level: 'Email',
    extra_per_minute_charge: 0.15,
  },
  {
    name: 'Professional',
    description: 'For growing teams that book appointments and qualify leads by phone.',
    price: 79,
    features: [
      '3 voice agents',
      '1,000 minutes per month',
      'Appointment booking and CRM integrations',
      'Advanced call analytics',
      'Priority email support',
    ],
    is_popular: 1,
    monthly_minutes_limit: 1000,
    voice_agents_limit: 3,
    analytics_level: 'advanced',
    support_level: 'Priority email',
    extra_per_minute_charge: 0.12,
  },
  {
    name: 'Business',
    description: 'For busy front desks with several lines and locations.',
    price: 199,
    features: [
      '10 voice agents',
      '3,000 minutes per month',
      'Custom webhooks and structured data',
      'Advanced call analytics',
      'Phone and email support',
    ],
    is_popular: 0,
    monthly_minutes_limit: 3000,
    voice_agents_limit: 10,
    analytics_level: 'advanced',
    support_level: 'Phone and email',
    extra_per_minute_charge: 0.1,
  },
  {
    name: 'Enterprise',
    description: 'Unlimited agents and minutes with a dedicated account manager.',
    price: 499,
    features: [
      'Unlimited voice agents',
      'Unlimited minutes',
      'Custom integrations',
      'Enterprise analytics and reporting',
      'Dedicated account manager',
    ],
    is_popular: 0,
    monthly_minutes_limit: -1,
    voice_agents_limit: -1,
    analytics_level: 'enterprise',
    support_level: 'Dedicated account manager',
    extra_per_minute_charge: 0,
  },
] as const;

export const seedPackages: MigrationFactory = () => ({
  async up(db: AnyDb) {
    const existing = await db
      .selectFrom('packages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    if (Number(existing?.n ?? 0) > 0) return;
    const now = new Date().toISOString();
    await db
      .insertInto('packages')
      .values(
        DEFAULT_PACKAGES.map((p, index) => ({
          ...p,
          yearly_price: yearly(p.price),
          features: JSON.stringify(p.features),
          is_active: 1,
          sort_order: index + 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  },
  async down(db: AnyDb) {
    await db
      .deleteFrom('packages')
      .where(
        'name',
        'in',
        DEFAULT_PACKAGES.map((p) => p.name),
      )
      .execute();
  },
});
