import type { Static } from 'typebox';
import type { AuditLogEntrySchema } from '../replies/platform';

/**
 * The audit log: every administrative action, append-only (an entry is evidence, so it is never edited). GET
 * /api/super-admin/audit-log (every tenant) and GET /api/admin/audit-log (a reseller admin's tenant).
 */
export const AUDIT_ACTIONS = [
  'impersonation.start',
  'impersonation.switch',
  'impersonation.revert',
  'impersonation.write',
  'user.create',
  'user.update',
  'user.role',
  'user.status',
  'user.delete',
  'user.password-reset',
  'package.create',
  'package.update',
  'package.retire',
  'package.activate',
  'package.delete',
  'settings.update',
  'site-content.update',
  'legal-page.save',
  'legal-page.publish',
  'payment-settings.update',
  'payment-settings.delete',
  'voice-settings.update',
  'voice-settings.delete',
  'custom-domain.add',
  'custom-domain.verify',
  'custom-domain.remove',
  'email-sender.update',
  'email-sender.verify',
  'reseller.suspend',
  'reseller.activate',
  'reseller.package',
  'custom-subscription.create',
  'custom-subscription.activate',
  'custom-subscription.resend',
  'feature.create',
  'feature.update',
  'feature.delete',
  'feature.reorder',
  'template.update',
  'campaign.consent',
  'two-factor.enable',
  'two-factor.disable',
  'two-factor.recovery-code-used',
  'two-factor.recovery-codes-regenerated',
  'two-factor.policy',
  'api_key.created',
  'api_key.revoked',
  'api_key.write',
  'call.outbound',
  'remote-release.publish',
  'remote-release.promote',
  'remote-release.canary',
  'remote-release.canary-end',
  'remote-release.rollback',
  'remote-deploy-key.create',
  'remote-deploy-key.revoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One entry of the audit log (its reply schema: replies/platform.ts). */
export type AuditLogEntry = Static<typeof AuditLogEntrySchema>;

/** Filters of the audit-log lists and their CSV exports. */
export interface AuditLogQuery {
  page?: number;
  per_page?: number;
  action?: string;
  /** Matched in the actor's or the impersonator's email and the target's label. */
  search?: string;
  from?: string;
  to?: string;
  /** Platform admins only. */
  reseller_id?: number;
}
