import type { AppConfig } from '../config';
import { siteUrlFor } from './site-url';

// A user's demo webhook receiver is /api/webhook-inbox/<token> on its own site (calls/webhook-inbox). The
// assistants (voice) recognise such a URL when one is saved as a webhook URL, so the shape lives here, below both.
const RECEIVER_PATH = /^\/api\/webhook-inbox\/([A-Za-z0-9_-]{20,64})$/;

/** The token of a URL shaped like a receiver on one of the platform's sites (main or a reseller's), or null. */
export function ownReceiverToken(
  config: Pick<AppConfig, 'appUrl' | 'appDomain'>,
  url: string,
): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const token = RECEIVER_PATH.exec(parsed.pathname)?.[1];
  if (!token || parsed.search || parsed.hash || parsed.username || parsed.password) return null;
  const main = new URL(config.appUrl);
  if (parsed.origin === main.origin) return token;
  const sub = parsed.hostname.slice(0, -(config.appDomain.length + 1));
  const onReseller =
    /^[a-z0-9-]+$/.test(sub) && parsed.origin === new URL(siteUrlFor(config, sub)).origin;
  return onReseller ? token : null;
}
