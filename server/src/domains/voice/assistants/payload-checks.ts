import type { FieldErrors } from '@voice/contracts/schemas';
import { PRIVATE_TARGET_MESSAGE, isPrivateLiteralTarget } from '../../../lib/private-address';
import type { AssistantInput } from './payload';

/**
 * The one check of an assistant payload that the contracts schema (assistantFormSchema, run by the route and by
 * the editor) cannot make: whether the webhook URL may name this machine or its network depends on the server's
 * configuration (config.webhooks.allowPrivateTargets) and on where the platform's own demo receiver lives.
 * Forwarded reports never go to this machine or its network (calls/webhook-forwarding), except to that receiver,
 * which the worker stores directly (calls/webhook-inbox). The other checks that need more than the payload are
 * made where their data is: the assignee (the caller's role and the database, owner.ts), the plan's assistant
 * limit (quota-guard.ts), a move to another reseller and the phone number to buy (save.ts, phone-numbers.ts).
 */

export interface PayloadCheckOptions {
  /** config.webhooks.allowPrivateTargets: a webhook URL may name a private or loopback address. */
  allowPrivateWebhookTargets?: boolean;
  /** A webhook URL that is the platform's own demo receiver (allowed on a private host). */
  isOwnReceiver?: (url: string) => boolean;
}

/** Field errors of the server's own check ({} when the payload is fine). */
export function checkAssistantPayload(
  input: AssistantInput,
  options: PayloadCheckOptions = {},
): FieldErrors {
  const url = input.metadata.webhook_url;
  if (
    url &&
    !options.allowPrivateWebhookTargets &&
    isPrivateLiteralTarget(url) &&
    !options.isOwnReceiver?.(url)
  ) {
    return { 'metadata.webhook_url': [PRIVATE_TARGET_MESSAGE] };
  }
  return {};
}
