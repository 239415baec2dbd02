/** A message sent through the landing page's contact form (POST /api/contact), as admins read it. */
export interface ContactMessage {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  message: string;
  /** The reseller whose site received it; null on the main host. */
  reseller_id: number | null;
  created_at: string;
}

/** An email kept by the sandbox (database outbox) email transport instead of being sent. */
export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  reseller_id: number | null;
  created_at: string;
}

/** Query of GET /api/admin/contacts and GET /api/admin/email-outbox. */
export interface AdminInboxQuery {
  page?: number;
  per_page?: number;
}
