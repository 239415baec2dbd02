import {
  isPlatformAdmin,
  type ResellerStripeConfiguration,
  type StripeConfiguration,
} from '@voice/contracts';
import {
  STRIPE_KEY_MESSAGES,
  stripeKeyMode,
  type StripeConfigurationInput,
} from '@voice/contracts/schemas';
import type { Deps } from '../../platform';
import { ValidationFailed } from '../../../lib/http-error';
import {
  openOrNull,
  ownReseller,
  type SettingsAdmin,
  stampKeyedCache,
  stampOf,
} from '../../../lib/sealed-settings';
import { secretBoxFor } from '../../../lib/secret-box';
import type { Payments } from '../payments/plugin';
import type { PaymentProvider } from '../payments/provider';
import { stripeProvider } from '../payments/stripe-provider';
import { maskSecret } from './mask';
import {
  deletePaymentSettings,
  findPaymentSettings,
  savePaymentSettings,
  type PaymentSettingsRow,
} from './repository';

export const STRIPE_CONFIGURATION_SAVED = 'Stripe configuration saved successfully';
export const STRIPE_CONFIGURATION_REMOVED =
  "Stripe keys removed: your customers' payments now go through the platform's payment account";

type SettingsDeps = Pick<Deps, 'db' | 'config'>;

/** Where a reseller's Stripe account sends its events (entered in that account's Stripe dashboard). */
export function resellerWebhookUrl(config: Deps['config'], resellerId: number): string {
  return `${config.appUrl}/api/webhooks/stripe/reseller/${resellerId}`;
}

function resellerView(
  deps: SettingsDeps,
  resellerId: number,
  row: PaymentSettingsRow | undefined,
): ResellerStripeConfiguration {
  const box = row ? secretBoxFor(deps.config) : null;
  const secret = box && row ? openOrNull(box, row.secret_key_encrypted) : null;
  const webhook = box && row ? openOrNull(box, row.webhook_secret_encrypted) : null;
  return {
    scope: 'reseller',
    configured: !!(row?.publishable_key && secret && webhook),
    publishable_key: row?.publishable_key ?? null,
    secret_key_masked: secret ? maskSecret(secret) : null,
    webhook_secret_masked: webhook ? maskSecret(webhook) : null,
    webhook_url: resellerWebhookUrl(deps.config, resellerId),
    updated_at: row ? stampOf(row.updated_at) : null,
  };
}

/**
 * GET /api/admin/stripe-configuration: a reseller admin reads its own keys (secrets masked); a platform admin reads
 * which provider the platform uses (from the environment; never a secret).
 */
export async function readStripeConfiguration(
  deps: SettingsDeps,
  user: SettingsAdmin,
): Promise<StripeConfiguration> {
  if (isPlatformAdmin(user.role)) {
    const payments = deps.config.payments;
    return {
      scope: 'platform',
      provider: payments.provider,
      currency: payments.currency,
      configured:
        payments.provider === 'stripe'
          ? !!(payments.stripeSecretKey && payments.stripeWebhookSecret)
          : payments.provider === 'sandbox',
      webhook_url:
        payments.provider === 'none'
          ? null
          : `${deps.config.appUrl}/api/webhooks/${payments.provider}`,
    };
  }
  const resellerId = ownReseller(user);
  return resellerView(deps, resellerId, await findPaymentSettings(deps.db, resellerId));
}

/**
 * PUT /api/admin/stripe-configuration: a reseller admin saves its own keys. The secrets are sealed (AES-256-GCM)
 * before they reach the database; a blank secret keeps the saved one.
 */
export async function saveStripeConfiguration(
  deps: SettingsDeps,
  user: SettingsAdmin,
  input: StripeConfigurationInput,
): Promise<ResellerStripeConfiguration> {
  const resellerId = ownReseller(user);
  const box = secretBoxFor(deps.config);
  const saved = await findPaymentSettings(deps.db, resellerId);
  const secretKey = input.secret_key || openOrNull(box, saved?.secret_key_encrypted);
  const webhookSecret = input.webhook_secret || openOrNull(box, saved?.webhook_secret_encrypted);

  const errors: Record<string, string[]> = {};
  if (!secretKey) errors.secret_key = [STRIPE_KEY_MESSAGES.secret_key_required];
  if (!webhookSecret) errors.webhook_secret = [STRIPE_KEY_MESSAGES.webhook_secret_required];
  if (secretKey && stripeKeyMode(secretKey) !== stripeKeyMode(input.publishable_key)) {
    errors[input.secret_key ? 'secret_key' : 'publishable_key'] = [STRIPE_KEY_MESSAGES.mixed_modes];
  }
  if (Object.keys(errors).length > 0 || !secretKey || !webhookSecret) {
    throw new ValidationFailed(errors);
  }

  await savePaymentSettings(deps.db, resellerId, {
    publishable_key: input.publishable_key,
    secret_key_encrypted: box.seal(secretKey),
    webhook_secret_encrypted: box.seal(webhookSecret),
    updated_by: user.id,
  });
  return resellerView(deps, resellerId, await findPaymentSettings(deps.db, resellerId));
}

/**
 * DELETE /api/admin/stripe-configuration: a reseller admin removes its own keys (e.g. before rotating them in its
 * Stripe account). Its customers then pay through the platform's provider and its webhook endpoint answers 404.
 */
export async function removeStripeConfiguration(
  deps: SettingsDeps,
  user: SettingsAdmin,
): Promise<ResellerStripeConfiguration> {
  const resellerId = ownReseller(user);
  await deletePaymentSettings(deps.db, resellerId);
  return resellerView(deps, resellerId, undefined);
}

/** What finds a tenant's payment provider: its saved keys (database, configuration) and the platform's payments. */
export type StripeDeps = Pick<Deps, 'db' | 'config'> & { payments: Payments };

/**
 * Providers built from resellers' own Stripe keys, per app (its `payments`) and reseller, rebuilt when the keys are
 * saved again.
 */
const builtProviders = stampKeyedCache<PaymentProvider>();

/**
 * The Stripe provider of a reseller's own account (its saved keys), or null when it has none. Built once per saved
 * version of the keys. A saved secret that cannot be decrypted (the encryption key changed) is an error: the
 * payment must not silently go to another account.
 */
export async function resellerStripeProvider(
  deps: StripeDeps,
  resellerId: number,
): Promise<PaymentProvider | null> {
  const row = await findPaymentSettings(deps.db, resellerId);
  const secretKey = row?.secret_key_encrypted;
  const webhookSecret = row?.webhook_secret_encrypted;
  if (!row || !secretKey || !webhookSecret) return null;
  return builtProviders(deps.payments, resellerId, stampOf(row.updated_at), () => {
    const box = secretBoxFor(deps.config);
    return stripeProvider({
      ...deps.config.payments,
      provider: 'stripe',
      stripeSecretKey: box.open(secretKey),
      stripeWebhookSecret: box.open(webhookSecret),
    });
  });
}
