import { createHash, randomInt } from 'node:crypto';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';

/** Codes of the step before and after the current one are accepted too (clocks drift; a code typed at :29). */
const totp = authenticator.clone({ window: 1 });
const STEP_SECONDS = 30;

/** A new TOTP secret (base32, 160 bits as RFC 4226 recommends). */
export function newSecret(): string {
  return totp.generateSecret(20);
}

/** The otpauth:// URL an authenticator app reads: the issuer (the site's name) and the account's email. */
export function otpauthUrl(secret: string, email: string, issuer: string): string {
  return totp.keyuri(email, issuer, secret);
}

/** The QR code of a URL, as an SVG data URL an <img> shows. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step a 6-digit code matches (the current one, or one either side), or null. The caller refuses a step
 * at or before the last one it accepted, so a code signs in once.
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp.checkDelta(code, secret);
  if (delta === null) return null;
  return Math.floor(now / 1000 / STEP_SECONDS) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code: ten characters in two groups (about 49 bits), easy to read and type. */
export function newRecoveryCode(): string {
  const chars = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A recovery code as stored: SHA-256 of its letters and digits, lower case (dashes and spaces dropped). */
export function recoveryCodeHash(code: string): string {
  const normal = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return createHash('sha256').update(normal).digest('hex');
}
