// calls: what happens on the phone. The voice platform's webhooks recorded as calls (ingestion, with the call
// statistics), the call logs, the forwarding of end-of-call reports to the assistants' webhook URLs, and each
// user's demo webhook receiver. Imports every domain below it.
//
// The domain's public entry: other domains, app.ts and bootstrap import only what is exported here
// (.dependency-cruiser.cjs).
export { callLogRoutes } from './call-logs/routes';
export { callLogsAfter, findCallLog } from './call-logs/repository';
export { dailyTotals, scopeTotals, type CallTotals } from './ingestion/call-stats-repository';
export { callRoutes } from './ingestion/routes';
export { webhookForwarding } from './webhook-forwarding/plugin';
export { webhookInboxRoutes } from './webhook-inbox/routes';
export { sendWebhook, type SendRequest, type SendResult } from './webhook-forwarding/sender';
export { END_OF_CALL_EVENT, forwardedReportBody } from './webhook-forwarding/report';
export { giveWebhookSecretIfNone } from './webhook-forwarding/repository';
export { sendOrStoreOwn } from './webhook-inbox/own-receiver';
export { openedSecrets } from './ingestion/secret-cache';
export {
  DELIVERY_ID_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  USER_AGENT,
  newWebhookSecret,
  signWebhook,
} from './webhook-forwarding/signing';
