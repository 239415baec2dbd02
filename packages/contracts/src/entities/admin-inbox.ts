import type { Static } from 'typebox';
import type { ContactMessageSchema, OutboxEmailSchema } from '../replies/platform';

/** A message sent through the landing page's contact form (POST /api/contact), as admins read it. */
export type ContactMessage = Static<typeof ContactMessageSchema>;

/** An email kept by the sandbox (database outbox) email transport instead of being sent. */
export type OutboxEmail = Static<typeof OutboxEmailSchema>;

/** Query of GET /api/admin/contacts and GET /api/admin/email-outbox. */
export interface AdminInboxQuery {
  page?: number;
  per_page?: number;
}
