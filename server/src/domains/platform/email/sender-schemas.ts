import {
  EmailSenderReply,
  EmailSenderSavedReply,
  SuccessMessageReply,
} from '@voice/contracts/replies';
import { emailSenderSchema } from '@voice/contracts/schemas';
import { replies, tagged } from '../../../lib/route-schema';

/** A reseller admin's own sender (no ?reseller_id=: the reseller is the admin's own). */
export const emailSenderSchemas = tagged('Site settings', {
  read: {
    summary: "Read the site's email sender and the DNS records that verify its domain",
    response: replies({ 200: EmailSenderReply }, [401, 403]),
  },
  save: {
    summary: "Save the site's email sender (From, Reply-To, own SMTP settings)",
    body: emailSenderSchema,
    response: replies({ 200: EmailSenderSavedReply }, [401, 403, 422]),
  },
  verify: {
    summary: "Check the sender domain's SPF and DKIM records now",
    response: replies({ 200: EmailSenderSavedReply }, [401, 403, 422]),
  },
  test: {
    summary: 'Send a test email to the signed-in admin with the saved sender settings',
    response: replies({ 200: SuccessMessageReply }, [401, 403, 422, 429]),
  },
  removeSmtp: {
    summary: 'Remove the own SMTP settings (emails go through the platform again)',
    response: replies({ 200: EmailSenderSavedReply }, [401, 403]),
  },
});
