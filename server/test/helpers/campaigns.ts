import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema';
import { nowIso } from '../../src/lib/time';
import { request } from './test-app';

/** A multipart body with the `mapping` field (JSON) first, then the CSV in `file`. */
export async function contactsForm(
  csv: string | Buffer,
  mapping?: Record<string, unknown>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  const bytes = typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv;
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), 'contacts.csv');
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** The campaigns API as one signed-in caller. */
export function campaignClient(app: FastifyInstance, token: string, host = 'localhost') {
  const call = (options: Parameters<typeof request>[1]) =>
    request(app, { host, token, ...options });
  return {
    create: (body: Record<string, unknown>) =>
      call({ method: 'POST', url: '/api/campaigns', payload: body }),
    list: (query = '') => call({ method: 'GET', url: `/api/campaigns${query}` }),
    show: (id: number) => call({ method: 'GET', url: `/api/campaigns/${id}` }),
    update: (id: number, body: Record<string, unknown>) =>
      call({ method: 'PUT', url: `/api/campaigns/${id}`, payload: body }),
    remove: (id: number) => call({ method: 'DELETE', url: `/api/campaigns/${id}` }),
    preview: async (id: number, csv: string | Buffer, mapping?: Record<string, unknown>) =>
      call({
        method: 'POST',
        url: `/api/campaigns/${id}/contacts/preview`,
        ...(await contactsForm(csv, mapping)),
      }),
    import: async (id: number, csv: string | Buffer, mapping?: Record<string, unknown>) =>
      call({
        method: 'POST',
        url: `/api/campaigns/${id}/contacts/import`,
        ...(await contactsForm(csv, mapping)),
      }),
    contacts: (id: number, query = '') =>
      call({ method: 'GET', url: `/api/campaigns/${id}/contacts${query}` }),
    exportContacts: (id: number) =>
      call({ method: 'GET', url: `/api/campaigns/${id}/contacts/export` }),
  };
}

/** Puts a number on a tenant's do-not-call list. */
export async function listDoNotCall(
  db: Kysely<DB>,
  resellerId: number | null,
  phone: string,
): Promise<void> {
  await db
    .insertInto('do_not_call')
    .values({
      reseller_id: resellerId,
      phone_e164: phone,
      reason: null,
      source: 'manual',
      call_id: null,
      added_by: null,
      created_at: nowIso(),
    })
    .execute();
}

/** Sets a plan's campaign limits. */
export async function setCampaignLimits(
  db: Kysely<DB>,
  packageName: string,
  limits: { enabled: 0 | 1; concurrency: number; contactsPerMonth: number },
): Promise<void> {
  await db
    .updateTable('packages')
    .set({
      campaigns_enabled: limits.enabled,
      campaign_concurrency_limit: limits.concurrency,
      campaign_contacts_monthly_limit: limits.contactsPerMonth,
    })
    .where('name', '=', packageName)
    .where('reseller_id', 'is', null)
    .execute();
}
