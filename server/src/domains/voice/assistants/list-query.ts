import { number, object, string, type InferType } from 'yup';
import { blankToUndefined, pagingFields } from '../../../lib/paging';

function idFilter(label: string) {
  const message = `The ${label} must be an integer.`;
  return number()
    .transform(blankToUndefined)
    .typeError(message)
    .integer(message)
    .positive(message)
    .max(2_147_483_647, message);
}

/** GET /api/assistants query (spec 001 §7); page size 9 by default, 100 at most. */
export const assistantListQuerySchema = object({
  sort_by: string()
    .transform(blankToUndefined)
    .oneOf(['name', 'created_at'] as const, 'The selected sort by is invalid.')
    .default('created_at'),
  sort_order: string()
    .transform(blankToUndefined)
    .oneOf(['asc', 'desc'] as const, 'The selected sort order is invalid.')
    .default('desc'),
  search: string()
    .trim()
    .max(255, 'The search may not be greater than 255 characters.')
    .default(''),
  phone_search: string()
    .trim()
    .max(32, 'The phone search may not be greater than 32 characters.')
    .default(''),
  /** The admin lists' owner and reseller filters; the caller's scope still applies (spec 001 §2). */
  user_id: idFilter('user id'),
  reseller_id: idFilter('reseller id'),
  ...pagingFields(9),
});

export type AssistantListQuery = InferType<typeof assistantListQuerySchema>;
