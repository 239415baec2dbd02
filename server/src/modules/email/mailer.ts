import type { FastifyInstance } from 'fastify';
import { loadEmailBranding } from './branding';
import { renderEmail } from './render';
import { transportFor } from './transport';

export interface EmailMessage {
  to: string;
  subject: string;
  heading: string;
  /** Paragraphs, plain text. */
  lines: string[];
  /** A call-to-action button (http(s) URL). */
  action?: { label: string; url: string };
  /** The tenant whose brand the email carries; null for the platform. */
  resellerId: number | null;
}

/**
 * Renders a branded HTML + text email (the reseller's app name, primary colour, logo and footer, or the
 * platform's defaults) and sends it through the configured transport (outbox or SMTP). Every value is
 * escaped. Throws when the transport fails; callers that must not reveal anything catch and log.
 */
export async function sendEmail(app: FastifyInstance, message: EmailMessage): Promise<void> {
  const to = message.to.trim();
  if (!to || /[\r\n,;<>]/.test(to)) throw new Error('sendEmail: invalid recipient');
  const branding = await loadEmailBranding(app, message.resellerId);
  const rendered = renderEmail(branding, message);
  await transportFor(app).send({
    to,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    fromName: branding.appName,
    resellerId: message.resellerId,
  });
}
