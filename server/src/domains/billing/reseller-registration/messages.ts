import { RESELLER_MESSAGES } from '@voice/contracts';

export const SUBDOMAIN_TAKEN = RESELLER_MESSAGES.subdomainTaken;
export const EMAIL_TAKEN_BY_USER = RESELLER_MESSAGES.emailTaken;
export const SELECT_RESELLER_PACKAGE = RESELLER_MESSAGES.selectPackage;
export const REGISTRATION_DONE = 'Registration successful! Check your email to set your password.';
export const PROVIDER_UNAVAILABLE =
  'The payment could not be started. Please try again in a few minutes.';

/** metadata.purpose of the checkouts this module starts (see payments/plugin.ts). */
export const RESELLER_REGISTRATION_PURPOSE = 'reseller_registration';

/**
 * A registration whose payment never completed holds its subdomain and email for this long, then it
 * is released (a checkout session lives 24 hours at the sandbox and at Stripe).
 */
export const PENDING_REGISTRATION_TTL_HOURS = 25;
