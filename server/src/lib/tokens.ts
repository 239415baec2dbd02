import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new bearer token: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex of a token (UTF-8), the only form kept in the database. One-shot: every signed-in request hashes. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** The token of an "Authorization: Bearer <token>" header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+([A-Za-z0-9_\-.~+/]+=*)\s*$/i.exec(header);
  return m?.[1] ?? null;
}

/** Whether two secrets or signatures are equal, in a time that does not tell how much of them matched. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
