import { useEffect, useState } from 'react';
import { getRegistrationStatus, type RegistrationStatus } from './registration-status';

/** While the payment is not confirmed yet, ask again this often, at most this many times. */
export const STATUS_POLL_MS = 3000;
export const STATUS_POLL_ATTEMPTS = 10;

/**
 * The registration of `reference`, looked up after the checkout returned; asked again while it is
 * still pending (the provider's confirmation may arrive a moment after the visitor). Null when there
 * is no reference or the lookup fails: the page then shows its general next steps.
 */
export function useRegistrationStatus(reference: string): RegistrationStatus | null {
  const [found, setFound] = useState<{ reference: string; status: RegistrationStatus } | null>(
    null,
  );

  useEffect(() => {
    if (!reference) return undefined;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = (attempt: number) => {
      getRegistrationStatus(reference).then(
        (status) => {
          if (!active || !status) return;
          setFound({ reference, status });
          if (status.status === 'pending' && attempt + 1 < STATUS_POLL_ATTEMPTS) {
            timer = setTimeout(() => look(attempt + 1), STATUS_POLL_MS);
          }
        },
        () => undefined,
      );
    };
    look(0);
    return () => {
      active = false;
      if (timer) clearTimeout(timer);
    };
  }, [reference]);

  return found && found.reference === reference ? found.status : null;
}
