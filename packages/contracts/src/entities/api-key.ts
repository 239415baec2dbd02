import type { Static } from 'typebox';
import type { ApiKeySchema, CreatedApiKeySchema } from '../replies/api-keys';

/**
 * What an API key may do: read or read-write per area. A route reachable with a key names the one scope it needs
 * (its route config's apiKeyScope); a write scope includes its area's read (apiKeyScopeAllows).
 */
export const API_KEY_SCOPES = [
  'assistants:read',
  'assistants:write',
  'calls:read',
  'bookings:read',
  'bookings:write',
  'billing:read',
  'webhooks:read',
  'webhooks:write',
] as const;

export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The recognisable start of every key (secret scanners look for it), followed by 40 base62 characters. */
export const API_KEY_PREFIX = 'vpk_';
export const API_KEY_RANDOM_LENGTH = 40;

export interface ApiKeyScopeArea {
  /** 'assistants', 'calls', ... */
  area: string;
  label: string;
  /** The area's read scope; null when the area has none of its own. */
  read: ApiKeyScope;
  /** The area's read-write scope, or null for a read-only area (billing: keys never change billing). */
  write: ApiKeyScope | null;
}

/** The scopes by area, in the order the create form lists them. */
export const API_KEY_SCOPE_AREAS: readonly ApiKeyScopeArea[] = [
  { area: 'assistants', label: 'Assistants', read: 'assistants:read', write: 'assistants:write' },
  { area: 'calls', label: 'Calls', read: 'calls:read', write: null },
  { area: 'bookings', label: 'Bookings', read: 'bookings:read', write: 'bookings:write' },
  { area: 'billing', label: 'Billing', read: 'billing:read', write: null },
  { area: 'webhooks', label: 'Webhooks', read: 'webhooks:read', write: 'webhooks:write' },
];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'assistants:read': 'Assistants: read',
  'assistants:write': 'Assistants: read and write',
  'calls:read': 'Calls: read',
  'bookings:read': 'Bookings: read',
  'bookings:write': 'Bookings: read and write',
  'billing:read': 'Billing: read',
  'webhooks:read': 'Webhooks: read',
  'webhooks:write': 'Webhooks: read and write',
};

export function isApiKeyScope(value: unknown): value is ApiKeyScope {
  return (API_KEY_SCOPES as readonly unknown[]).includes(value);
}

/** Whether a key holding `granted` may use a route needing `needed`: the scope itself, or its area's write for a read. */
export function apiKeyScopeAllows(granted: readonly string[], needed: ApiKeyScope): boolean {
  if (granted.includes(needed)) return true;
  const [area, level] = needed.split(':');
  return level === 'read' && granted.includes(`${area}:write`);
}

/** How a key is shown after its creation: its prefix and last 4 characters, never the rest. */
export function maskedApiKey(last4: string): string {
  return `${API_KEY_PREFIX}…${last4}`;
}

/** One API key of the signed-in user (GET /api/api-keys). */
export type ApiKey = Static<typeof ApiKeySchema>;
/** POST /api/api-keys: the new key with its plain value, shown this once. */
export type CreatedApiKey = Static<typeof CreatedApiKeySchema>;
export type ApiKeyStatus = ApiKey['status'];
