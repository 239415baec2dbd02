import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AUDIT_ACTIONS, type AuditAction } from '@voice/contracts';
import { type FilterOption } from '@voice/ui';
import { i18n } from '@voice/ui/core';

/** How each recorded action reads in the log. */
export const ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  'impersonation.start': msg`Impersonation started`,
  'impersonation.switch': msg`Impersonation switched`,
  'impersonation.revert': msg`Impersonation ended`,
  'impersonation.write': msg`Change while impersonating`,
  'user.create': msg`User created`,
  'user.update': msg`User updated`,
  'user.role': msg`User role changed`,
  'user.status': msg`User status changed`,
  'user.delete': msg`User deleted`,
  'user.password-reset': msg`Password reset sent`,
  'package.create': msg`Package created`,
  'package.update': msg`Package updated`,
  'package.retire': msg`Package retired`,
  'package.activate': msg`Package activated`,
  'package.delete': msg`Package deleted`,
  'settings.update': msg`System settings updated`,
  'site-content.update': msg`Site content updated`,
  'legal-page.save': msg`Legal page draft saved`,
  'legal-page.publish': msg`Legal page published`,
  'payment-settings.update': msg`Stripe keys saved`,
  'payment-settings.delete': msg`Stripe keys removed`,
  'voice-settings.update': msg`Voice keys saved`,
  'voice-settings.delete': msg`Voice keys removed`,
  'custom-domain.add': msg`Custom domain added`,
  'custom-domain.verify': msg`Custom domain checked`,
  'custom-domain.remove': msg`Custom domain removed`,
  'email-sender.update': msg`Email sender saved`,
  'email-sender.verify': msg`Email sender domain checked`,
  'reseller.suspend': msg`Reseller suspended`,
  'reseller.activate': msg`Reseller activated`,
  'reseller.package': msg`Reseller package changed`,
  'custom-subscription.create': msg`Custom subscription created`,
  'custom-subscription.activate': msg`Custom subscription activated`,
  'custom-subscription.resend': msg`Payment link resent`,
  'feature.create': msg`Feature created`,
  'feature.update': msg`Feature updated`,
  'feature.delete': msg`Feature deleted`,
  'feature.reorder': msg`Features reordered`,
  'template.update': msg`Assistant template saved`,
  'campaign.consent': msg`Campaign created with consent confirmed`,
  'two-factor.enable': msg`Two-factor enabled`,
  'two-factor.disable': msg`Two-factor disabled`,
  'two-factor.recovery-code-used': msg`Recovery code used`,
  'two-factor.recovery-codes-regenerated': msg`Recovery codes regenerated`,
  'two-factor.policy': msg`Two-factor requirement changed`,
  'api_key.created': msg`API key created`,
  'api_key.revoked': msg`API key revoked`,
  'api_key.write': msg`Change made with an API key`,
  'call.outbound': msg`Outbound call placed`,
  'remote-release.publish': msg`Remote version published`,
  'remote-release.promote': msg`Remote version promoted`,
  'remote-release.canary': msg`Remote canary started`,
  'remote-release.canary-end': msg`Remote canary ended`,
  'remote-release.rollback': msg`Remote rolled back`,
  'remote-deploy-key.create': msg`Deploy key created`,
  'remote-deploy-key.revoke': msg`Deploy key revoked`,
};

/** The label of an action in the page's language; the action itself when unknown (written by a newer server). */
export function actionLabel(action: string): string {
  return Object.hasOwn(ACTION_LABELS, action)
    ? i18n._(ACTION_LABELS[action as AuditAction])
    : action;
}

/** "All actions", then every action by its label, in the page's language (call it at render time). */
export function actionOptions(): FilterOption[] {
  return [
    { value: '', label: i18n._(msg`All actions`) },
    ...AUDIT_ACTIONS.map((value) => ({ value, label: i18n._(ACTION_LABELS[value]) })),
  ];
}

/** ?action= from the address: a known action, or '' (all). */
export function actionParam(value: string | null): string {
  return value && (AUDIT_ACTIONS as readonly string[]).includes(value) ? value : '';
}
