import { AssignableUserListReply } from '@voice/contracts/replies';
import { number, object, string, type InferType } from 'yup';
import { blankToUndefined, perPageField } from '../../../lib/paging';
import { replies, tagged } from '../../../lib/route-schema';
import { MAX_ID } from '../../../lib/validate';

const RESELLER_ID_MESSAGE = 'The reseller id must be an integer.';

/** ?search&reseller_id&per_page of the users-for-assignment lists (spec 001 §7; per_page 100 by default). */
export const usersForAssignmentQuerySchema = object({
  search: string()
    .transform(blankToUndefined)
    .trim()
    .max(255, 'The search may not be greater than 255 characters.')
    .optional(),
  reseller_id: number()
    .transform(blankToUndefined)
    .typeError(RESELLER_ID_MESSAGE)
    .integer(RESELLER_ID_MESSAGE)
    .positive(RESELLER_ID_MESSAGE)
    .max(MAX_ID, RESELLER_ID_MESSAGE)
    .optional(),
  per_page: perPageField(100),
});

export type UsersForAssignmentQuery = InferType<typeof usersForAssignmentQuerySchema>;

export const assignmentSchemas = tagged('Users', {
  list: {
    querystring: usersForAssignmentQuerySchema,
    response: replies({ 200: AssignableUserListReply }, [401, 403, 422]),
  },
});
