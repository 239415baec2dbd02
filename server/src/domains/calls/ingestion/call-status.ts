/**
 * The spec's call badges (000 §7: completed, failed, in-progress) from what the voice platform reports.
 * This is the ONE place that maps Vapi's call statuses and ended reasons; docs/decisions.md ("Call
 * ingestion") describes the same table.
 */
export type CallStatus = 'completed' | 'failed' | 'in-progress';

/**
 * Ended reasons of a call that took place and ended normally: someone hung up, the assistant ended or
 * forwarded it, a limit the owner set (maximum duration, silence timeout) or voicemail was reached, or a
 * call-ending hook ran. Every other ended reason (errors of the platform, its providers or the phone
 * carrier, the customer busy or not answering, a cancelled or deleted call, a missing assistant, and
 * reasons this list does not know yet) is a failed call.
 */
export const COMPLETED_ENDED_REASONS: ReadonlySet<string> = new Set([
  'customer-ended-call',
  'customer-ended-call-before-warm-transfer',
  'customer-ended-call-after-warm-transfer-attempt',
  'customer-ended-call-during-transfer',
  'assistant-ended-call',
  'assistant-said-end-call-phrase',
  'assistant-ended-call-with-hangup-task',
  'assistant-ended-call-after-message-spoken',
  'assistant-forwarded-call',
  'exceeded-max-duration',
  'silence-timed-out',
  'voicemail',
  'call.ending.hook-executed-say',
  'call.ending.hook-executed-transfer',
]);

/** Platform statuses of a call not ended yet. */
const OPEN_STATUSES: ReadonlySet<string> = new Set([
  'scheduled',
  'queued',
  'ringing',
  'in-progress',
  'forwarding',
]);

/**
 * The badge of a call:
 * - an end-of-call report, or status 'ended': completed when the ended reason is in COMPLETED_ENDED_REASONS
 *   (or when no reason is given), failed otherwise;
 * - 'scheduled', 'queued', 'ringing', 'in-progress', 'forwarding': in-progress;
 * - any other status ('not-found', 'deletion-failed', unknown ones): failed.
 */
export function callStatusOf(providerStatus: string, endedReason: string | null): CallStatus {
  if (providerStatus === 'ended') {
    return endedReason === null || COMPLETED_ENDED_REASONS.has(endedReason)
      ? 'completed'
      : 'failed';
  }
  return OPEN_STATUSES.has(providerStatus) ? 'in-progress' : 'failed';
}

export type CallDirection = 'inbound' | 'outbound' | 'web';

/** Vapi's call.type: inboundPhoneCall → inbound, outboundPhoneCall → outbound, webCall / vapi.websocketCall → web. */
export function directionOf(callType: string | null): CallDirection | null {
  switch (callType) {
    case 'inboundPhoneCall':
      return 'inbound';
    case 'outboundPhoneCall':
      return 'outbound';
    case 'webCall':
    case 'vapi.websocketCall':
      return 'web';
    default:
      return null;
  }
}
