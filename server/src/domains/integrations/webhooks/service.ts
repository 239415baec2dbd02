import {
  EVENT_TYPES,
  isPlatformAdmin,
  type WebhookEndpoint,
  type WebhookEndpointSecret,
} from '@voice/contracts';
import {
  WEBHOOK_ENDPOINT_LIMITS,
  WEBHOOK_ENDPOINT_MESSAGES,
  type WebhookEndpointInput,
} from '@voice/contracts/schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { notFound, ValidationFailed } from '../../../lib/http-error';
import { isPrivateLiteralTarget, PRIVATE_TARGET_MESSAGE } from '../../../lib/private-address';
import type { SecretBox } from '../../../lib/secret-box';
import { newWebhookSecret, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../calls';
import {
  countOwnEndpoints,
  findOwnEndpoint,
  insertEndpoint,
  presentEndpoint,
  replaceEndpointSecret,
  updateEndpoint,
  type EndpointRow,
  type EndpointValues,
} from './endpoint-repository';

/** What the endpoints' rules are checked with. */
export interface EndpointDeps {
  db: Kysely<DB>;
  box: SecretBox;
  /** config.webhooks.allowPrivateTargets: a local setup may name http:// and private addresses (tests, dev). */
  allowPrivateTargets: boolean;
}

/** Who owns an endpoint: the signed-in user (an API key's owner). */
interface EndpointOwner {
  id: number;
  role: string;
  reseller_id: number | null;
}

const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found.';
export const DELIVERY_NOT_FOUND = 'Delivery not found.';

/** A REST hook may have more endpoints: an automation tool registers one per zap. */
const MAX_REST_HOOKS = 100;

/** https only (unless private targets are allowed), and never a private literal address. */
function checkUrl(deps: EndpointDeps, url: string): void {
  if (deps.allowPrivateTargets) return;
  if (new URL(url).protocol !== 'https:') {
    throw new ValidationFailed({ url: [WEBHOOK_ENDPOINT_MESSAGES.urlNotHttps] });
  }
  if (isPrivateLiteralTarget(url)) throw new ValidationFailed({ url: [PRIVATE_TARGET_MESSAGE] });
}

/** own: anyone; tenant: a reseller admin of a tenant; platform: a platform admin. */
function checkScope(owner: EndpointOwner, scope: EndpointValues['scope']): void {
  const allowed =
    scope === 'own' ||
    (scope === 'tenant' && owner.role === 'reseller_admin' && owner.reseller_id !== null) ||
    (scope === 'platform' && isPlatformAdmin(owner.role));
  if (!allowed) throw new ValidationFailed({ scope: [WEBHOOK_ENDPOINT_MESSAGES.scopeNotAllowed] });
}

function valuesOf(deps: EndpointDeps, owner: EndpointOwner, input: WebhookEndpointInput) {
  checkUrl(deps, input.url);
  checkScope(owner, input.scope);
  return {
    url: input.url,
    description: input.description,
    // Each once, in the list's order.
    events: EVENT_TYPES.filter((type) => input.events.includes(type)),
    enabled: input.enabled,
    scope: input.scope,
  } satisfies EndpointValues;
}

function newSecret(box: SecretBox) {
  const secret = newWebhookSecret();
  return { secret, stored: { sealed: box.seal(secret), last4: secret.slice(-4) } };
}

const signingOf = (secret: string): WebhookEndpointSecret => ({
  secret,
  signature_header: SIGNATURE_HEADER,
  timestamp_header: TIMESTAMP_HEADER,
});

export async function ownEndpoint(
  db: Kysely<DB>,
  owner: EndpointOwner,
  id: number,
): Promise<EndpointRow> {
  const row = await findOwnEndpoint(db, owner.id, id);
  if (!row) throw notFound(ENDPOINT_NOT_FOUND);
  return row;
}

/** Creates an endpoint with a new signing secret, returned this once. */
export async function createEndpoint(
  deps: EndpointDeps,
  owner: EndpointOwner,
  input: WebhookEndpointInput,
  source: 'dashboard' | 'rest-hook' = 'dashboard',
): Promise<{ endpoint: WebhookEndpoint; signing: WebhookEndpointSecret }> {
  const values = valuesOf(deps, owner, input);
  const limit = source === 'dashboard' ? WEBHOOK_ENDPOINT_LIMITS.maxEndpoints : MAX_REST_HOOKS;
  if ((await countOwnEndpoints(deps.db, owner.id, source)) >= limit) {
    throw new ValidationFailed(
      { url: [WEBHOOK_ENDPOINT_MESSAGES.tooMany] },
      WEBHOOK_ENDPOINT_MESSAGES.tooMany,
    );
  }
  const { secret, stored } = newSecret(deps.box);
  const id = await insertEndpoint(deps.db, owner, values, stored, source);
  return {
    endpoint: presentEndpoint(await ownEndpoint(deps.db, owner, id)),
    signing: signingOf(secret),
  };
}

export async function changeEndpoint(
  deps: EndpointDeps,
  owner: EndpointOwner,
  id: number,
  input: WebhookEndpointInput,
): Promise<WebhookEndpoint> {
  const existing = await ownEndpoint(deps.db, owner, id);
  await updateEndpoint(deps.db, existing.id, valuesOf(deps, owner, input));
  return presentEndpoint(await ownEndpoint(deps.db, owner, id));
}

/** A new signing secret (the old one stops signing at once), returned this once. */
export async function rollEndpointSecret(
  deps: EndpointDeps,
  owner: EndpointOwner,
  id: number,
): Promise<WebhookEndpointSecret> {
  const existing = await ownEndpoint(deps.db, owner, id);
  const { secret, stored } = newSecret(deps.box);
  await replaceEndpointSecret(deps.db, existing.id, stored);
  return signingOf(secret);
}
