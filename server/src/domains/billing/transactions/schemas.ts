import { boolean, number, object } from 'yup';
import { pathIdField } from '../../../lib/id-fields';
import { blankToUndefined, pagingFields } from '../../../lib/paging';
import { TransactionListReply, TransactionReply } from '@voice/contracts/replies';
import { replies, tagged } from '../../../lib/route-schema';

/**
 * ?page=&per_page=&reseller_id=&own= (reseller_id: platform admins only; others are scoped anyway). own: a reseller
 * admin's own payments to the platform instead of its customers' payments.
 */
export const transactionsQuerySchema = object({
  ...pagingFields(15),
  own: boolean().transform(blankToUndefined).typeError('The own flag must be true or false.'),
  reseller_id: number()
    .transform(blankToUndefined)
    .typeError('The reseller id must be an integer.')
    .integer('The reseller id must be an integer.')
    .positive('The reseller id must be an integer.'),
});

export const transactionIdSchema = object({ id: pathIdField('The id must be an integer.') });

export const transactionSchemas = tagged('Payments', {
  /** Newest first. A user: its own; a reseller admin: its tenant's; a platform admin: all (?reseller_id). */
  list: {
    summary: 'List transactions',
    querystring: transactionsQuerySchema,
    response: replies({ 200: TransactionListReply }, [401, 422]),
  },
  /** One transaction with its receipt lines; 404 when it does not exist or is not visible. */
  show: {
    summary: 'Show a transaction',
    params: transactionIdSchema,
    response: replies({ 200: TransactionReply }, [401, 404, 422]),
  },
});
