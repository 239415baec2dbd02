// The reseller registration (spec: /reseller-registration), one concern per file:
// - messages.ts: the answers and constants; reserved-subdomains.ts; host.ts: where the wizard lives;
// - availability.ts: subdomain and email checks; release-stale.ts: abandoned registrations;
// - register.ts: the registration and its checkout; activate.ts: activation once paid (or free);
// - welcome-email.ts; payment-handler.ts: the payment events; deps.ts: what they are given.
export * from './messages';
export { isRegistrationHost } from '../../../lib/registration-host';
export * from './availability';
export { releaseStaleRegistrations } from './release-stale';
export * from './register';
export * from './activate';
export { resellerPaymentHandler } from './payment-handler';
export { registrationDeps } from './deps';
