import { hkdfSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import APP_LIST from '../../apps.json';

// One file over 400 lines on purpose: the server's only module that reads process.env (an ESLint rule), so every
// setting, its default and its check are read here in one place and passed on as AppConfig.

/** The remotes: app folder and Module Federation name, from the one list of the apps (apps.json). */
export const REMOTES: readonly { app: string; name: string }[] = APP_LIST.remotes.map((remote) => ({
  app: remote.folder,
  name: remote.name,
}));

/** Folder names of the apps whose production builds the server hosts under /build/<app>/. */
export const STATIC_APPS: readonly string[] = [
  APP_LIST.shell.folder,
  ...REMOTES.map((remote) => remote.app),
];

export interface RemoteConfig {
  name: string;
  entry: string;
}

export interface AppConfig {
  env: string;
  port: number;
  host: string;
  /** postgres://... selects PostgreSQL; otherwise SQLite at sqliteFile. */
  databaseUrl: string | null;
  /** PostgreSQL schema (search_path); null keeps the server default. */
  databaseSchema: string | null;
  dataDir: string;
  /** SQLite database file (':memory:' allowed). */
  sqliteFile: string;
  /** Parent domain of the resellers' subdomains: <sub>.<appDomain>. */
  appDomain: string;
  /** Public URL of the platform (main host), used in links. */
  appUrl: string;
  adminEmail: string | null;
  adminPassword: string | null;
  tokenTtlHours: number;
  rememberTtlDays: number;
  logLevel: string;
  /** Folder holding <app>/dist for every app in STATIC_APPS. */
  staticRoot: string;
  /** Serve the builds' source maps (*.map) under /build: for local debugging only (SERVE_SOURCE_MAPS). */
  serveSourceMaps: boolean;
  /** /remotes.json entries, after REMOTE_URL_<APP> overrides. */
  remotes: RemoteConfig[];
  rateLimit: {
    enabled: boolean;
    /** Requests per IP and minute on /api/*. */
    max: number;
    /** Requests per IP and minute on login, register and other credential endpoints. */
    authMax: number;
  };
  /** log2 of scrypt's N for new password hashes (15 = 32 MiB of memory per hash). */
  passwordCost: number;
  /** Trust X-Forwarded-* headers (host, ip, proto) from a reverse proxy. */
  /** Fastify's trustProxy: false, a number of proxy hops, or a list of trusted addresses/CIDRs. */
  trustProxy: false | number | string;
  /** Outgoing email (platform/email): the database outbox (default) or SMTP through nodemailer. */
  mail: MailConfig;
  /** Payment provider and its settings (billing/payments). */
  payments: PaymentsConfig;
  /** POST /api/register-reseller: attempts per client IP and minute. */
  resellerRegistrationMax: number;
  /** Requests per API key and minute on the routes keys may use (RATE_LIMIT_API_KEY_MAX; 0: no limit). */
  apiKeyRateLimit: number;
  /** SECRETS_ENCRYPTION_KEY (32 bytes, base64) for secrets at rest; null: <dataDir>/secrets.key (lib/secret-box.ts). */
  secretsEncryptionKey: string | null;
  /** Voice platform for assistants (voice/voice-platform). */
  voice: VoiceConfig;
  /** Phone numbers for assistants (voice/telephony). */
  telephony: TelephonyConfig;
  /** The editor's test chat (OpenAI-compatible chat completions; a labelled sandbox without a key). */
  chat: ChatConfig;
  /** Webhook deliveries (integrations/webhooks): the event webhooks, the assistants' end-of-call reports included. */
  webhooks: WebhooksConfig;
  /** The campaigns' dialling engine (voice/campaigns/dialler.ts). */
  campaigns: CampaignsConfig;
  /** Where uploaded images live (platform/uploads): this instance's disk, or an S3-compatible bucket. */
  uploads: UploadsConfig;
  /** SIGTERM/SIGINT handling (main.ts): see ShutdownConfig. */
  shutdown: ShutdownConfig;
  /** Shared state between instances (lib/shared-state): throttles, rate limits, the message bus, job locks. */
  redis: RedisConfig;
  /** Resellers' own domains (tenancy/custom-domains): the DNS records they create and how they are checked. */
  customDomains: CustomDomainsConfig;
}

export interface CustomDomainsConfig {
  /** The host a reseller's domain is CNAMEd to (CUSTOM_DOMAIN_TARGET; default APP_URL's host). */
  target: string;
  /** The TXT record's first label, `<label>.<domain>` (CUSTOM_DOMAIN_TXT_LABEL, default `_voice-verification`). */
  txtLabel: string;
  /** 'dns': node:dns; 'test': a table in the process, no DNS (CUSTOM_DOMAIN_VERIFY; refused in production). */
  verify: 'dns' | 'test';
}

/** CUSTOM_DOMAIN_* (see .env.example). */
export function customDomainsFromEnv(env: Env, appUrl: string): CustomDomainsConfig {
  const verify = (str(env, 'CUSTOM_DOMAIN_VERIFY') ?? 'dns').toLowerCase();
  if (verify !== 'dns' && verify !== 'test') {
    throw new Error("CUSTOM_DOMAIN_VERIFY must be 'dns' or 'test'");
  }
  if (verify === 'test' && str(env, 'NODE_ENV') === 'production') {
    throw new Error(
      'CUSTOM_DOMAIN_VERIFY=test would verify domains without DNS: not in production',
    );
  }
  const txtLabel = str(env, 'CUSTOM_DOMAIN_TXT_LABEL') ?? '_voice-verification';
  if (!/^_?[a-z0-9-]{1,62}$/i.test(txtLabel)) {
    throw new Error('CUSTOM_DOMAIN_TXT_LABEL must be one DNS label (e.g. _voice-verification)');
  }
  const target = (str(env, 'CUSTOM_DOMAIN_TARGET') ?? hostnameOf(appUrl)).toLowerCase();
  return { target: target.replace(/\.$/, ''), txtLabel: txtLabel.toLowerCase(), verify };
}

export interface RedisConfig {
  /** REDIS_URL (redis:// or rediss://); null: in-process counters and bus, database locks (one instance). */
  url: string | null;
  /** REDIS_KEY_PREFIX: the start of every key and channel this app uses (several apps may share one Redis). */
  keyPrefix: string;
}

export interface ShutdownConfig {
  /**
   * After the signal, /api/ready answers 503 this long while requests are still served, so a proxy's health checks
   * take the instance out of the pool before it stops listening (SHUTDOWN_DRAIN_MS, default 0).
   */
  drainMs: number;
  /** In-flight requests and workers not finished this long after the signal: exit 1 (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
}

export interface WebhooksConfig {
  /** Deliver to loopback, private, link-local... addresses too (WEBHOOK_ALLOW_PRIVATE_TARGETS; tests, local setups). */
  allowPrivateTargets: boolean;
  /** First retry delay; doubled after every failed attempt (WEBHOOK_RETRY_BASE_MS). */
  retryBaseMs: number;
  /** Attempts before a delivery is marked failed (WEBHOOK_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** Time allowed for one attempt (WEBHOOK_TIMEOUT_MS). */
  timeoutMs: number;
  /** How often the queue is polled for due deliveries (WEBHOOK_POLL_MS). */
  pollMs: number;
}

/** WEBHOOK_* (see .env.example). */
export function webhooksFromEnv(env: Env): WebhooksConfig {
  return {
    allowPrivateTargets: bool(env, 'WEBHOOK_ALLOW_PRIVATE_TARGETS', false),
    retryBaseMs: int(env, 'WEBHOOK_RETRY_BASE_MS', 30_000, 1),
    maxAttempts: int(env, 'WEBHOOK_MAX_ATTEMPTS', 8, 1),
    timeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 1),
    pollMs: int(env, 'WEBHOOK_POLL_MS', 2_000, 10),
  };
}

