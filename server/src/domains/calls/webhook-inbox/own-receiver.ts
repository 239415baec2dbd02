import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config';
import type { DB } from '../../../db/schema';
import { sendWebhook, type SendRequest, type SendResult } from '../webhook-forwarding/sender';
import { keptHeaders, ownReceiverOwner, storeDelivery } from './repository';

/**
 * The webhook delivery worker's HTTP attempt (integrations/webhooks), except to a user's demo receiver on the platform's own site: that
 * delivery is stored directly, with the very headers and body a real attempt would send (so its signature is
 * checked the same way). The private-address guard stays as it is; it would refuse the platform's own host
 * (localhost in development) and the platform need not call itself over the network.
 */
export function sendOrStoreOwn(deps: {
  db: Kysely<DB>;
  config: Pick<AppConfig, 'appUrl' | 'appDomain'>;
  openSecret: (sealed: string) => string;
  send?: (request: SendRequest) => Promise<SendResult>;
}): (request: SendRequest) => Promise<SendResult> {
  const send = deps.send ?? sendWebhook;
  return async (request) => {
    const owner = await ownReceiverOwner(deps.db, deps.config, request.url);
    if (!owner) return send(request);
    await storeDelivery(deps.db, {
      userId: owner.userId,
      headers: keptHeaders(request.headers),
      body: request.body,
      openSecret: deps.openSecret,
    });
    return { ok: true, statusCode: 200, error: null, refused: false };
  };
}
