import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard). Stored format, self-describing so parameters can change:
 *   scrypt$<log2 N>$<r>$<p>$<salt base64url>$<key base64url>
 */
const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
export const DEFAULT_PASSWORD_COST = 15; // N = 32768, r = 8: 32 MiB per hash

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function scryptOptions(cost: number, r: number, p: number): ScryptOptions {
  const N = 2 ** cost;
  return { N, r, p, maxmem: 128 * N * r * p + 16 * 1024 * 1024 };
}

export async function hashPassword(
  password: string,
  cost = DEFAULT_PASSWORD_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, scryptOptions(cost, BLOCK_SIZE, PARALLELISM));
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [cost, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![cost, r, p].every(Number.isInteger) || cost < 10 || cost > 20 || r > 32 || p > 16) {
    return false;
  }
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  const key = await derive(password, salt, scryptOptions(cost, r, p));
  return timingSafeEqual(key, expected);
}

/** A strong random password (24 characters, 144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