export interface CampaignsConfig {
  /** Run the dialling engine in this process (CAMPAIGN_DIALLER; default on, off when NODE_ENV=test). */
  diallerEnabled: boolean;
  /** How often it looks for due contacts (CAMPAIGN_POLL_MS). */
  pollMs: number;
  /**
   * A claim's lease before the call is placed, and the margin after a call's expected end (CAMPAIGN_LEASE_MS): a
   * contact left 'calling' past it (its process died) is recovered by another round.
   */
  leaseMs: number;
  /** How long a sandbox campaign call takes in real time (SANDBOX_CALL_MS). */
  sandboxCallMs: number;
}

/** CAMPAIGN_*, SANDBOX_CALL_MS (see .env.example). */
export function campaignsFromEnv(env: Env): CampaignsConfig {
  return {
    diallerEnabled: bool(env, 'CAMPAIGN_DIALLER', (env.NODE_ENV ?? '') !== 'test'),
    pollMs: int(env, 'CAMPAIGN_POLL_MS', 1_000, 10),
    leaseMs: int(env, 'CAMPAIGN_LEASE_MS', 60_000, 100),
    sandboxCallMs: int(env, 'SANDBOX_CALL_MS', 4_000, 0),
  };
}

export interface UploadsS3Config {
  bucket: string;
  /** UPLOADS_S3_REGION, default us-east-1 (most S3-compatible stores accept any). */
  region: string;
  /** Another S3-compatible service (MinIO, R2, ...): its origin; null: AWS S3. */
  endpoint: string | null;
  /** Both or neither; neither: the SDK's default chain (AWS_* variables, instance role, ...). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** <endpoint>/<bucket>/<key> rather than <bucket>.<endpoint>/<key> (MinIO and most local servers need it). */
  forcePathStyle: boolean;
}

