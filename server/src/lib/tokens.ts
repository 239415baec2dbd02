import { hash, randomBytes } from 'node:crypto';

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
