import type { AxiosError } from 'axios';
import axios, { type AxiosInstance } from 'axios';
import { useSession } from '@voice/session';
// By the package's own name, not a relative path: the builds share '@voice/api-client/public' as a singleton, so
// the signed-out handler the shell sets there is the one this instance's 401 rule calls.
import { applySignOutRule } from '@voice/api-client/public';

export {
  errorStatus,
  fieldErrors,
  isNetworkError,
  serverMessage,
  setSignedOutHandler,
  shouldSignOutOn401,
} from '@voice/api-client/public';

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
    if (error.response?.status === 401) applySignOutRule(error.config?.url);
    return Promise.reject(error);
  });
  return instance;
}

/** The one axios instance of the app (packages/api-client is a federation singleton). */
export const http = createHttp();

export { axios };
