import { t } from '@lingui/core/macro';
import type { FirstRunProgress } from '@voice/contracts';
import { ASSISTANT_CREATE_PATH, ASSISTANTS_PATH, SUBSCRIPTION_PATH } from '@voice/contracts/paths';

export interface ChecklistStep {
  title: string;
  done: boolean;
  /** What to do next (not done), or what was done. */
  hint: string;
  /** Where to do it; none once done. */
  action: { label: string; to: string } | null;
}

/** The four first steps of a new customer, each ticked from the account's own data. */
export function checklistSteps(progress: FirstRunProgress): ChecklistStep[] {
  const planDone = progress.plan === 'active';
  return [
    {
      title: t`Choose a plan`,
      done: planDone,
      hint: planDone
        ? t`Your plan is active.`
        : progress.plan === 'pending'
          ? t`Your payment is not complete yet.`
          : t`Pick the plan that fits your calls.`,
      action: planDone
        ? null
        : progress.plan === 'pending'
          ? { label: t`Complete payment`, to: SUBSCRIPTION_PATH }
          : { label: t`Choose a plan`, to: SUBSCRIPTION_PATH },
    },
    {
      title: t`Create an assistant`,
      done: progress.has_assistant,
      hint: progress.has_assistant
        ? t`Your assistant is ready.`
        : t`Tell it about your company and how to answer.`,
      action: progress.has_assistant
        ? null
        : { label: t`Create an assistant`, to: ASSISTANT_CREATE_PATH },
    },
    {
      title: t`Test it`,
      done: progress.has_call,
      hint: progress.has_call
        ? t`Your assistant has taken a call.`
        : t`Place a test call from its card and read the transcript.`,
      action: progress.has_call ? null : { label: t`Go to your assistants`, to: ASSISTANTS_PATH },
    },
    {
      title: t`Get a phone number`,
      done: progress.has_number,
      hint: progress.has_number
        ? t`Callers can reach your assistant.`
        : t`Edit your assistant and pick a number under "Get a phone number".`,
      action: progress.has_number ? null : { label: t`Get a number`, to: ASSISTANTS_PATH },
    },
  ];
}
