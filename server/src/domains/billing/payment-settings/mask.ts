/** The visible prefix of a Stripe secret: its kind and mode (sk_live_, rk_test_, whsec_). */
function secretPrefix(secret: string): string {
  const match = /^((?:sk|rk|pk)_(?:test|live)_|whsec_)/.exec(secret);
  return match ? (match[1] as string) : '';
}

/**
 * A secret as it may be shown again: its kind and mode and its last four characters ('sk_live_…••••1234'), never
 * more (a short secret shows only its kind).
 */
export function maskSecret(secret: string): string {
  const prefix = secretPrefix(secret);
  const rest = secret.slice(prefix.length);
  const tail = rest.length >= 12 ? rest.slice(-4) : '';
  return `${prefix}…••••${tail}`;
}
