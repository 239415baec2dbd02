import type { AdminInboxQuery, ContactMessage, OutboxEmail, Paginated } from '@voice/contracts';
import { http } from '../http';

/** GET /api/admin/contacts: contact form messages, newest first (admins; a reseller admin sees its own). */
export async function listContactMessages(
  query: AdminInboxQuery = {},
): Promise<Paginated<ContactMessage> & { success: boolean }> {
  return (await http.get('/api/admin/contacts', { params: query })).data;
}

/** GET /api/admin/email-outbox: emails kept by the sandbox email transport, newest first. */
export async function listOutboxEmails(
  query: AdminInboxQuery = {},
): Promise<Paginated<OutboxEmail> & { success: boolean }> {
  return (await http.get('/api/admin/email-outbox', { params: query })).data;
}
