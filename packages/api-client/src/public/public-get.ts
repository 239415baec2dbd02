// The public reads of the first route ("/"): the tenant's settings, the features and the packages, through fetch.
// The landing's first load carries no axios (about 21 KiB gzip); the requests, replies and errors are those of the
// axios instance: same-origin URL (the host decides the tenant), the JSON accept header, the bearer token when
// signed in, the 401 rule, and failures shaped like AxiosErrors (HttpError).
import type { ApiEnvelope, LandingFeature, Package, PublicSettings } from '@voice/contracts';
import { useSession } from '@voice/session';
import { HttpError } from './http-errors';
import { applySignOutRule } from './sign-out-rule';

/** The body as axios reads it: JSON when it parses, the text otherwise, undefined when empty. */
function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** GET `url` (same origin) and return the parsed JSON body; a non-2xx reply or no reply rejects with an HttpError. */
export async function publicGet<T>(url: string): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = useSession.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const config = { method: 'get', url };
  let response: Response;
  let data: unknown;
  try {
    response = await globalThis.fetch(url, { method: 'GET', headers });
    data = parseBody(await response.text());
  } catch {
    throw new HttpError('Network Error', 'ERR_NETWORK', config);
  }
  if (response.status >= 200 && response.status < 300) return data as T;
  if (response.status === 401) applySignOutRule(url);
  throw new HttpError(
    `Request failed with status code ${response.status}`,
    response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
    config,
    { status: response.status, data },
  );
}

/** GET /api/public-settings (the tenant's branding), as getPublicSettings of @voice/api-client. */
export function fetchPublicSettings(): Promise<ApiEnvelope<PublicSettings>> {
  return publicGet<ApiEnvelope<PublicSettings>>('/api/public-settings');
}

/** GET /api/features (the landing's feature list), as getFeatures of @voice/api-client. */
export function fetchFeatures(): Promise<ApiEnvelope<LandingFeature[]>> {
  return publicGet<ApiEnvelope<LandingFeature[]>>('/api/features');
}

/** GET /api/subscriptions/packages (the plans), as getSubscriptionPackages of @voice/api-client. */
export function fetchSubscriptionPackages(): Promise<ApiEnvelope<Package[]>> {
  return publicGet<ApiEnvelope<Package[]>>('/api/subscriptions/packages');
}
