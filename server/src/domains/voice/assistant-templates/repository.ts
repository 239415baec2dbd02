import type { Kysely } from 'kysely';
import type { AssistantTemplate } from '@voice/contracts';
import type { DB } from '../../../db/schema';
import { nowIso } from '../../../lib/time';
import type { TemplateTenant } from './tenant';

export interface StoredTemplate extends AssistantTemplate {
  updated_at: string;
}

export async function findTemplate(
  db: Kysely<DB>,
  tenant: TemplateTenant,
): Promise<StoredTemplate | undefined> {
  return db
    .selectFrom('assistant_templates')
    .select(['system_prompt', 'first_message', 'end_call_message', 'updated_at'])
    .where('tenant_key', '=', tenant.key)
    .executeTakeFirst();
}

/** Inserts or replaces the tenant's template (one row per tenant, by the unique tenant_key). */
export async function saveTemplate(
  db: Kysely<DB>,
  tenant: TemplateTenant,
  values: AssistantTemplate,
  userId: number,
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('assistant_templates')
    .values({
      tenant_key: tenant.key,
      reseller_id: tenant.resellerId,
      ...values,
      updated_by: userId,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('tenant_key').doUpdateSet({ ...values, updated_by: userId, updated_at: now }),
    )
    .execute();
}
