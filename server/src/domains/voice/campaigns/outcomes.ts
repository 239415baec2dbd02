import type { CampaignContactStatus } from '../../../db/schema';

/**
 * What an attempt's call came to, from the platform's ended reason and the call's badge (call_logs.status, which
 * calls/ingestion/call-status.ts sets from the same reason: 'completed' for a call that took place):
 * - voicemail → voicemail; customer-busy (or any *busy* reason) → busy; customer-did-not-answer (any
 *   *did-not-answer* / *no-answer* reason) → no_answer;
 * - any other call that took place (someone hung up, the assistant ended it, ...) → completed (answered);
 * - everything else (platform, provider or carrier errors, a cancelled call) → failed.
 */
export type AttemptOutcome = 'completed' | 'no_answer' | 'busy' | 'voicemail' | 'failed';

export function attemptOutcomeOf(endedReason: string | null, callStatus: string): AttemptOutcome {
  const reason = endedReason ?? '';
  if (reason === 'voicemail') return 'voicemail';
  if (reason.includes('busy')) return 'busy';
  if (reason.includes('did-not-answer') || reason.includes('no-answer')) return 'no_answer';
  return callStatus === 'completed' ? 'completed' : 'failed';
}

/** The contact's status once an outcome is final: busy is shown with no-answer (the number did not pick up). */
const FINAL_STATUS: Record<AttemptOutcome, CampaignContactStatus> = {
  completed: 'completed',
  no_answer: 'no_answer',
  busy: 'no_answer',
  voicemail: 'voicemail',
  failed: 'failed',
};

export interface RetryRules {
  retry_count: number;
  retry_spacing_minutes: number;
  retry_on: readonly string[];
}

/**
 * The contact after an attempt: queued again retry_spacing_minutes after the call ended when its outcome is one
 * the campaign retries and the attempts made do not exceed retry_count (retries, the first call not counted);
 * else final. `outcome` is kept either way (a queued contact shows its last attempt's).
 */
export function settlementOf(
  outcome: AttemptOutcome,
  attempts: number,
  rules: RetryRules,
  endedAt: number,
): { status: CampaignContactStatus; outcome: AttemptOutcome; nextAttemptAt: string | null } {
  if (rules.retry_on.includes(outcome) && attempts <= rules.retry_count) {
    return {
      status: 'queued',
      outcome,
      nextAttemptAt: new Date(endedAt + rules.retry_spacing_minutes * 60_000).toISOString(),
    };
  }
  return { status: FINAL_STATUS[outcome], outcome, nextAttemptAt: null };
}
