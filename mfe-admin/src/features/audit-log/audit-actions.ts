import { AUDIT_ACTIONS, type AuditAction } from '@voice/contracts';
import { type FilterOption } from '@voice/ui';

/** How each recorded action reads in the log. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  'impersonation.start': 'Impersonation started',
  'impersonation.switch': 'Impersonation switched',
  'impersonation.revert': 'Impersonation ended',
  'impersonation.write': 'Change while impersonating',
  'user.create': 'User created',
  'user.update': 'User updated',
  'user.role': 'User role changed',
  'user.status': 'User status changed',
  'user.delete': 'User deleted',
  'user.password-reset': 'Password reset sent',
  'package.create': 'Package created',
  'package.update': 'Package updated',
  'package.retire': 'Package retired',
  'package.activate': 'Package activated',
  'package.delete': 'Package deleted',
  'settings.update': 'System settings updated',
  'site-content.update': 'Site content updated',
  'legal-page.save': 'Legal page draft saved',
  'legal-page.publish': 'Legal page published',
  'payment-settings.update': 'Stripe keys saved',
  'payment-settings.delete': 'Stripe keys removed',
  'voice-settings.update': 'Voice keys saved',
  'voice-settings.delete': 'Voice keys removed',
  'custom-domain.add': 'Custom domain added',
  'custom-domain.verify': 'Custom domain checked',
  'custom-domain.remove': 'Custom domain removed',
  'email-sender.update': 'Email sender saved',
  'email-sender.verify': 'Email sender domain checked',
  'reseller.suspend': 'Reseller suspended',
  'reseller.activate': 'Reseller activated',
  'reseller.package': 'Reseller package changed',
  'custom-subscription.create': 'Custom subscription created',
  'custom-subscription.activate': 'Custom subscription activated',
  'custom-subscription.resend': 'Payment link resent',
  'feature.create': 'Feature created',
  'feature.update': 'Feature updated',
  'feature.delete': 'Feature deleted',
  'feature.reorder': 'Features reordered',
  'template.update': 'Assistant template saved',
  'campaign.consent': 'Campaign created with consent confirmed',
  'two-factor.enable': 'Two-factor enabled',
  'two-factor.disable': 'Two-factor disabled',
  'two-factor.recovery-code-used': 'Recovery code used',
  'two-factor.recovery-codes-regenerated': 'Recovery codes regenerated',
  'two-factor.policy': 'Two-factor requirement changed',
  'api_key.created': 'API key created',
  'api_key.revoked': 'API key revoked',
  'api_key.write': 'Change made with an API key',
  'call.outbound': 'Outbound call placed',
  'remote-release.publish': 'Remote version published',
  'remote-release.promote': 'Remote version promoted',
  'remote-release.canary': 'Remote canary started',
  'remote-release.canary-end': 'Remote canary ended',
  'remote-release.rollback': 'Remote rolled back',
  'remote-deploy-key.create': 'Deploy key created',
  'remote-deploy-key.revoke': 'Deploy key revoked',
};

/** The label of an action; the action itself when unknown (an entry written by a newer server). */
export function actionLabel(action: string): string {
  return (ACTION_LABELS as Record<string, string>)[action] ?? action;
}

/** "All actions", then every action by its label. */
export const ACTION_OPTIONS: FilterOption[] = [
  { value: '', label: 'All actions' },
  ...AUDIT_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] })),
];

/** ?action= from the address: a known action, or '' (all). */
export function actionParam(value: string | null): string {
  return value && (AUDIT_ACTIONS as readonly string[]).includes(value) ? value : '';
}
