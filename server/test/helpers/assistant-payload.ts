import type { Kysely } from 'kysely';
import { createAssistantFormDefaults, type AssistantFormPayload } from '@voice/contracts';
import type { DB } from '../../src/db/schema';

/** A valid assistant form payload (the editor's defaults, a company filled in), with overrides. */
export function assistantPayload(
  overrides: Partial<AssistantFormPayload> = {},
): AssistantFormPayload {
  const payload = createAssistantFormDefaults();
  payload.name = 'Acme Assistant';
  payload.metadata = {
    ...payload.metadata,
    company_name: 'Acme',
    industry: 'Plumbing',
    services_products: 'Pipes and repairs',
  };
  return { ...payload, ...overrides };
}

let seq = 0;

/** A plan allowing `limit` assistants and the user's subscription to it (status active unless given). */
export async function subscribe(
  db: Kysely<DB>,
  userId: number,
  limit: number,
  status: 'active' | 'pending' | 'past_due' = 'active',
): Promise<void> {
  seq += 1;
  const now = new Date().toISOString();
  const pkg = await db
    .insertInto('packages')
    .values({
      name: `Plan ${seq}`,
      description: 'Test plan',
      price: 10,
      yearly_price: 100,
      features: JSON.stringify([]),
      monthly_minutes_limit: 100,
      voice_agents_limit: limit,
      analytics_level: 'basic',
      support_level: 'email',
      reseller_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      package_id: pkg.id,
      status,
      amount: 10,
      reference: `sub_assistants_${Date.now()}_${seq}`,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
