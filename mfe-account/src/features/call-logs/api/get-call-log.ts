import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCallLog } from '@voice/api-client';
import type { CallLogDetail } from '@voice/contracts';
import { callLogsKey } from './get-call-logs';

async function loadCallLog(callId: string, admin: boolean): Promise<CallLogDetail> {
  const reply = await getCallLog(callId, { admin });
  if (!reply || typeof reply.data !== 'object' || reply.data === null) {
    throw new Error('Unexpected reply from the server');
  }
  return reply.data;
}

/** GET /api/call-logs/{call_id} or /api/admin/call-logs/{call_id}: one call with everything reported. */
export function callLogQueryOptions(callId: string, admin: boolean) {
  return queryOptions({
    queryKey: [...callLogsKey, admin ? 'admin' : 'own', 'detail', callId] as const,
    queryFn: () => loadCallLog(callId, admin),
  });
}

export function useCallLogQuery(callId: string, admin: boolean) {
  return useQuery(callLogQueryOptions(callId, admin));
}
