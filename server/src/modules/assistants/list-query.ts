import { number, object, string, type InferType } from 'yup';

/** '' (an empty query parameter) means "not given". */
const blankToUndefined = (value: unknown, original: unknown) =>
  original === '' ? undefined : value;

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
  page: number()
    .transform(blankToUndefined)
    .typeError('The page must be an integer.')
    .integer('The page must be an integer.')
    .min(1, 'The page must be at least 1.')
    .default(1),
  per_page: number()
    .transform(blankToUndefined)
    .typeError('The per page must be an integer.')
    .integer('The per page must be an integer.')
    .min(1, 'The per page must be at least 1.')
    .max(100, 'The per page may not be greater than 100.')
    .default(9),
});

export type AssistantListQuery = InferType<typeof assistantListQuerySchema>;
