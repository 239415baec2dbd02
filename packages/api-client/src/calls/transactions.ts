import type {
  ApiEnvelope,
  MessageReply,
  Paginated,
  Transaction,
  TransactionsQuery,
} from '@voice/contracts';
import { http } from '../http';

/**
 * GET /api/transactions: newest first, paged ({data, pagination}). A user gets its own, a reseller admin its
 * tenant's, a platform admin all (narrowed by ?reseller_id).
 */
export async function listTransactions(
  query: TransactionsQuery = {},
): Promise<Paginated<Transaction> & { success: boolean }> {
  return (await http.get('/api/transactions', { params: query })).data;
}

/** GET /api/transactions/{id}: one transaction with its receipt lines; 404 when not found or not visible. */
export async function getTransaction(id: number): Promise<ApiEnvelope<Transaction>> {
  return (await http.get<ApiEnvelope<Transaction>>(`/api/transactions/${id}`)).data;
}

/**
 * POST /api/transactions/{id}/resend-receipt: the receipt of a completed payment emailed again to its payer (the
 * payer, or an admin of its tenant); 404 when not visible, 422 for a payment without a receipt, 429 when sent too often.
 */
export async function resendReceipt(id: number): Promise<MessageReply> {
  return (await http.post<MessageReply>(`/api/transactions/${id}/resend-receipt`, {})).data;
}