export interface UploadsConfig {
  /** local: <DATA_DIR>/uploads on this instance's disk (the default); s3: a bucket every instance shares. */
  driver: 'local' | 's3';
  /** Set when driver is s3. */
  s3: UploadsS3Config | null;
}

const UPLOADS_S3_SETTINGS = [
  'UPLOADS_S3_REGION',
  'UPLOADS_S3_ENDPOINT',
  'UPLOADS_S3_ACCESS_KEY_ID',
  'UPLOADS_S3_SECRET_ACCESS_KEY',
  'UPLOADS_S3_FORCE_PATH_STYLE',
];

/** UPLOADS_S3_* (see .env.example): UPLOADS_S3_BUCKET selects the bucket; a half-set configuration stops the start. */
export function uploadsFromEnv(env: Env): UploadsConfig {
  const bucket = str(env, 'UPLOADS_S3_BUCKET');
  if (bucket === null) {
    const stray = UPLOADS_S3_SETTINGS.filter((key) => str(env, key) !== null);
    if (stray.length > 0) {
      throw new Error(`${stray.join(', ')} set without UPLOADS_S3_BUCKET (the bucket selects S3)`);
    }
    return { driver: 'local', s3: null };
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(
      `UPLOADS_S3_BUCKET must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens (got "${bucket}")`,
    );
  }
  const endpoint = str(env, 'UPLOADS_S3_ENDPOINT')?.replace(/\/+$/, '') ?? null;
  if (endpoint !== null && !/^https?:\/\/[^/\s]+(\/\S*)?$/i.test(endpoint)) {
    throw new Error(`UPLOADS_S3_ENDPOINT must be an http(s) URL (got "${endpoint}")`);
  }
  const accessKeyId = str(env, 'UPLOADS_S3_ACCESS_KEY_ID');
  const secretAccessKey = env.UPLOADS_S3_SECRET_ACCESS_KEY
    ? env.UPLOADS_S3_SECRET_ACCESS_KEY
    : null;
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new Error(
      'UPLOADS_S3_ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY go together (or neither: the default AWS chain)',
    );
  }
  return {
    driver: 's3',
    s3: {
      bucket,
      region: str(env, 'UPLOADS_S3_REGION') ?? 'us-east-1',
      endpoint,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: bool(env, 'UPLOADS_S3_FORCE_PATH_STYLE', false),
    },
  };
}

