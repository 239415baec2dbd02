import type { Static } from 'typebox';
import type { PaginationReply, ValidationErrorReply } from '../replies/common';

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
export type ValidationErrorBody = Static<typeof ValidationErrorReply>;

/** Pagination block of list replies (spec 001 §3). */
export type Pagination = Static<typeof PaginationReply>;

export interface Paginated<T> {
  data: T[];
  pagination: Pagination;
}

/** Billing interval of custom subscriptions, reseller registration and plans. */
export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
