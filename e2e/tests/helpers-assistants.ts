// Helpers of the issue 8 specs (assistants): a subscribed user, the editor's fields, seeded calls.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { registerViaApi, type Session } from './helpers';
import { PORT } from './helpers-issue3';

export const SANDBOX_CARD = '4242 4242 4242 4242';
export const NO_SUBSCRIPTION_TEXT =
  'You need an active subscription to create assistants. Please subscribe to a plan to get started.';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new user with an active plan: subscribes through the API and pays the sandbox checkout with 4242…. */
export async function subscribedUser(
  request: APIRequestContext,
  name: string,
  plan = 'Professional',
): Promise<Session> {
  const session = await registerViaApi(request, name);
  const packages = await request.get('/api/subscriptions/packages');
  expect(packages.ok(), await packages.text()).toBe(true);
  const { data } = (await packages.json()) as { data: { id: number; name: string }[] };
  const chosen = data.find((item) => item.name === plan);
  if (!chosen) throw new Error(`no plan named ${plan}`);
  const subscribed = await request.post('/api/subscriptions/subscribe', {
    headers: bearer(session.token),
    data: { package_id: chosen.id },
  });
  expect(subscribed.ok(), await subscribed.text()).toBe(true);
  const checkoutUrl = ((await subscribed.json()) as { data: { checkout_url: string | null } }).data
    .checkout_url;
  if (checkoutUrl) {
    const paid = await request.post(checkoutUrl, {
      form: { card_number: SANDBOX_CARD },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
  }
  await expect
    .poll(async () => {
      const current = await request.get('/api/subscriptions/current', {
        headers: bearer(session.token),
      });
      const body = (await current.json()) as { data: { status?: string } | null };
      return body.data?.status;
    })
    .toBe('active');
  return session;
}

/** The id of the user's assistant with this name (GET /api/assistants). */
export async function assistantIdByName(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<number> {
  const response = await request.get('/api/assistants', {
    headers: bearer(token),
    params: { search: name },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { id: number; name: string }[] };
  const found = data.find((item) => item.name === name);
  if (!found) throw new Error(`no assistant named ${name}`);
  return found.id;
}

// ---------------------------------------------------------------------------------------------
// The editor: every input's id is `field-` + its formik path with the dots replaced by '-'.
// ---------------------------------------------------------------------------------------------

export function field(page: Page, path: string) {
  return page.locator(`#field-${path.replace(/\./g, '-')}`);
}

/** The error shown under a field (FormField's `<id>-error`). */
export function fieldError(page: Page, path: string) {
  return page.locator(`#field-${path.replace(/\./g, '-')}-error`);
}

export const SYSTEM_PROMPT = 'model.messages.0.content';

export interface Company {
  name: string;
  industry: string;
  services: string;
}

/** Fills the Company Information section (the agent name follows the company name). */
export async function fillCompany(page: Page, company: Company): Promise<void> {
  await field(page, 'metadata.company_name').fill(company.name);
  await field(page, 'metadata.industry').fill(company.industry);
  await field(page, 'metadata.services_products').fill(company.services);
  await expect(field(page, 'name')).toHaveValue(`${company.name} Assistant`);
}

/** The editor has loaded (its first field is shown). */
export async function editorReady(page: Page): Promise<void> {
  await expect(field(page, 'metadata.company_name')).toBeVisible();
}

/** A tab of the AI Configuration section. */
export function aiTab(page: Page, name: 'Model' | 'Voice' | 'Transcriber') {
  return page
    .getByRole('tablist', { name: 'AI configuration' })
    .getByRole('tab', { name, exact: true });
}

// ---------------------------------------------------------------------------------------------
// Calls of an assistant. Calls are reported by the voice platform (Vapi's webhooks), which the suite
// does not run; they are written to the suite's database as the webhook would store them.
// scripts/e2e-server.mjs puts that database at <tmp>/voice-e2e-<port>/app.db.
// ---------------------------------------------------------------------------------------------

interface SqliteDatabase {
  prepare(sql: string): { run(...params: unknown[]): { changes: number } };
  pragma(text: string): unknown;
  close(): void;
}

const ROOT = resolve(__dirname, '../..');
const loadFromServer = createRequire(join(ROOT, 'server', 'package.json'));

export interface SeededCall {
  status: 'completed' | 'failed' | 'busy' | 'no-answer';
  /** seconds */
  duration: number;
}

export function seedCalls(assistantId: number, userId: number, calls: SeededCall[]): void {
  const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `voice-e2e-${PORT}`);
  const Database = loadFromServer('better-sqlite3') as new (file: string) => SqliteDatabase;
  const db = new Database(join(dataDir, 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const insert = db.prepare(
      `INSERT INTO call_logs (call_id, assistant_id, user_id, reseller_id, phone_number, status, duration,
         start_time, end_time, cost, created_at, updated_at)
       VALUES (?, ?, ?, NULL, '+15550100', ?, ?, ?, ?, 0, ?, ?)`,
    );
    calls.forEach((call, index) => {
      const start = new Date(Date.now() - (index + 1) * 3_600_000);
      const end = new Date(start.getTime() + call.duration * 1000);
      const now = new Date().toISOString();
      insert.run(
        `e2e-call-${assistantId}-${index}-${Date.now()}`,
        assistantId,
        userId,
        call.status,
        call.duration,
        start.toISOString(),
        end.toISOString(),
        now,
        now,
      );
    });
  } finally {
    db.close();
  }
}