export const VOICE_PROVIDERS = ['sandbox', 'vapi'] as const;
export type VoiceProviderName = (typeof VOICE_PROVIDERS)[number];

export interface VoiceConfig {
  /** sandbox (assistants kept locally, the default) or vapi (VAPI_API_KEY needed). */
  provider: VoiceProviderName;
  vapiApiKey: string | null;
  /** Vapi's API origin (VAPI_API_BASE; a local server in tests). */
  vapiApiBase: string;
  /** ElevenLabs key for the 11labs voice list (the built-in list without one). */
  elevenLabsApiKey: string | null;
  elevenLabsApiBase: string;
}

export const TELEPHONY_PROVIDERS = ['sandbox', 'twilio'] as const;
export type TelephonyProviderName = (typeof TELEPHONY_PROVIDERS)[number];

export interface TelephonyConfig {
  /** sandbox (a deterministic number pool, the default) or twilio (account SID and auth token needed). */
  provider: TelephonyProviderName;
  twilioAccountSid: string | null;
  twilioAuthToken: string | null;
}

export interface ChatConfig {
  /** OPENAI_API_KEY: the test chat calls chat completions with it; null: the sandbox replies. */
  openaiApiKey: string | null;
  /** OPENAI_BASE_URL (any OpenAI-compatible server), default https://api.openai.com/v1. */
  openaiBaseUrl: string;
}

function oneOf<T extends string>(env: Env, key: string, values: readonly T[], fallback: T): T {
  const value = (str(env, key) ?? fallback).toLowerCase();
  if (!(values as readonly string[]).includes(value)) {
    throw new Error(`${key} must be one of ${values.join(', ')} (got "${value}")`);
  }
  return value as T;
}

/** VOICE_PROVIDER, VAPI_*, ELEVENLABS_* (see .env.example); vapi needs its key. */
export function voiceFromEnv(env: Env): VoiceConfig {
  const voice: VoiceConfig = {
    provider: oneOf(env, 'VOICE_PROVIDER', VOICE_PROVIDERS, 'sandbox'),
    vapiApiKey: str(env, 'VAPI_API_KEY'),
    vapiApiBase: (str(env, 'VAPI_API_BASE') ?? 'https://api.vapi.ai').replace(/\/+$/, ''),
    elevenLabsApiKey: str(env, 'ELEVENLABS_API_KEY'),
    elevenLabsApiBase: (str(env, 'ELEVENLABS_API_BASE') ?? 'https://api.elevenlabs.io').replace(
      /\/+$/,
      '',
    ),
  };
  if (voice.provider === 'vapi' && !voice.vapiApiKey) {
    throw new Error('VOICE_PROVIDER=vapi needs VAPI_API_KEY');
  }
  return voice;
}

/** TELEPHONY_PROVIDER, TWILIO_* (see .env.example); twilio needs both credentials. */
export function telephonyFromEnv(env: Env): TelephonyConfig {
  const telephony: TelephonyConfig = {
    provider: oneOf(env, 'TELEPHONY_PROVIDER', TELEPHONY_PROVIDERS, 'sandbox'),
    twilioAccountSid: str(env, 'TWILIO_ACCOUNT_SID'),
    twilioAuthToken: str(env, 'TWILIO_AUTH_TOKEN'),
  };
  if (
    telephony.provider === 'twilio' &&
    (!telephony.twilioAccountSid || !telephony.twilioAuthToken)
  ) {
    throw new Error('TELEPHONY_PROVIDER=twilio needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN');
  }
  return telephony;
}

