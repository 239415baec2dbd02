// platform: what every other domain builds on. Email (the outbox or SMTP, each message branded through
// app.emailBranding), the audit log, uploads, the contact form and demo requests, the health probe, and the
// dependencies services are given (deps.ts). It imports no other domain.
//
// The domain's public entry: other domains, app.ts and bootstrap import only what is exported here
// (.dependency-cruiser.cjs).
export { recordChange } from './audit/change';
export { auditPlugin } from './audit/plugin';
export { recordAudit } from './audit/record';
export { auditRoutes } from './audit/routes';
export { contactRoutes } from './contact/routes';
export { demoRequestRoutes } from './demo-requests/routes';
export { type Deps, depsOf, mailerFor } from './deps';
export { absoluteHttpUrl, type EmailBranding, safeColor } from './email/branding';
export {
  ENGLISH,
  type EmailLocale,
  emailLocale,
  formatEmailAmount,
  formatEmailDate,
  formatEmailDateTime,
} from './email/i18n';
export { type ComposeEmail, type Mailer } from './email/mailer';
export { type NotificationKind } from './email/notification-repository';
export { sendOnce } from './email/notifications';
export { emailQueuePlugin } from './email/plugin';
export type { EmailContent } from './email/render';
export { emailRoutes } from './email/routes';
export { healthRoutes, markDraining } from './health/routes';
export { uploadsPlugin } from './uploads/plugin';
export { uploadRoutes } from './uploads/routes';
export { deleteUpload, saveImage, type UploadStorage } from './uploads/storage';
export { emitEvent, emitEvents, type NewEvent } from './events/repository';
export { remoteReleasesPlugin } from './remote-releases/plugin';
export { remoteReleaseRoutes } from './remote-releases/routes';
