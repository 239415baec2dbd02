// The email outbox (MAIL_TRANSPORT=outbox, the suite's default), read as the super admin, and the links in emails.
import { expect, type APIRequestContext } from '@playwright/test';
import { superAdminToken } from './helpers';

export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  reseller_id: number | null;
  reseller_name: string | null;
  created_at: string;
}

/** The newest outbox email to `to` whose subject contains `subject`; waits for it to arrive. */
export async function latestEmail(
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<OutboxEmail> {
  const token = await superAdminToken(request);
  let found: OutboxEmail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/admin/email-outbox?per_page=100', {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(response.ok(), await response.text()).toBe(true);
        const { data } = (await response.json()) as { data: OutboxEmail[] };
        found = data.find(
          (email) => email.to.toLowerCase() === to.toLowerCase() && email.subject.includes(subject),
        );
        return Boolean(found);
      },
      { message: `an email to ${to} about "${subject}"` },
    )
    .toBe(true);
  return found as OutboxEmail;
}

/** The password link (/password-reset/<token>?email=...) of an email's text part. */
export function passwordLinkOf(email: OutboxEmail): string {
  const match = /https?:\/\/\S+\/password-reset\/[^\s?]+\?email=\S+/.exec(email.text);
  if (!match) throw new Error(`no password link in:\n${email.text}`);
  return match[0];
}

/** The /pay/{token} URL in an email's text part. */
export function payLinkOf(text: string): string {
  const match = /https?:\/\/\S+\/pay\/[\w-]{43}/.exec(text);
  if (!match) throw new Error(`no payment link in:\n${text}`);
  return match[0];
}