export function chatFromEnv(env: Env): ChatConfig {
  return {
    openaiApiKey: str(env, 'OPENAI_API_KEY'),
    openaiBaseUrl: (str(env, 'OPENAI_BASE_URL') ?? 'https://api.openai.com/v1').replace(/\/+$/, ''),
  };
}

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'none'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export interface PaymentsConfig {
  /** sandbox (built-in test checkout, the default), stripe, or none (activate without payment). */
  provider: PaymentProviderName;
  /** ISO currency code of prices, lower-case (usd). */
  currency: string;
  /**
   * HMAC-SHA256 secret of the sandbox's webhooks: SANDBOX_WEBHOOK_SECRET, else derived from the secrets key, so
   * every instance that shares the key (as they must: bootstrap/startup.ts checks it) signs and verifies alike.
   * loadConfig derives it from SECRETS_ENCRYPTION_KEY; without one, withSharedSecrets derives it from the key file
   * at start-up (loadConfig itself reads no file, and leaves a secret of this process only until then).
   */
  sandboxWebhookSecret: string;
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  /** Another Stripe API origin (e.g. http://127.0.0.1:12111, stripe-mock); null: api.stripe.com. */
  stripeApiBase: string | null;
}

export interface MailConfig {
  transport: 'outbox' | 'smtp';
  /** Sender address, "Name <address>" or "address"; the name is replaced by the tenant's app name. */
  from: string;
  smtp: {
    host: string;
    port: number;
    /** true: TLS from the start (port 465); false: STARTTLS when the server offers it. */
    secure: boolean;
    user: string | null;
    password: string | null;
  };
  /** The SMTP transport's queue (email_queue, platform/email/queue.ts). */
  queue: {
    /** How often the queue is polled for due emails (MAIL_QUEUE_POLL_MS). */
    pollMs: number;
    /** Attempts before an email is marked failed (MAIL_MAX_ATTEMPTS). */
    maxAttempts: number;
    /** First retry delay; doubled after every failed attempt (MAIL_RETRY_BASE_MS). */
    retryBaseMs: number;
  };
}

/** MAIL_* and SMTP_* variables (see .env.example). */
export function mailFromEnv(env: Env, appDomain: string): MailConfig {
  const transport = (str(env, 'MAIL_TRANSPORT') ?? 'outbox').toLowerCase();
  if (transport !== 'outbox' && transport !== 'smtp') {
    throw new Error(`MAIL_TRANSPORT must be "outbox" or "smtp" (got "${transport}")`);
  }
  const secure = bool(env, 'SMTP_SECURE', false);
  const domain = appDomain.includes('.') ? appDomain : `${appDomain}.localdomain`;
  return {
    transport,
    from: str(env, 'MAIL_FROM') ?? `no-reply@${domain}`,
    smtp: {
      host: str(env, 'SMTP_HOST') ?? '127.0.0.1',
      port: int(env, 'SMTP_PORT', secure ? 465 : 587, 1),
      secure,
      user: str(env, 'SMTP_USER'),
      password: env.SMTP_PASSWORD ? env.SMTP_PASSWORD : null,
    },
    queue: {
      pollMs: int(env, 'MAIL_QUEUE_POLL_MS', 2_000, 10),
      maxAttempts: int(env, 'MAIL_MAX_ATTEMPTS', 8, 1),
      retryBaseMs: int(env, 'MAIL_RETRY_BASE_MS', 30_000, 1),
    },
  };
}

/** The repository root: server/src/config.ts -> ../.. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

type Env = Record<string, string | undefined>;

function str(env: Env, key: string): string | null {
  const value = env[key]?.trim();
  return value ? value : null;
}

function int(env: Env, key: string, fallback: number, min = 0): number {
  const raw = str(env, key);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) {
    throw new Error(`${key} must be a number >= ${min} (got "${raw}")`);
  }
  return value;
}

function bool(env: Env, key: string, fallback: boolean): boolean {
  const raw = str(env, key);
  if (raw === null) return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

/**
 * TRUST_PROXY: never `true` (which would trust every X-Forwarded-For hop, letting any client choose its IP and
 * defeat the per-IP throttles). 'true' means one hop (the proxy in front of us); a number is that many hops; any
 * other value is a comma-separated list of trusted proxy addresses or CIDRs.
 */
