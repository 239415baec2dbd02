import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';

/**
 * Secrets at rest (a reseller's Stripe secret key and webhook signing secret): AES-256-GCM with a 96-bit random IV
 * per value, stored as `v1:<iv>:<tag>:<ciphertext>` (base64 each). The key is SECRETS_ENCRYPTION_KEY (32 bytes,
 * base64) when set; otherwise a key generated once into <DATA_DIR>/secrets.key (mode 0600) and read from there.
 * Losing the key makes the stored secrets unreadable (the resellers enter them again); it is never logged.
 */

export const SECRET_KEY_FILE = 'secrets.key';
const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

/** A base64 key -> its 32 bytes (throws with the setting's name otherwise). */
export function parseSecretKey(base64: string, source = 'SECRETS_ENCRYPTION_KEY'): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== KEY_BYTES || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64.trim())) {
    throw new SecretBoxError(
      `${source} must be ${KEY_BYTES} bytes in base64 (e.g. openssl rand -base64 32)`,
    );
  }
  return key;
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

/**
 * Reads <dataDir>/secrets.key, creating it (0600) the first time. The key is written to a file of its own first and
 * then linked into place, which fails when the file exists: two processes that start together never race, and
 * neither reads a key file that the other has created but not written yet.
 */
export function keyFromFile(dataDir: string): Buffer {
  const file = path.join(dataDir, SECRET_KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
    fs.writeFileSync(draft, `${randomBytes(KEY_BYTES).toString('base64')}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
    try {
      try {
        fs.linkSync(draft, file);
      } catch (error) {
        // A file system without hard links: an exclusive copy (the old way) instead.
        if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP'].includes(String(errorCode(error)))) throw error;
        fs.copyFileSync(draft, file, fs.constants.COPYFILE_EXCL);
      }
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  return parseSecretKey(fs.readFileSync(file, 'utf8'), file);
}

/** The secrets key: SECRETS_ENCRYPTION_KEY when set, else <DATA_DIR>/secrets.key (made the first time). */
export function secretsKeyFor(config: Pick<AppConfig, 'secretsEncryptionKey' | 'dataDir'>): Buffer {
  return config.secretsEncryptionKey
    ? parseSecretKey(config.secretsEncryptionKey)
    : keyFromFile(config.dataDir);
}

export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new SecretBoxError('The secret box needs a 32-byte key');
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
        .join(':');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || data === undefined) {
        throw new SecretBoxError('Not a sealed secret');
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([
          decipher.update(Buffer.from(data, 'base64')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretBoxError('The secret cannot be decrypted with the configured key');
      }
    },
  };
}

const boxes = new Map<string, SecretBox>();

/** The app's secret box: the key from the configuration, else the key file under DATA_DIR (read once). */
export function secretBoxFor(
  config: Pick<AppConfig, 'secretsEncryptionKey' | 'dataDir'>,
): SecretBox {
  const id = config.secretsEncryptionKey
    ? `env:${config.secretsEncryptionKey}`
    : `file:${config.dataDir}`;
  let box = boxes.get(id);
  if (!box) {
    box = secretBox(secretsKeyFor(config));
    boxes.set(id, box);
  }
  return box;
}
