/** Statuses of a demo request (/admin/demo-requests): new until an admin contacts the requester, then closed. */
export const DEMO_REQUEST_STATUSES = ['new', 'contacted', 'closed'] as const;
export type DemoRequestStatus = (typeof DEMO_REQUEST_STATUSES)[number];
