// Assistants' specs: a subscribed user, the editor's fields, calls of an assistant.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
// Not a React hook, whatever its name says: aliased for the hooks lint rule.
import { registerViaApi, useSessionIn as signInWith, type Session } from './helpers';
import { payCheckoutViaApi, planId } from './helpers-payments';
import { withSuiteDatabase } from './helpers-suite-db';

export const NO_SUBSCRIPTION_TEXT =
  'You need an active subscription to create assistants. Please subscribe to a plan to get started.';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new user with an active plan: subscribes through the API and pays the sandbox checkout with the paid card. */
export async function subscribedUser(
  request: APIRequestContext,
  name: string,
  plan = 'Professional',
): Promise<Session> {
  const session = await registerViaApi(request, name);
  const subscribed = await request.post('/api/subscriptions/subscribe', {
    headers: bearer(session.token),
    data: { package_id: await planId(request, plan) },
  });
  expect(subscribed.ok(), await subscribed.text()).toBe(true);
  const checkoutUrl = ((await subscribed.json()) as { data: { checkout_url: string | null } }).data
    .checkout_url;
  if (checkoutUrl) await payCheckoutViaApi(request, checkoutUrl);
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

/**
 * A company whose name no other run uses, and the name the editor gives its assistant ('<company> Assistant',
 * checked by fillCompany).
 */
export function newCompany(
  name: string,
  industry: string,
  services: string,
): { company: Company; assistantName: string } {
  const company = { name: `${name} ${Date.now().toString(36)}`, industry, services };
  return { company, assistantName: `${company.name} Assistant` };
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

/**
 * A subscribed user (signed in on `page`) creates an assistant in the editor: `newEditor` checks the new
 * assistant's editor first (e.g. a section's "save the assistant first" note). Returns the session, the assistant's name and id.
 */
export async function assistantCreatedInEditor(
  page: Page,
  request: APIRequestContext,
  owner: string,
  [name, industry, services]: [name: string, industry: string, services: string],
  newEditor?: () => Promise<void>,
): Promise<{ session: Session; assistantName: string; id: number }> {
  const session = await subscribedUser(request, owner);
  await signInWith(page, session);
  const { company, assistantName } = newCompany(name, industry, services);
  await page.goto('/assistants/create');
  await editorReady(page);
  await newEditor?.();
  await fillCompany(page, company);
  await page.getByRole('button', { name: 'Create Assistant' }).click();
  await expect(page).toHaveURL(/\/assistants$/, { timeout: 15_000 });
  const id = await assistantIdByName(request, session.token, assistantName);
  return { session, assistantName, id };
}

/** Opens a saved assistant's editor. */
export async function openEditor(page: Page, id: number): Promise<void> {
  await page.goto(`/assistants/${id}/edit`);
  await editorReady(page);
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
// ---------------------------------------------------------------------------------------------

export interface SeededCall {
  status: 'completed' | 'failed' | 'busy' | 'no-answer';
  /** seconds */
  duration: number;
}

export function seedCalls(assistantId: number, userId: number, calls: SeededCall[]): void {
  withSuiteDatabase((db) => {
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
  });
}
