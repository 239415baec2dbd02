import { useCallback, useEffect, useState } from 'react';
import type { ResellerPackage } from '@voice/contracts';
import { getResellerPackages } from '@voice/api-client';

export type PackagesState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; packages: ResellerPackage[] };

/** GET /api/reseller-packages, loaded once when the wizard opens; `retry` loads again. */
export function useResellerPackages() {
  const [state, setState] = useState<PackagesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    getResellerPackages().then(
      (reply) => {
        if (!active) return;
        setState(
          Array.isArray(reply?.data)
            ? { status: 'ready', packages: reply.data }
            : { status: 'failed' },
        );
      },
      () => {
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
