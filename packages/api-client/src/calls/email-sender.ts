import type { ApiEnvelope, EmailSender } from '@voice/contracts';
import type { EmailSenderPayload } from '@voice/contracts/schemas';
import { http } from '../http';

type Saved = ApiEnvelope<EmailSender> & { message: string };

/** GET /api/admin/email-sender: the site's sender, the DNS records of its domain and the From used now. */
export async function getEmailSender(): Promise<ApiEnvelope<EmailSender>> {
  return (await http.get('/api/admin/email-sender')).data;
}

/** PUT /api/admin/email-sender: 422 with field errors; a blank SMTP password keeps the saved one. */
export async function saveEmailSender(payload: EmailSenderPayload): Promise<Saved> {
  return (await http.put('/api/admin/email-sender', payload)).data;
}

/** POST /api/admin/email-sender/verify: checks the SPF and DKIM records now; the message says what was found. */
export async function verifyEmailSender(): Promise<Saved> {
  return (await http.post('/api/admin/email-sender/verify', {})).data;
}

/** POST /api/admin/email-sender/test: a test email to the signed-in admin (422 with the SMTP server's refusal). */
export async function sendSenderTestEmail(): Promise<{ success: boolean; message: string }> {
  return (await http.post('/api/admin/email-sender/test', {})).data;
}

/** DELETE /api/admin/email-sender/smtp: the site's emails go through the platform's server again. */
export async function removeSenderSmtp(): Promise<Saved> {
  return (await http.delete('/api/admin/email-sender/smtp')).data;
}
