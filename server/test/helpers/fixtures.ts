import {
  applyCallStatDeltas,
  readCallFacts,
} from '../../src/domains/calls/ingestion/call-stats-repository';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Role } from '@voice/contracts';
import type { DB, NewAssistant, NewCallLog, NewReseller } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/password';
import { hashToken } from '../../src/lib/tokens';
import { createUser } from '../../src/domains/identity/users/repository';
import { insertPublishedLegalPages } from '../../src/domains/tenancy/legal-pages/repository';
import { TEST_PASSWORD_COST, request } from './test-app';

export const PASSWORD = 'correct horse battery';
const now = () => new Date().toISOString();
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq += 1)}`;

/**
 * A reseller's row alone, as rows were stored before its legal pages existed (migration 0045): for the tests of
 * a migration, on a database moved back before it. Its site is held back on a migrated database.
 */
export async function insertResellerRow(
  db: Kysely<DB>,
  values: Partial<NewReseller> & { subdomain: string },
): Promise<number> {
  const row = await db
    .insertInto('resellers')
    .values({
      org_name: `${values.subdomain} Org`,
      company_email: `contact@${values.subdomain}.test`,
      status: 'active',
      created_at: now(),
      updated_at: now(),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A live reseller site: its row, and its own terms and privacy pages published (without them it is held back). */
export async function insertReseller(
  db: Kysely<DB>,
  values: Partial<NewReseller> & { subdomain: string },
): Promise<number> {
  const id = await insertResellerRow(db, values);
  await insertPublishedLegalPages(db, id, {
    terms: `${values.subdomain} terms`,
    privacy: `${values.subdomain} privacy`,
  });
  return id;
}

/** Reseller "acme" with its own brand (its emails and pages say "Acme Voice"): its id. */
export function insertAcme(db: Kysely<DB>, values: Partial<NewReseller> = {}): Promise<number> {
  return insertReseller(db, {
    subdomain: 'acme',
    app_name: 'Acme Voice',
    primary_color: '#0F766E',
    ...values,
  });
}

/** The platform's features the migrations seed, in their order. */
export const SEEDED_FEATURE_TITLES = [
  '24/7 Call Answering',
  'Appointment Booking',
  'CRM Integration',
  '70+ Languages',
  'Call Summaries',
  'Smart Call Transfer',
  'Call Analytics',
];

/** The id of a reseller package the migrations seed ('Reseller Starter', 'Reseller Growth', ...). */
export async function seededResellerPackageId(db: Kysely<DB>, name: string): Promise<number> {
  const row = await db
    .selectFrom('reseller_packages')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface UserFixture {
  id: number;
  email: string;
  password: string;
}

export async function insertUser(
  db: Kysely<DB>,
  values: {
    role?: Role;
    reseller_id?: number | null;
    name?: string;
    email?: string;
    status?: 'active' | 'inactive' | 'suspended';
  } = {},
): Promise<UserFixture> {
  const email = values.email ?? `user-${next()}@example.test`;
  const id = await createUser(db, {
    name: values.name ?? `User ${email.split('@')[0]}`,
    email,
    password_hash: await hashPassword(PASSWORD, TEST_PASSWORD_COST),
    role: values.role ?? 'user',
    reseller_id: values.reseller_id ?? null,
    ...(values.status ? { status: values.status } : {}),
  });
  return { id, email, password: PASSWORD };
}

/**
 * Who a form sent on the main host or on acme's site notifies: the platform's admin and super admin, and acme's
 * reseller admin; with them a suspended platform admin, never notified.
 */
export async function insertNotifiedStaff(
  db: Kysely<DB>,
  acmeId: number,
): Promise<Record<'platformAdmin' | 'superAdmin' | 'acmeAdmin', UserFixture>> {
  const staff = {
    platformAdmin: await insertUser(db, { role: 'admin' }),
    superAdmin: await insertUser(db, { role: 'super_admin' }),
    acmeAdmin: await insertUser(db, { role: 'reseller_admin', reseller_id: acmeId }),
  };
  await insertUser(db, { role: 'admin', status: 'suspended' });
  return staff;
}

/** Signs in through the API and returns the bearer token. */
export async function login(
  app: FastifyInstance,
  user: { email: string; password: string },
  host = 'localhost',
  remember = false,
): Promise<string> {
  const res = await request(app, {
    method: 'POST',
    url: '/api/login',
    host,
    payload: { email: user.email, password: user.password, remember },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export async function insertAssistant(
  db: Kysely<DB>,
  values: Partial<NewAssistant> & { user_id: number; name: string },
): Promise<number> {
  const row = await db
    .insertInto('assistants')
    .values({
      type: 'demo',
      reseller_id: null,
      created_by: values.user_id,
      vapi_assistant_id: `vapi-${next()}`,
      created_at: now(),
      updated_at: now(),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertCall(
  db: Kysely<DB>,
  values: Partial<NewCallLog> & { start_time: string; duration: number },
): Promise<number> {
  const row = await db
    .insertInto('call_logs')
    .values({
      call_id: `call-${next()}`,
      status: 'completed',
      created_at: now(),
      updated_at: now(),
      ...values,
    })
    .returning(['id', 'call_id'])
    .executeTakeFirstOrThrow();
  // The dashboards' totals follow every call write (calls/ingestion/call-stats.ts).
  await applyCallStatDeltas(db, new Map(), await readCallFacts(db, [row.call_id]));
  return row.id;
}

/** Resellers alpha and beta, each with its reseller admin, a platform admin and a user of alpha, signed in. */
export interface TwoResellers {
  alpha: number;
  beta: number;
  /** The user of alpha. */
  user: UserFixture;
  /** Bearer tokens: alpha's and beta's reseller admins (on their subdomains), the platform admin, alpha's user. */
  tokens: Record<'alpha' | 'beta' | 'admin' | 'user', string>;
}

export async function insertTwoResellers(
  app: FastifyInstance,
  db: Kysely<DB>,
): Promise<TwoResellers> {
  const alpha = await insertReseller(db, { subdomain: 'alpha' });
  const beta = await insertReseller(db, { subdomain: 'beta' });
  const alphaAdmin = await insertUser(db, { role: 'reseller_admin', reseller_id: alpha });
  const betaAdmin = await insertUser(db, { role: 'reseller_admin', reseller_id: beta });
  const admin = await insertUser(db, { role: 'admin' });
  const user = await insertUser(db, { role: 'user', reseller_id: alpha });
  const tokens = {
    alpha: await login(app, alphaAdmin, 'alpha.localhost'),
    beta: await login(app, betaAdmin, 'beta.localhost'),
    admin: await login(app, admin, 'localhost'),
    user: await login(app, user, 'alpha.localhost'),
  };
  return { alpha, beta, user, tokens };
}

/** The id of the access token behind a bearer token (e.g. an admin's own session an impersonation hangs on). */
export async function tokenIdOf(db: Kysely<DB>, token: string): Promise<number> {
  const row = await db
    .selectFrom('access_tokens')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();
  return row.id;
}
