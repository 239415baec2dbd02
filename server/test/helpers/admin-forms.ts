/**
 * Bodies of the admin consoles' forms as the screens send them, shared by the tests of those routes and by the tests
 * of the audit entries they write.
 */

/** A reseller's user plan (POST /api/admin/packages). */
export const PLAN_FORM = {
  name: 'Alpha Pro',
  description: 'Everything a busy front desk needs.',
  price: 49,
  yearly_price: 470,
  features: ['2 voice agents', '800 minutes per month'],
  is_popular: true,
  monthly_minutes_limit: 800,
  voice_agents_limit: 2,
  analytics_level: 'advanced',
  support_level: 'Priority email',
  extra_per_minute_charge: 0.1,
  knowledge_sources_limit: 10,
  knowledge_mb_limit: 25,
  booking_enabled: true,
  sort_order: 1,
  is_active: true,
};

/** A reseller package of the platform (POST /api/super-admin/reseller-packages). */
export const RESELLER_PACKAGE_FORM = {
  name: 'Reseller Scale',
  description: 'More of everything',
  price: 399,
  yearly_price: 3990,
  voice_agents_limit: 100,
  minutes_limit: 20000,
  support_level: 'Phone support',
  sort_order: 4,
};

/** Reseller alpha's own Stripe keys (PUT /api/admin/stripe-configuration). */
export const ALPHA_STRIPE_KEYS = {
  publishable_key: 'pk_test_51AlphaPublishable000000000001',
  secret_key: 'sk_test_51AlphaSecretKey0000000000000000AbCd',
  webhook_secret: 'whsec_AlphaSigningSecret00000000000000WxYz',
};

/** Reseller alpha's own Vapi, Twilio and ElevenLabs keys (PUT /api/admin/voice-configuration). */
export const ALPHA_VOICE_KEYS = {
  vapi_api_key: 'vapi-alpha-private-key-0000000000A1b2',
  twilio_account_sid: `AC${'0123456789abcdef'.repeat(2)}`,
  twilio_auth_token: 'twilio-alpha-auth-token-00000000C3d4',
  elevenlabs_api_key: 'eleven-alpha-key-00000000000000E5f6',
};
