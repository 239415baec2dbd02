import { object, string, type InferType } from 'yup';
import { idFilterField } from '../../../lib/id-fields';
import { blankToUndefined, pagingFields } from '../../../lib/paging';

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
  user_id: idFilterField('The user id must be an integer.'),
  reseller_id: idFilterField('The reseller id must be an integer.'),
  ...pagingFields(9),
});

export type AssistantListQuery = InferType<typeof assistantListQuerySchema>;
