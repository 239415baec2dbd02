import type { DemoRequestStatus } from '../constants/demo-request';

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
export interface DemoRequest {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  preferred_time: string | null;
  message: string | null;
  status: DemoRequestStatus;
  /** The tenant whose site received it; null on the main host. */
  reseller_id: number | null;
  reseller_name: string | null;
  user_id: number | null;
  created_at: string;
  updated_at: string;
}

/** Query of GET /api/admin/demo-requests. */
export interface DemoRequestsQuery {
  page?: number;
  per_page?: number;
  status?: DemoRequestStatus | '';
  search?: string;
  /** Platform admins only: one reseller's requests. */
  reseller_id?: number;
}
