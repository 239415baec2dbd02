import type { AxiosError } from 'axios';
import axios, { type AxiosInstance } from 'axios';
import { useSession } from '@voice/session';

/**
 * Calls whose 401 never signs the user out (spec 000 §4): packages (subscription, admin and reseller
 * packages), features, and the payment-provider configuration.
 */
const PUBLIC_CALL_PATTERNS = [
  /packages(?:[/?#]|$)/,
  /\/features(?:[/?#]|$)/,
  /payment-provider|payment-config|stripe-config/,
];
/** Pages on which a 401 never redirects (spec 000 §4). */
const PUBLIC_PAGES = ['/', '/login', '/register', '/pricing'];

function normalizePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The 401 rule of spec 000 §4: clear the session and go to /login, unless one of the exceptions holds. */
export function shouldSignOutOn401(
  url: string | undefined,
  pathname: string,
  hasToken: boolean,
): boolean {
  if (!hasToken) return false;
  const path = url ? (url.split('?')[0] ?? url) : '';
  if (path && PUBLIC_CALL_PATTERNS.some((re) => re.test(path))) return false;
  return !PUBLIC_PAGES.includes(normalizePathname(pathname));
}

/** What the 401 rule does when it fires; the shell replaces it to use the router. */
let onSignedOut: () => void = () => {
  window.location.assign('/login');
};
export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

function createHttp(): AxiosInstance {
  const instance = axios.create({ headers: { Accept: 'application/json' } });
  instance.interceptors.request.use((config) => {
    const token = useSession.getState().token;
    if (token) {
      config.headers.set('Authorization', `Bearer ${token}`);
      // A CSRF header is dropped for /api/ paths when a token exists (spec 000 §7).
      if (config.url?.startsWith('/api/')) config.headers.delete('X-CSRF-TOKEN');
    }
    return config;
  });
  instance.interceptors.response.use(undefined, (error: AxiosError) => {
    const state = useSession.getState();
    if (
      error.response?.status === 401 &&
      shouldSignOutOn401(error.config?.url, window.location.pathname, Boolean(state.token))
    ) {
      state.clear();
      onSignedOut();
    }
    return Promise.reject(error);
  });
  return instance;
}

/** The one axios instance of the app (packages/api-client is a federation singleton). */
export const http = createHttp();

/** The server's message from an error reply, if any. */
export function serverMessage(error: unknown): string | undefined {
  if (axios.isAxiosError(error)) {
    const data = error.response?.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message) return data.message;
  }
  return undefined;
}

/** Field errors ({field: [messages]}) from a 400/422 reply, if any. */
export function fieldErrors(error: unknown): Record<string, string[]> | undefined {
  if (axios.isAxiosError(error)) {
    const data = error.response?.data as { errors?: unknown } | undefined;
    if (data && data.errors && typeof data.errors === 'object') {
      return data.errors as Record<string, string[]>;
    }
  }
  return undefined;
}

/** The HTTP status of a failed call, or undefined when no response came (network failure). */
export function errorStatus(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}

/** True when a call failed without any response (network error, CORS, aborted). */
export function isNetworkError(error: unknown): boolean {
  return axios.isAxiosError(error) && !error.response;
}

export { axios };
