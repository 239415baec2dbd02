/** Envelope used by most endpoints: {success, message, data}. */
export interface ApiEnvelope<T> {
  success: boolean;
  message?: string;
  data: T;
}

/** A reply whose content beyond {success, message} is not shown in the spec. */
export interface MessageReply {
  success?: boolean;
  message?: string;
}

/** Validation failure (HTTP 422): {message, errors: {field: [messages]}}. */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

/** Pagination block of list replies (spec 001 §3). */
export interface Pagination {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
  /** Set when counting stopped at `total` (a large filtered list): show it as "10,000+". */
  total_capped?: boolean;
}

export interface Paginated<T> {
  data: T[];
  pagination: Pagination;
}

/** Billing interval of custom subscriptions, reseller registration and plans. */
export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
