import { createHmac, hkdfSync } from 'node:crypto';
import type { AppConfig } from '../../../config';
import { keyFromFile, parseSecretKey } from '../../../lib/secret-box';
import { hashToken } from '../../../lib/tokens';

/**
 * Payment link tokens (docs/decisions.md, "Payment links"). A token is not stored: only its SHA-256 is
 * (payment_links.token_hash), and /pay/{token} finds the link by that hash. The token itself is an HMAC of
 * the link's subscription id and creation time under a key derived (HKDF, its own label) from the server's
 * secrets key (SECRETS_ENCRYPTION_KEY or <DATA_DIR>/secrets.key), so the server can show an admin the live
 * link again ('Open Link', 'Copy Link') while the database alone does not reveal any usable link.
 */

const keys = new Map<string, Buffer>();

function linkKey(config: Pick<AppConfig, 'secretsEncryptionKey' | 'dataDir'>): Buffer {
  const id = config.secretsEncryptionKey
    ? `env:${config.secretsEncryptionKey}`
    : `file:${config.dataDir}`;
  let key = keys.get(id);
  if (!key) {
    const master = config.secretsEncryptionKey
      ? parseSecretKey(config.secretsEncryptionKey)
      : keyFromFile(config.dataDir);
    key = Buffer.from(
      hkdfSync('sha256', master, Buffer.alloc(0), 'voice:payment-link-token:v1', 32),
    );
    keys.set(id, key);
  }
  return key;
}

export type LinkKeyConfig = Pick<AppConfig, 'secretsEncryptionKey' | 'dataDir'>;

/** The token of the link of `subscriptionId` created at `createdAt` (ISO string as stored). */
export function linkToken(
  config: LinkKeyConfig,
  subscriptionId: number,
  createdAt: string,
): string {
  const at = new Date(createdAt).toISOString();
  return createHmac('sha256', linkKey(config))
    .update(`pay:${subscriptionId}:${at}`)
    .digest('base64url');
}

/** The token of a stored link, or null when it cannot be rebuilt (another key): the admin resends it. */
export function tokenOfStoredLink(
  config: LinkKeyConfig,
  link: { subscription_id: number; created_at: string; token_hash: string },
): string | null {
  const token = linkToken(config, link.subscription_id, link.created_at);
  return hashToken(token) === link.token_hash ? token : null;
}

/** /pay/{token} tokens: 43 base64url characters. */
export const PAY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
