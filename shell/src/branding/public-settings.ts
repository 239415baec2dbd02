import type { PublicSettings } from '@voice/contracts';
import { fetchPublicSettings } from '@voice/api-client/public';

let loaded: { settings: PublicSettings | null } | undefined;

/**
 * GET /api/public-settings for the branding, before anything is painted. A light call on purpose: the
 * landing's first load has no QueryClient and no axios (the fetch path of @voice/api-client/public). The reply
 * is kept for the QueryClient, once it exists, to seed the shared public-settings query with
 * (@voice/api-client/queries).
 */
export async function loadPublicSettings(): Promise<PublicSettings | null> {
  const reply = await fetchPublicSettings();
  const settings = reply?.data ?? null;
  loaded = { settings };
  return settings;
}

/** Settings known without a request (the server-rendered page inlines them): kept as if loaded. */
export function rememberPublicSettings(settings: PublicSettings): void {
  loaded = { settings };
}

/** The settings loadPublicSettings got, or undefined when it has not succeeded (yet). */
export function loadedPublicSettings(): PublicSettings | null | undefined {
  return loaded?.settings;
}
