import path from 'node:path';

/** Folder names of the apps whose production builds the server hosts under /build/<app>/. */
export const STATIC_APPS = [
  'shell',
  'mfe-public',
  'mfe-account',
  'mfe-assistants',
  'mfe-billing',
  'mfe-admin',
] as const;
export type StaticApp = (typeof STATIC_APPS)[number];

/** The five remotes: app folder and Module Federation name. */
export const REMOTES = [
  { app: 'mfe-public', name: 'mfe_public' },
  { app: 'mfe-account', name: 'mfe_account' },
  { app: 'mfe-assistants', name: 'mfe_assistants' },
  { app: 'mfe-billing', name: 'mfe_billing' },
  { app: 'mfe-admin', name: 'mfe_admin' },
] as const;

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
  trustProxy: boolean;
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

/** Reads the configuration from environment variables (documented in .env.example). */
export function loadConfig(env: Env = process.env): AppConfig {
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
  return {
    env: str(env, 'NODE_ENV') ?? 'development',
    port,
    host: str(env, 'HOST') ?? '0.0.0.0',
    databaseUrl: databaseUrl && isPostgresUrl(databaseUrl) ? databaseUrl : null,
    databaseSchema: str(env, 'DATABASE_SCHEMA'),
    dataDir,
    sqliteFile,
    appDomain,
    appUrl: (str(env, 'APP_URL') ?? `http://${appDomain}:${port}`).replace(/\/+$/, ''),
    adminEmail: str(env, 'ADMIN_EMAIL')?.toLowerCase() ?? null,
    adminPassword: env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : null,
    tokenTtlHours: int(env, 'TOKEN_TTL_HOURS', 24, 1),
    rememberTtlDays: int(env, 'REMEMBER_TTL_DAYS', 30, 1),
    logLevel: str(env, 'LOG_LEVEL') ?? 'info',
    staticRoot: path.resolve(REPO_ROOT, str(env, 'STATIC_ROOT') ?? '.'),
    remotes: remotesFromEnv(env),
    rateLimit: {
      enabled: int(env, 'RATE_LIMIT_MAX', 300) > 0,
      max: int(env, 'RATE_LIMIT_MAX', 300),
      authMax: int(env, 'RATE_LIMIT_AUTH_MAX', 20, 1),
    },
    passwordCost: 15,
    trustProxy: bool(env, 'TRUST_PROXY', false),
  };
}
