import type { APIRequestContext, Page, Request } from '@playwright/test';
import APP_LIST from '../../apps.json';

/** Folder of every app, from the one list of the apps (apps.json): the shell, then the remotes. */
export const APP_FOLDERS: readonly string[] = [
  APP_LIST.shell.folder,
  ...APP_LIST.remotes.map((remote) => remote.folder),
];
/** Folder of every remote (apps.json). */
export const REMOTE_FOLDERS: readonly string[] = APP_LIST.remotes.map((remote) => remote.folder);

export const SUPER_ADMIN = { email: 'superadmin@example.com', password: 'Sup3r-secret-pass' };
export const SESSION_KEY = 'voice-session';

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
      password: 'Password123!',
      password_confirmation: 'Password123!',
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

/** Puts a session in localStorage before any page script runs, as a signed-in browser would have it. */
export async function useSessionIn(page: Page, session: Session): Promise<void> {
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
