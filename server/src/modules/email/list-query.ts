import { number, object, type InferType } from 'yup';

const blankToUndefined = (value: unknown, original: unknown) =>
  original === '' ? undefined : value;

/** ?page=&per_page= of admin lists (outbox, contacts): 15 a page by default, 100 at most. */
export const pageQuerySchema = object({
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
    .default(15),
});

export type PageQuery = InferType<typeof pageQuerySchema>;
