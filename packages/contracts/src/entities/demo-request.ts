import type { Static } from 'typebox';
import type { DemoRequestStatus } from '../constants/demo-request';
import type { DemoRequestSchema } from '../replies/platform';

/** The /demo-request form (POST /api/demo-requests). */
export interface DemoRequestInput {
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  preferred_time?: string | null;
  message?: string | null;
}

/** A demo request as admins read it (GET /api/admin/demo-requests). */
export type DemoRequest = Static<typeof DemoRequestSchema>;

/** Query of GET /api/admin/demo-requests. */
export interface DemoRequestsQuery {
  page?: number;
  per_page?: number;
  status?: DemoRequestStatus | '';
  search?: string;
  /** Platform admins only: one reseller's requests. */
  reseller_id?: number;
}
