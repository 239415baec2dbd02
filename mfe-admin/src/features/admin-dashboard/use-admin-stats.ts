import { useEffect, useState } from 'react';
import { getAdminDashboardStats, serverMessage } from '@voice/api-client';
import type { AdminDashboardStats } from '@voice/contracts';

export type AdminStatsState =
  | { status: 'loading' }
  | { status: 'ready'; stats: AdminDashboardStats }
  | { status: 'failed'; message: string };

function errorText(error: unknown): string {
  return serverMessage(error) ?? (error instanceof Error ? error.message : 'Unknown error');
}

/** GET /api/admin/dashboard/stats; `reload` fetches again (loading is shown meanwhile). */
export function useAdminStats(): [AdminStatsState, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; state: AdminStatsState } | null>(null);
  useEffect(() => {
    let live = true;
    getAdminDashboardStats().then(
      (reply) => live && setResult({ attempt, state: { status: 'ready', stats: reply.data } }),
      (error: unknown) =>
        live && setResult({ attempt, state: { status: 'failed', message: errorText(error) } }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const state: AdminStatsState = result?.attempt === attempt ? result.state : { status: 'loading' };
  return [state, () => setAttempt((n) => n + 1)];
}
