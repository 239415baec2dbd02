import { listDemoRequests } from '@voice/api-client';
import type { DemoRequestsQuery } from '@voice/contracts';
import { usePageQuery } from '../../../shared/api/queries';

export const DEMO_REQUESTS_PAGE_SIZE = 15;

/** Every demo-requests list query starts with this key (the status change refreshes them all). */
export const demoRequestsKey = ['admin', 'demo-requests'] as const;

/** GET /api/admin/demo-requests, one page of one filter, newest first. */
export function useDemoRequestsQuery(query: DemoRequestsQuery) {
  return usePageQuery([...demoRequestsKey, query], () =>
    listDemoRequests({ ...query, per_page: DEMO_REQUESTS_PAGE_SIZE }),
  );
}
