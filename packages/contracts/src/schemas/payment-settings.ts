import { object, string, type InferType } from 'yup';

/** Stripe key formats: pk_test_/pk_live_, sk_ or rk_ (restricted) test/live, whsec_. */
export const STRIPE_KEY_PATTERNS = {
  publishable_key: /^pk_(test|live)_[A-Za-z0-9]{8,247}$/,
  secret_key: /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,247}$/,
  webhook_secret: /^whsec_[A-Za-z0-9+/=]{8,249}$/,
} as const;

export const STRIPE_KEY_MESSAGES = {
  publishable_key: 'Publishable key must start with pk_test_ or pk_live_',
  secret_key: 'Secret key must start with sk_test_, sk_live_, rk_test_ or rk_live_',
  webhook_secret: 'Webhook signing secret must start with whsec_',
  secret_key_required: 'Secret key is required',
  webhook_secret_required: 'Webhook signing secret is required',
  mixed_modes: 'The publishable and secret keys must both be test keys or both be live keys',
} as const;

/** test or live, from a key's prefix (pk_test_…, sk_live_…); null for anything else. */
export function stripeKeyMode(key: string | null | undefined): 'test' | 'live' | null {
  const match = /^(?:pk|sk|rk)_(test|live)_/.exec(key ?? '');
  return match ? (match[1] as 'test' | 'live') : null;
}

/**
 * PUT /api/admin/stripe-configuration (a reseller admin's own Stripe keys). The secrets are never shown again:
 * left blank, the saved one is kept (the server requires them when none is saved yet).
 */
export const stripeConfigurationSchema = object({
  publishable_key: string()
    .trim()
    .required('Publishable key is required')
    .matches(STRIPE_KEY_PATTERNS.publishable_key, STRIPE_KEY_MESSAGES.publishable_key),
  secret_key: string()
    .trim()
    .default('')
    .test('format', STRIPE_KEY_MESSAGES.secret_key, (value) =>
      value ? STRIPE_KEY_PATTERNS.secret_key.test(value) : true,
    )
    .test('same-mode', STRIPE_KEY_MESSAGES.mixed_modes, function sameMode(value) {
      const publishable = stripeKeyMode(this.parent.publishable_key);
      const secret = stripeKeyMode(value);
      return !value || !publishable || !secret || publishable === secret;
    }),
  webhook_secret: string()
    .trim()
    .default('')
    .test('format', STRIPE_KEY_MESSAGES.webhook_secret, (value) =>
      value ? STRIPE_KEY_PATTERNS.webhook_secret.test(value) : true,
    ),
});

export type StripeConfigurationInput = InferType<typeof stripeConfigurationSchema>;
