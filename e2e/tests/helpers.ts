import type { APIRequestContext, Page, Request } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import APP_LIST from '../../apps.json';

/** The suite's server port (playwright.config.ts starts it there) and its data folder (scripts/e2e-server.mjs). */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const SUITE_DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), `voice-e2e-${PORT}`);

/** Folder of every app, from the one list of the apps (apps.json): the shell, then the remotes. */
export const APP_FOLDERS: readonly string[] = [
  APP_LIST.shell.folder,
  ...APP_LIST.remotes.map((remote) => remote.folder),
];
/** Folder of every remote (apps.json). */
export const REMOTE_FOLDERS: readonly string[] = APP_LIST.remotes.map((remote) => remote.folder);

export const SUPER_ADMIN = { email: 'superadmin@example.com', password: 'Sup3r-secret-pass' };
export const SESSION_KEY = 'voice-session';
/** The password of every user the suite creates (registerViaApi, resellers' admins and users). */
export const PASSWORD = 'Password123!';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

export interface Session {
  token: string;
  user: { id: number; name: string; email: string; role: string };
}

/** Registers a user through the API (fast set-up for tests that are not about registering). */
export async function registerViaApi(
  request: APIRequestContext,
  name = 'Test User',
): Promise<Session> {
  const email = uniqueEmail();
  const response = await request.post('/api/register', {
    data: {
      name,
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      terms: true,
    },
  });
  if (!response.ok())
    throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Session;
}

export async function loginViaApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Session> {
  const response = await request.post('/api/login', { data: { email, password, remember: false } });
  if (!response.ok())
    throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Session;
}

let adminToken: string | null = null;

/** A super admin session token, through the API (one per worker). */
export async function superAdminToken(request: APIRequestContext): Promise<string> {
  adminToken ??= (await loginViaApi(request, SUPER_ADMIN.email, SUPER_ADMIN.password)).token;
  return adminToken;
}

/** The API's answer to a sign-in attempt: its status (200 signed in, 401/422 refused). */
export async function signInStatus(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<number> {
  const response = await request.post('/api/login', { data: { email, password, remember: false } });
  return response.status();
}

/** GET /api/user with a token: 200 while the session lives, 401 once it is revoked. */
export async function sessionStatus(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/user', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status();
}

/** Puts a session in localStorage before any page script runs, as a signed-in browser would have it. */
export async function useSessionIn(page: Page, session: Session): Promise<void> {
  await storeSession(page, session);
}

async function storeSession(page: Page, session: Session): Promise<void> {
  const value = JSON.stringify({
    state: {
      token: session.token,
      user: session.user,
      impersonation: { is_impersonating: false, original_admin_id: null },
      intendedUrl: null,
    },
    version: 0,
  });
  await page.addInitScript(
    ([key, v]) => {
      if (!window.localStorage.getItem(key as string))
        window.localStorage.setItem(key as string, v as string);
    },
    [SESSION_KEY, value],
  );
}

/** Signs `page` in as the super admin: a session from the API, in place before any page script runs. */
export async function superAdminSessionIn(page: Page, request: APIRequestContext): Promise<void> {
  await storeSession(page, await loginViaApi(request, SUPER_ADMIN.email, SUPER_ADMIN.password));
}

/** Every script URL the page requests from now on. */
export function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js'))
      urls.push(request.url());
  });
  return urls;
}

/** The environment for a child process a test starts: this one's with `changes` applied (undefined removes). */
export function childEnv(changes: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env = { ...process.env, ...changes };
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
}
