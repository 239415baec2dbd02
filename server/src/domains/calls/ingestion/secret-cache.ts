import type { AppConfig } from '../../../config';
import { secretBoxFor } from '../../../lib/secret-box';

const MAX_ENTRIES = 1000;

/**
 * Tenants' webhook secrets opened once: keyed by the sealed value, so a secret replaced in the database is
 * a new key (the old entry is simply never read again). Bounded: cleared when it holds MAX_ENTRIES.
 */
export function openedSecrets(config: Pick<AppConfig, 'secretsEncryptionKey' | 'dataDir'>) {
  const opened = new Map<string, string>();
  return (sealed: string): string => {
    let secret = opened.get(sealed);
    if (secret === undefined) {
      secret = secretBoxFor(config).open(sealed);
      if (opened.size >= MAX_ENTRIES) opened.clear();
      opened.set(sealed, secret);
    }
    return secret;
  };
}
