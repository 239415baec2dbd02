import { useCallback, useRef, useState } from 'react';
import { firstFieldErrors, type AvailabilityResponse } from '@voice/contracts';
import { errorStatus, fieldErrors, serverMessage } from '@voice/api-client';

export type AvailabilityStatus = 'checking' | 'available' | 'taken' | 'invalid' | 'failed';

export interface Availability {
  /** The value that was (or is being) checked. */
  value: string;
  status: AvailabilityStatus;
  /** What to show for 'taken', 'invalid' and 'failed'. */
  message: string | null;
}

export interface AvailabilityMessages {
  /** available: false (e.g. 'This subdomain is already taken by another reseller'). */
  taken: string;
  /** No answer or a server error (e.g. 'Failed to check domain availability. Please try again.'). */
  failed: string;
}

/**
 * An availability check that must pass before the wizard moves on (spec 000 §4): POST
 * /api/check-domain-availability or /api/check-email-availability. The result is remembered for the
 * value it was made for; `ensure` only asks the server again when the value changed or the last
 * check did not pass.
 */
export function useAvailability(
  check: (value: string) => Promise<AvailabilityResponse>,
  messages: AvailabilityMessages,
) {
  const [result, setResult] = useState<Availability | null>(null);
  const latest = useRef<Availability | null>(null);

  const update = useCallback((next: Availability | null) => {
    latest.current = next;
    setResult(next);
  }, []);

  const ensure = useCallback(
    async (value: string): Promise<boolean> => {
      const known = latest.current;
      if (known && known.value === value && known.status === 'available') return true;
      const pending: Availability = { value, status: 'checking', message: null };
      update(pending);
      let next: Availability;
      try {
        const reply = await check(value);
        next = reply.available
          ? { value, status: 'available', message: null }
          : { value, status: 'taken', message: reply.message || messages.taken };
      } catch (error) {
        const status = errorStatus(error);
        const fields = Object.values(firstFieldErrors(fieldErrors(error)));
        const message = fields[0] ?? serverMessage(error);
        next =
          status !== undefined && status >= 400 && status < 500 && message
            ? { value, status: 'invalid', message }
            : { value, status: 'failed', message: messages.failed };
      }
      // A newer check (the value changed meanwhile) wins over this one.
      if (latest.current !== pending) return false;
      update(next);
      return next.status === 'available';
    },
    [check, messages.taken, messages.failed, update],
  );

  const reset = useCallback(() => update(null), [update]);

  return { result, ensure, reset };
}