function trustProxyFromEnv(env: Env): false | number | string {
  const raw = str(env, 'TRUST_PROXY');
  if (raw === null || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(raw.toLowerCase())) return 1;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

export function isPostgresUrl(url: string | null): boolean {
  return url !== null && /^postgres(ql)?:\/\//i.test(url);
}

/** remotes.json entries: /build/<app>/mf-manifest.json unless REMOTE_URL_<APP> overrides it. */
export function remotesFromEnv(env: Env): RemoteConfig[] {
  return REMOTES.map(({ app, name }) => ({
    name,
    entry:
      str(env, `REMOTE_URL_${app.toUpperCase().replace(/-/g, '_')}`) ??
      `/build/${app}/mf-manifest.json`,
  }));
}

/** localhost, 127.0.0.1, ::1 and *.localhost: a machine of one's own, never a real site. */
export function isLocalHostname(hostname: string): boolean {
  const name = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  return (
    name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '::1'
  );
}

function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/** The sandbox's webhook secret derived from the secrets key (HKDF-SHA256 with a label of its own). */
export function sandboxSecretFromKey(secretsKey: Buffer): string {
  return Buffer.from(
    hkdfSync('sha256', secretsKey, Buffer.alloc(0), 'voice:sandbox-webhook-secret:v1', 32),
  ).toString('hex');
}

/**
 * The configuration with every secret that has to be the same on all instances settled: SANDBOX_WEBHOOK_SECRET, else
 * the one derived from `secretsKey` (SECRETS_ENCRYPTION_KEY or <DATA_DIR>/secrets.key, read by the caller). The
 * other shared secrets already live in the database (session, reset and one-time tokens as hashes; the tenants'
 * webhook credentials sealed with the secrets key).
 */
export function withSharedSecrets(
  config: AppConfig,
  secretsKey: Buffer,
  env: Env = process.env,
): AppConfig {
  const sandboxWebhookSecret =
    str(env, 'SANDBOX_WEBHOOK_SECRET') ?? sandboxSecretFromKey(secretsKey);
  return { ...config, payments: { ...config.payments, sandboxWebhookSecret } };
}

/**
 * PAYMENT_PROVIDER and its settings; stripe needs its two secrets. The sandbox is the default only
 * while the app runs on this machine (`hosts`: APP_DOMAIN and APP_URL's host): on a real domain, a
 * forgotten setting must not take payments in test mode, so it has to be chosen explicitly.
 */
export function paymentsFromEnv(
  env: Env,
  hosts: string[] = ['localhost'],
  secretsKey: Buffer | null = null,
): PaymentsConfig {
  const chosen = str(env, 'PAYMENT_PROVIDER');
  const publicHost = hosts.find((host) => !isLocalHostname(host));
  if (chosen === null && publicHost !== undefined) {
    throw new Error(
      `PAYMENT_PROVIDER is not set and the app is served on ${publicHost}: set PAYMENT_PROVIDER=stripe ` +
        '(with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET), or PAYMENT_PROVIDER=sandbox to take test ' +
        'payments only, or PAYMENT_PROVIDER=none.',
    );
  }
  const provider = (chosen ?? 'sandbox').toLowerCase();
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(provider)) {
    throw new Error(
      `PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')} (got "${provider}")`,
    );
  }
  const payments: PaymentsConfig = {
    provider: provider as PaymentProviderName,
    currency: (str(env, 'PAYMENT_CURRENCY') ?? 'usd').toLowerCase(),
    sandboxWebhookSecret:
      str(env, 'SANDBOX_WEBHOOK_SECRET') ??
      (secretsKey ? sandboxSecretFromKey(secretsKey) : randomBytes(32).toString('hex')),
    stripeSecretKey: str(env, 'STRIPE_SECRET_KEY'),
    stripeWebhookSecret: str(env, 'STRIPE_WEBHOOK_SECRET'),
    stripeApiBase: str(env, 'STRIPE_API_BASE'),
  };
  if (!/^[a-z]{3}$/.test(payments.currency)) {
    throw new Error(`PAYMENT_CURRENCY must be a 3-letter ISO code (got "${payments.currency}")`);
  }
  const { stripeSecretKey, stripeWebhookSecret } = payments;
  if (payments.provider === 'stripe' && (!stripeSecretKey || !stripeWebhookSecret)) {
    throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  return payments;
}

/** SECRETS_ENCRYPTION_KEY: 32 bytes in base64, checked at start (a wrong key must not wait for the first save). */
function secretsKeyFromEnv(env: Env): string | null {
  const raw = str(env, 'SECRETS_ENCRYPTION_KEY');
  if (raw === null) return null;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(raw) || Buffer.from(raw, 'base64').length !== 32) {
    throw new Error('SECRETS_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
  }
  return raw;
}

/** Reads the configuration from environment variables (documented in .env.example). */
export function loadConfig(env: Env = process.env): AppConfig {
  const secretsEncryptionKey = secretsKeyFromEnv(env);
  const port = int(env, 'PORT', 3000);
  const dataDir = path.resolve(REPO_ROOT, str(env, 'DATA_DIR') ?? 'data');
  const databaseUrl = str(env, 'DATABASE_URL');
  let sqliteFile = path.join(dataDir, 'app.db');
  if (databaseUrl && !isPostgresUrl(databaseUrl)) {
    // sqlite:relative/or/absolute.db, file:..., or a plain path.
    const file = databaseUrl.replace(/^(sqlite|file):(\/\/)?/i, '');
    sqliteFile = file === ':memory:' ? file : path.resolve(REPO_ROOT, file);
  }
  const appDomain = (str(env, 'APP_DOMAIN') ?? 'localhost').toLowerCase();
  const appUrl = (str(env, 'APP_URL') ?? `http://${appDomain}:${port}`).replace(/\/+$/, '');
  return {
    env: str(env, 'NODE_ENV') ?? 'development',
    port,
    host: str(env, 'HOST') ?? '0.0.0.0',
    databaseUrl: databaseUrl && isPostgresUrl(databaseUrl) ? databaseUrl : null,
    databaseSchema: str(env, 'DATABASE_SCHEMA'),
    dataDir,
    sqliteFile,
    appDomain,
    appUrl,
    adminEmail: str(env, 'ADMIN_EMAIL')?.toLowerCase() ?? null,
    adminPassword: env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : null,
    tokenTtlHours: int(env, 'TOKEN_TTL_HOURS', 24, 1),
    rememberTtlDays: int(env, 'REMEMBER_TTL_DAYS', 30, 1),
    logLevel: str(env, 'LOG_LEVEL') ?? 'info',
    staticRoot: path.resolve(REPO_ROOT, str(env, 'STATIC_ROOT') ?? '.'),
    serveSourceMaps: bool(env, 'SERVE_SOURCE_MAPS', false),
    remotes: remotesFromEnv(env),
    rateLimit: {
      enabled: int(env, 'RATE_LIMIT_MAX', 300) > 0,
      max: int(env, 'RATE_LIMIT_MAX', 300),
      authMax: int(env, 'RATE_LIMIT_AUTH_MAX', 20, 1),
    },
    passwordCost: 15,
    trustProxy: trustProxyFromEnv(env),
    mail: mailFromEnv(env, appDomain),
    payments: paymentsFromEnv(
      env,
      [appDomain, hostnameOf(appUrl)],
      secretsEncryptionKey ? Buffer.from(secretsEncryptionKey, 'base64') : null,
    ),
    resellerRegistrationMax: int(env, 'RATE_LIMIT_RESELLER_REGISTRATION_MAX', 5, 1),
    apiKeyRateLimit: int(env, 'RATE_LIMIT_API_KEY_MAX', 120),
    secretsEncryptionKey,
    voice: voiceFromEnv(env),
    telephony: telephonyFromEnv(env),
    chat: chatFromEnv(env),
    webhooks: webhooksFromEnv(env),
    campaigns: campaignsFromEnv(env),
    uploads: uploadsFromEnv(env),
    shutdown: {
      drainMs: int(env, 'SHUTDOWN_DRAIN_MS', 0),
      timeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 25_000, 1),
    },
    redis: { url: str(env, 'REDIS_URL'), keyPrefix: str(env, 'REDIS_KEY_PREFIX') ?? 'voice:' },
    customDomains: customDomainsFromEnv(env, appUrl),
  };
}
