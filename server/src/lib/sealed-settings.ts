import { forbidden } from './http-error';
import type { SecretBox } from './secret-box';

/**
 * What a reseller's own settings (its Stripe keys, its voice and telephony keys) share: secrets sealed with the
 * secret box, a stamp that changes with every save, one row per reseller that only its reseller admin configures,
 * and providers built from the opened keys, cached until the row is saved again.
 */

/** A saved row's updated_at as text (PostgreSQL gives a Date, SQLite a string): changes with every save. */
export function stampOf(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** The opened secret, or null when none is saved or it cannot be opened (for display and "keep the saved one"). */
export function openOrNull(box: SecretBox, sealed: string | null | undefined): string | null {
  if (!sealed) return null;
  try {
    return box.open(sealed);
  } catch {
    return null;
  }
}

/** The signed-in admin that reads or saves a reseller's settings. */
export interface SettingsAdmin {
  id: number;
  role: string;
  reseller_id: number | null;
}

/** The reseller an admin configures: its own (anyone else, and a reseller admin without a reseller, is refused). */
export function ownReseller(user: SettingsAdmin): number {
  if (user.role !== 'reseller_admin' || user.reseller_id === null) throw forbidden();
  return user.reseller_id;
}

/**
 * A cache of what is built from a reseller's saved keys, per owner (an object the app holds once, e.g. its
 * `payments` or `voice`) and reseller: `get` returns the cached value while the stamp is the same and builds (and
 * keeps) a new one when the keys were saved again.
 */
export function stampKeyedCache<T>(): (
  owner: object,
  resellerId: number,
  stamp: string,
  build: () => T,
) => T {
  const byOwner = new WeakMap<object, Map<number, { stamp: string; value: T }>>();
  return (owner, resellerId, stamp, build) => {
    let byReseller = byOwner.get(owner);
    if (!byReseller) {
      byReseller = new Map();
      byOwner.set(owner, byReseller);
    }
    const cached = byReseller.get(resellerId);
    if (cached?.stamp === stamp) return cached.value;
    const value = build();
    byReseller.set(resellerId, { stamp, value });
    return value;
  };
}
